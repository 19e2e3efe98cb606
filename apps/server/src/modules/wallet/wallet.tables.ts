import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { members } from '../member/member.tables';
import { operators } from '../operator/operator.tables';

export const ledgerAccountKinds = ['MEMBER_WALLET'] as const;
export type LedgerAccountKind = (typeof ledgerAccountKinds)[number];

/**
 * An account of the double-entry ledger. For now only members' wallets, opened in the same
 * transaction as the member; the money issue adds transfers and entries on top. Amounts in satang.
 * `balance_satang` is spendable, `locked_satang` is on hold (pending withdrawals).
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: uuid('id').primaryKey(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id),
    memberId: uuid('member_id').references(() => members.id),
    kind: text('kind', { enum: ledgerAccountKinds }).notNull(),
    balanceSatang: bigint('balance_satang', { mode: 'bigint' }).notNull().default(sql`0`),
    lockedSatang: bigint('locked_satang', { mode: 'bigint' }).notNull().default(sql`0`),
    /** Bumped by every change, so a ledger entry can record the version it moved the account to. */
    version: integer('version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('ledger_accounts_operator_member_kind').on(t.operatorId, t.memberId, t.kind),
    check('ledger_accounts_balance_not_negative', sql`${t.balanceSatang} >= 0`),
    check('ledger_accounts_locked_not_negative', sql`${t.lockedSatang} >= 0`),
    check(
      'ledger_accounts_member_wallet_has_member',
      sql`${t.kind} <> 'MEMBER_WALLET' or ${t.memberId} is not null`,
    ),
  ],
);
