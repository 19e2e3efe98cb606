import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sqlValueList } from '../../platform/db/rows';
import { members } from '../member/member.tables';
import { operators } from '../operator/operator.tables';

/**
 * Account kinds. A member has `MEMBER_WALLET` (their main, spendable account — the name predates the
 * ledger and stays so existing rows need no data migration), `WITHDRAW_HOLD` (pending
 * withdrawals: the wallet's `lockedBalance`) and, opened on first use, `RECEIVABLE`: what the member
 * owes the house (a correction's claw-back their cash could not cover). A receivable is the house's
 * claim, so under `balance = credits − debits` it is never above zero: its balance is minus what the
 * member owes. The others are the operator's house accounts, one per kind and shard (`HOUSE_SHARDS`),
 * created on first use (`WRITE_OFFS`: receivables the house gave up). `BONUS` (opened on first use)
 * holds promotion money (docs/domain/rewards.md §3 rule 1): stakes take cash first, then bonus; it never leaves as a withdrawal.
 */
export const memberAccountKinds = ['MEMBER_WALLET', 'WITHDRAW_HOLD', 'RECEIVABLE', 'BONUS'] as const;
export const houseAccountKinds = [
  'DEPOSITS_CLEARING',
  'WITHDRAWALS_CLEARING',
  'BETS',
  'PAYOUTS',
  'BONUSES',
  'ADJUSTMENTS',
  'WRITE_OFFS',
  /** Pays the loyalty programmes' cash rewards: cashback, referral income, missions. */
  'REWARDS',
  /** The other side of every provider game stake and win (docs/domain/games.md §2). */
  'GAMES',
  /** The other side of every sportsbook stake, return and revision (docs/modules/sportsbook.md). */
  'SPORTS',
] as const;
export const ledgerAccountKinds = [...memberAccountKinds, ...houseAccountKinds] as const;
export type LedgerAccountKind = (typeof ledgerAccountKinds)[number];
export type MemberAccountKind = (typeof memberAccountKinds)[number];
export type HouseAccountKind = (typeof houseAccountKinds)[number];

/**
 * What a transfer is: a closed list, checked by the database too. Every credit to a member's main
 * account settles an open receivable first (`RECEIVABLE_SETTLED`, posted by `postTransfers` itself).
 */
export const transferKinds = [
  'DEPOSIT',
  'WITHDRAW_HOLD',
  'WITHDRAW_PAID',
  'WITHDRAW_REJECTED',
  'BET',
  'BET_CANCELLED',
  'BET_REFUNDED',
  'LOTTERY_WIN',
  'LOTTERY_WIN_CORRECTION',
  'ADJUSTMENT',
  /** Main → receivable: a credit paying what the member owes. */
  'RECEIVABLE_SETTLED',
  /** WRITE_OFFS → receivable: staff gave up (part of) what the member owes. */
  'RECEIVABLE_WRITE_OFF',
  /** BONUSES → main: a Yeekee shooter reward (docs/domain/yeekee.md §3.7). */
  'YEEKEE_SHOOTER_REWARD',
  /** BONUSES → bonus: a promotion, coupon or other reward granted with a wagering condition. */
  'BONUS_GRANTED',
  /** Bonus → main: a met condition's bonus becomes cash, in one transfer. */
  'BONUS_CONVERTED',
  /** Bonus → BONUSES: forfeited, cancelled by staff, or closed on a small balance. */
  'BONUS_FORFEITED',
  /** REWARDS → main: loss cashback claimed as cash. */
  'CASHBACK_CLAIMED',
  /** REWARDS → main: the referral balance claimed as cash. */
  'REFERRAL_CLAIMED',
  /** REWARDS → main: a mission's reward claimed as cash. */
  'MISSION_CLAIMED',
  /** Member (main, then bonus) → GAMES: a provider game's stake (docs/domain/games.md §2). */
  'GAME_BET',
  /** GAMES → member: a provider game's win (its bonus share to the bonus account). */
  'GAME_WIN',
  /** GAMES → member: a cancelled or reduced game stake, returned as it was taken. */
  'GAME_REFUND',
  /** Member (main, then receivable) → GAMES: a reversed game win (unsettle, void, rollback). */
  'GAME_WIN_REVERSED',
  /** GAMES → main: a provider's promotion or jackpot paid outside any stake. */
  'GAME_PROMO',
  /** Main → GAMES: a tip for a live dealer (no turnover). */
  'GAME_TIP',
  /** Member (main, then bonus) → SPORTS: a sports ticket's stake (ยอดเสี่ยง). */
  'SPORTS_BET',
  /** SPORTS → member: what a settled ticket returns, stake included (its bonus share to the bonus account). */
  'SPORTS_WIN',
  /** SPORTS → member: the stake back of a ticket rejected at the end of its live delay or voided whole. */
  'SPORTS_REFUND',
  /** A revision's difference: SPORTS → main when the ticket now returns more; member (bonus, main, then receivable) → SPORTS when less. */
  'SPORTS_WIN_CORRECTION',
] as const;
export type TransferKind = (typeof transferKinds)[number];

/**
 * An account of the double-entry ledger. Sign convention: `balance_satang` = credits − debits, so a
 * credit raises it and a debit lowers it, and the sum over all accounts is always zero. Member
 * accounts never go below zero (CHECK here, and the conditional UPDATE that moves the money); house
 * accounts may (DEPOSITS_CLEARING is negative by what members have deposited).
 * `balance_satang` is changed only by `postTransfers`, never by hand.
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
    /** Bumped by every entry, so an entry records the version it moved the account to. */
    version: integer('version').notNull().default(0),
    /**
     * A house kind is split over `HOUSE_SHARDS` rows (house-shards.ts): a member's transfers post to
     * the shard of their member id, house ↔ house transfers to shard 0, so no single row is locked by
     * every stake of an operator. The kind's balance is the sum of its shards. Always 0 for a member.
     */
    shard: smallint('shard').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('ledger_accounts_operator_member_kind').on(t.operatorId, t.memberId, t.kind),
    uniqueIndex('ledger_accounts_house_kind')
      .on(t.operatorId, t.kind, t.shard)
      .where(sql`${t.memberId} is null`),
    check(
      'ledger_accounts_shard_of_house',
      sql`${t.shard} = 0 or (${t.memberId} is null and ${t.shard} > 0)`,
    ),
    check(
      'ledger_accounts_member_not_negative',
      sql`${t.memberId} is null or ${t.balanceSatang} >= 0 or ${t.kind} = 'RECEIVABLE'`,
    ),
    check(
      'ledger_accounts_receivable_not_positive',
      sql`${t.kind} <> 'RECEIVABLE' or ${t.balanceSatang} <= 0`,
    ),
    check(
      'ledger_accounts_member_kind_has_member',
      sql`(${t.kind} in (${sqlValueList(memberAccountKinds)})) = (${t.memberId} is not null)`,
    ),
  ],
);

/**
 * One movement of money, immutable: never updated or deleted — a mistake is fixed by a reversing
 * transfer. `event_at` is when it happened in the world (the bank's time for a deposit),
 * `created_at` when it was posted.
 */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: uuid('id').primaryKey(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id),
    kind: text('kind', { enum: transferKinds }).notNull(),
    debitAccountId: uuid('debit_account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    creditAccountId: uuid('credit_account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amountSatang: bigint('amount_satang', { mode: 'bigint' }).notNull(),
    causeType: text('cause_type').notNull(),
    causeId: text('cause_id').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    eventAt: timestamp('event_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('ledger_transfers_operator_idempotency_key').on(t.operatorId, t.idempotencyKey),
    check('ledger_transfers_amount_positive', sql`${t.amountSatang} > 0`),
    check('ledger_transfers_accounts_differ', sql`${t.debitAccountId} <> ${t.creditAccountId}`),
    check('ledger_transfers_kind', sql`${t.kind} in (${sqlValueList(transferKinds)})`),
    index('ledger_transfers_debit_idx').on(t.debitAccountId),
    index('ledger_transfers_credit_idx').on(t.creditAccountId),
    index('ledger_transfers_cause_idx').on(t.causeType, t.causeId),
  ],
);

/**
 * One side of a transfer on one account: the signed change (−amount for the debit, +amount for the
 * credit), the balance before and after, and the account version it produced (unique per account,
 * so two entries can never both claim to follow the same state).
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid('id').primaryKey(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id),
    transferId: uuid('transfer_id')
      .notNull()
      .references(() => ledgerTransfers.id),
    accountId: uuid('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    changeSatang: bigint('change_satang', { mode: 'bigint' }).notNull(),
    balanceBeforeSatang: bigint('balance_before_satang', { mode: 'bigint' }).notNull(),
    balanceAfterSatang: bigint('balance_after_satang', { mode: 'bigint' }).notNull(),
    accountVersion: integer('account_version').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /**
     * The order entries were written in, across accounts: taken from a sequence when the row is
     * inserted, which is under the row lock of its account, so on one account it rises with
     * `account_version`. The member's statement pages and orders by it (modules/statement).
     */
    seq: bigserial('seq', { mode: 'bigint' }).notNull(),
  },
  (t) => [
    unique('ledger_entries_account_version').on(t.accountId, t.accountVersion),
    index('ledger_entries_transfer_idx').on(t.transferId),
    index('ledger_entries_account_seq').on(t.accountId, t.seq),
    check(
      'ledger_entries_balance_moves_by_change',
      sql`${t.balanceAfterSatang} = ${t.balanceBeforeSatang} + ${t.changeSatang}`,
    ),
  ],
);

export const adjustmentDirections = ['CREDIT', 'DEBIT'] as const;

/**
 * A staff adjustment of a member's wallet: the cause row of its transfer (ADJUSTMENTS ↔
 * MEMBER_WALLET, kind ADJUSTMENT), with the reason the ledger page shows. Written in the transfer's
 * transaction, with the audit row; immutable like the transfer (a mistake is a reverse adjustment).
 */
export const ledgerAdjustments = pgTable(
  'ledger_adjustments',
  {
    id: uuid('id').primaryKey(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    staffId: uuid('staff_id').notNull(),
    direction: text('direction', { enum: adjustmentDirections }).notNull(),
    amountSatang: bigint('amount_satang', { mode: 'bigint' }).notNull(),
    reason: text('reason').notNull(),
    transferId: uuid('transfer_id')
      .notNull()
      .references(() => ledgerTransfers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('ledger_adjustments_transfer').on(t.transferId),
    index('ledger_adjustments_member_idx').on(t.operatorId, t.memberId, t.createdAt),
    check('ledger_adjustments_amount_positive', sql`${t.amountSatang} > 0`),
    check('ledger_adjustments_direction', sql`${t.direction} in ('CREDIT', 'DEBIT')`),
  ],
);

export const adjustmentRequestStatuses = ['PENDING', 'APPROVED', 'REJECTED'] as const;

/**
 * Every staff adjustment since maker-checker: who made it (`maker_id`) and its fate. At or below the
 * operator's approval threshold it is APPROVED at once with no checker (`checker_id` null) and its
 * transfer posted in the same transaction; above it the row waits PENDING (nothing moves) until
 * another owner/finance staff member approves (the transfer posts then) or rejects it. A CHECK keeps
 * the checker apart from the maker. The daily cap per staff member sums the maker's rows of the
 * Bangkok day that are not REJECTED.
 */
export const adjustmentRequests = pgTable(
  'adjustment_requests',
  {
    id: uuid('id').primaryKey(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    makerId: uuid('maker_id').notNull(),
    direction: text('direction', { enum: adjustmentDirections }).notNull(),
    amountSatang: bigint('amount_satang', { mode: 'bigint' }).notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: adjustmentRequestStatuses }).notNull(),
    /** The second staff member who approved or rejected it; null when it needed no approval. */
    checkerId: uuid('checker_id'),
    rejectReason: text('reject_reason'),
    /** The `ledger_adjustments` row, once posted. */
    adjustmentId: uuid('adjustment_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('adjustment_requests_status_idx').on(t.operatorId, t.status, t.createdAt),
    index('adjustment_requests_maker_idx').on(t.operatorId, t.makerId, t.createdAt),
    check('adjustment_requests_amount_positive', sql`${t.amountSatang} > 0`),
    check(
      'adjustment_requests_checker_not_maker',
      sql`${t.checkerId} is null or ${t.checkerId} <> ${t.makerId}`,
    ),
    check(
      'adjustment_requests_shape',
      sql`(${t.status} = 'PENDING' and ${t.checkerId} is null and ${t.adjustmentId} is null and ${t.decidedAt} is null)
        or (${t.status} = 'APPROVED' and ${t.adjustmentId} is not null)
        or (${t.status} = 'REJECTED' and ${t.checkerId} is not null and ${t.adjustmentId} is null and ${t.rejectReason} is not null)`,
    ),
  ],
);

/**
 * The operator's rules for staff adjustments (one row; absent = the defaults in
 * `adjustment-policy.ts`): amounts above `approval_threshold_satang` need a second staff member, and
 * one staff member may make at most `daily_cap_satang` of adjustments per Bangkok day.
 */
export const adjustmentSettings = pgTable(
  'adjustment_settings',
  {
    operatorId: uuid('operator_id')
      .primaryKey()
      .references(() => operators.id),
    approvalThresholdSatang: bigint('approval_threshold_satang', { mode: 'bigint' }).notNull(),
    dailyCapSatang: bigint('daily_cap_satang', { mode: 'bigint' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    updatedBy: uuid('updated_by').notNull(),
  },
  (t) => [
    check('adjustment_settings_values', sql`${t.approvalThresholdSatang} > 0 and ${t.dailyCapSatang} > 0`),
  ],
);
