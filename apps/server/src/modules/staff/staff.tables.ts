import { type StaffRoleName, staffRoleValues } from '@chokdee/contracts';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { operators } from '../operator/operator.tables';

/** The roles are contracts' (`staff-roles.ts`), the list the back office reads too. */
export const staffRoles = staffRoleValues;
export type StaffRole = StaffRoleName;

/** Back-office accounts, separate from members. */
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
    /** The enforced TOTP secret, AES-256-GCM encrypted (`staff.totp.ts`); null while TOTP is off. */
    totpSecret: text('totp_secret'),
    /** A secret from `totp/setup` awaiting its first correct code; not enforced yet. Encrypted too. */
    totpPendingSecret: text('totp_pending_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The 30-second step of the last accepted code: a code is accepted once (no replay within its window). */
    totpLastStep: integer('totp_last_step'),
    /** Set by an owner: the account cannot log in and its sessions were ended; null while active. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('staff_accounts_operator_username').on(t.operatorId, t.username)],
);

/** A staff login. The staff token carries `id`; it counts only while this row is unrevoked and unexpired. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: uuid('id').primaryKey(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffAccounts.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

/**
 * Failed staff logins (wrong username, password or TOTP code), for the throttle in
 * `platform/auth/login-throttle.ts`. Same shape and rules as the members' `login_failures`.
 */
export const staffLoginFailures = pgTable(
  'staff_login_failures',
  {
    id: uuid('id').primaryKey(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id),
    /** The username as typed (trimmed). */
    username: text('username').notNull(),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    clearedAt: timestamp('cleared_at', { withTimezone: true }),
  },
  (t) => [
    index('staff_login_failures_username_idx').on(t.operatorId, t.username, t.createdAt),
    index('staff_login_failures_ip_idx').on(t.operatorId, t.ip, t.createdAt),
  ],
);

/**
 * Attempts at a TOTP code on `me/totp/enable` and `me/totp/disable` that were not accepted, per staff
 * member, for `staff.totp-throttle.ts`: a wrong code (`refused` false; 5 in 15 minutes stop further
 * tries) or a try refused by that limit (`refused` true; counts toward ending the session).
 */
export const staffTotpFailures = pgTable(
  'staff_totp_failures',
  {
    id: uuid('id').primaryKey(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffAccounts.id),
    sessionId: uuid('session_id').notNull(),
    refused: boolean('refused').notNull().default(false),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('staff_totp_failures_staff_idx').on(t.operatorId, t.staffId, t.createdAt)],
);

/**
 * Every staff action: who, what, on which row, the row before and after, from where, when. Written in
 * the transaction of the action it records, so a rolled-back action leaves no row. Never updated.
 */
export const staffAuditLog = pgTable(
  'staff_audit_log',
  {
    id: uuid('id').primaryKey(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffAccounts.id),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('staff_audit_log_operator_created_idx').on(t.operatorId, t.createdAt),
    index('staff_audit_log_target_idx').on(t.operatorId, t.targetType, t.targetId),
  ],
);

/**
 * Something staff must look at now, raised by the server (e.g. the OTP budget is spent). Unique on
 * (operator, dedupe key): a cause raises one alert per key (e.g. per hour), however often it recurs.
 */
export const staffAlerts = pgTable(
  'staff_alerts',
  {
    id: uuid('id').primaryKey(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id),
    kind: text('kind').notNull(),
    dedupeKey: text('dedupe_key').notNull(),
    data: jsonb('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('staff_alerts_operator_dedupe_key').on(t.operatorId, t.dedupeKey),
    index('staff_alerts_operator_created_idx').on(t.operatorId, t.createdAt),
  ],
);

/**
 * The site's staff security rules, one row per operator (absent: nothing required). `totp_required`:
 * every staff account must have TOTP on; until it does, the staff guard admits it only to its own
 * account calls (`platform/auth/staff-guard.ts`).
 */
export const staffSecuritySettings = pgTable('staff_security_settings', {
  operatorId: uuid('operator_id')
    .primaryKey()
    .references(() => operators.id),
  totpRequired: boolean('totp_required').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  updatedBy: uuid('updated_by').notNull(),
});
