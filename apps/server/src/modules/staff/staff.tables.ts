import { pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { operators } from '../operator/operator.tables';

export const staffRoles = ['owner', 'finance', 'lottery', 'support'] as const;
export type StaffRole = (typeof staffRoles)[number];

/** Back-office accounts, separate from members. The back-office issue adds TOTP and the audit log. */
export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: uuid('id').primaryKey(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: staffRoles }).notNull(),
    totpSecret: text('totp_secret'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('staff_accounts_operator_username').on(t.operatorId, t.username)],
);
