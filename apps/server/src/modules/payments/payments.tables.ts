import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { members } from '../member/member.tables';
import { banks, operators } from '../operator/operator.tables';
import { ledgerTransfers } from '../wallet/wallet.tables';

export const depositAccountTypes = ['BANK', 'PROMPTPAY'] as const;

/** Where members transfer to (`GET /api/v2/deposit/bank-list`). A PROMPTPAY account carries its PromptPay id. */
export const depositAccounts = pgTable(
  'deposit_accounts',
  {
    id: uuid('id').primaryKey(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id),
    type: text('type', { enum: depositAccountTypes }).notNull(),
    bankId: integer('bank_id')
      .notNull()
      .references(() => banks.id),
    accountName: text('account_name').notNull(),
    accountNumber: text('account_number').notNull(),
    /** A phone (10 digits) or national id (13 digits) registered with PromptPay. */
    promptPayId: text('promptpay_id'),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('deposit_accounts_operator_bank_number').on(t.operatorId, t.bankId, t.accountNumber),
    check('deposit_accounts_promptpay_has_id', sql`${t.type} <> 'PROMPTPAY' or ${t.promptPayId} is not null`),
  ],
);

/**
 * The operator's bank-statement feed secret (HMAC-SHA256 key). `rotated_at` set: an owner rotated it,
 * and the configured secret (DEMO_BANK_FEED_SECRET) no longer replaces it at start.
 */
export const bankFeedSecrets = pgTable('bank_feed_secrets', {
  operatorId: uuid('operator_id')
    .primaryKey()
    .references(() => operators.id),
  secret: text('secret').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  rotatedAt: timestamp('rotated_at', { withTimezone: true }),
  /** The staff account that rotated it. */
  rotatedBy: uuid('rotated_by'),
});

/**
 * The operator's rule for approving withdrawals without staff (one row per operator; none: off).
 * Its changes are in the staff audit log (`withdraw_auto_approve.update`).
 */
export const withdrawAutoApproveRules = pgTable(
  'withdraw_auto_approve_rules',
  {
    operatorId: uuid('operator_id')
      .primaryKey()
      .references(() => operators.id),
    enabled: boolean('enabled').notNull(),
    maxAmountSatang: bigint('max_amount_satang', { mode: 'bigint' }).notNull(),
    minMemberAgeDays: integer('min_member_age_days').notNull(),
    /** Auto-approvals per member per Bangkok day. */
    maxPerDay: integer('max_per_day').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    updatedBy: uuid('updated_by').notNull(),
  },
  (t) => [
    check(
      'withdraw_auto_approve_rules_values',
      sql`${t.maxAmountSatang} > 0 and ${t.minMemberAgeDays} >= 0 and ${t.maxPerDay} >= 1`,
    ),
  ],
);

export const depositIntentStatuses = ['OPEN', 'CREDITED', 'EXPIRED'] as const;

/**
 * A PromptPay deposit the member announced: they will transfer exactly `pay_amount_satang` (the
 * amount plus a satang tag). At most one OPEN intent per pay amount and operator, so a statement
 * line of that amount names its member.
 */
export const depositIntents = pgTable(
  'deposit_intents',
  {
    id: uuid('id').primaryKey(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    depositAccountId: uuid('deposit_account_id')
      .notNull()
      .references(() => depositAccounts.id),
    amountSatang: bigint('amount_satang', { mode: 'bigint' }).notNull(),
    payAmountSatang: bigint('pay_amount_satang', { mode: 'bigint' }).notNull(),
    status: text('status', { enum: depositIntentStatuses }).notNull().default('OPEN'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('deposit_intents_open_pay_amount')
      .on(t.operatorId, t.payAmountSatang)
      .where(sql`${t.status} = 'OPEN'`),
    check('deposit_intents_amounts', sql`${t.amountSatang} > 0 and ${t.payAmountSatang} > ${t.amountSatang}`),
  ],
);

export const statementLineStatusValues = ['CREDITED', 'UNMATCHED', 'DISMISSED'] as const;

/**
 * One line of the operator's bank statement, as the feed reported it. Unique on (operator,
 * external id): a line sent twice, or by two racing feeds, is stored — and credited — once.
 */
export const statementLines = pgTable(
  'statement_lines',
  {
    id: uuid('id').primaryKey(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id),
    externalId: text('external_id').notNull(),
    toAccountNumber: text('to_account_number').notNull(),
    amountSatang: bigint('amount_satang', { mode: 'bigint' }).notNull(),
    fromBankCode: text('from_bank_code').notNull(),
    fromAccountNumber: text('from_account_number').notNull(),
    fromName: text('from_name').notNull(),
    transferredAt: timestamp('transferred_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: statementLineStatusValues }).notNull(),
    memberId: uuid('member_id').references(() => members.id),
    dismissReason: text('dismiss_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    unique('statement_lines_operator_external_id').on(t.operatorId, t.externalId),
    index('statement_lines_operator_status_idx').on(t.operatorId, t.status),
    check('statement_lines_amount_positive', sql`${t.amountSatang} > 0`),
  ],
);

/** A credited deposit: the member-visible record (payment history) of a statement line credited to them. */
export const deposits = pgTable(
  'deposits',
  {
    id: uuid('id').primaryKey(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    paymentRef: text('payment_ref').notNull(),
    amountSatang: bigint('amount_satang', { mode: 'bigint' }).notNull(),
    statementLineId: uuid('statement_line_id')
      .notNull()
      .references(() => statementLines.id),
    intentId: uuid('intent_id').references(() => depositIntents.id),
    transferId: uuid('transfer_id')
      .notNull()
      .references(() => ledgerTransfers.id),
    transferredAt: timestamp('transferred_at', { withTimezone: true }).notNull(),
    /** The member's main balance around this credit (copied from its ledger entry, for the history). */
    balanceBeforeSatang: bigint('balance_before_satang', { mode: 'bigint' }).notNull(),
    balanceAfterSatang: bigint('balance_after_satang', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('deposits_operator_payment_ref').on(t.operatorId, t.paymentRef),
    unique('deposits_statement_line').on(t.statementLineId),
    index('deposits_member_idx').on(t.operatorId, t.memberId, t.createdAt),
  ],
);

/**
 * SENDING: a transfer is at the payout provider (the money still held); FAILED: it failed, back to
 * finance with `failure_reason`, the money still held. ON_HOLD: held while the member owes a
 * receivable (after a result correction); staff may only reject it.
 */
export const withdrawalStatusValues = [
  'PENDING',
  'APPROVED',
  'SENDING',
  'PAID',
  'FAILED',
  'REJECTED',
  'ON_HOLD',
] as const;

/**
 * A withdrawal request. Its money sits on the member's WITHDRAW_HOLD from creation (pending) until
 * PAID (hold → withdrawals clearing) or REJECTED (hold → main). Status changes are conditional
 * UPDATEs, so two staff acting at once act once.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: uuid('id').primaryKey(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    paymentRef: text('payment_ref').notNull(),
    amountSatang: bigint('amount_satang', { mode: 'bigint' }).notNull(),
    status: text('status', { enum: withdrawalStatusValues }).notNull(),
    holdTransferId: uuid('hold_transfer_id')
      .notNull()
      .references(() => ledgerTransfers.id),
    /** The member's main balance around the hold (copied from its ledger entry, for the history). */
    balanceBeforeSatang: bigint('balance_before_satang', { mode: 'bigint' }).notNull(),
    balanceAfterSatang: bigint('balance_after_satang', { mode: 'bigint' }).notNull(),
    bankRef: text('bank_ref'),
    rejectReason: text('reject_reason'),
    /** When it was approved for payment, and by which staff account (null when by the auto-approve rule). */
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedBy: uuid('approved_by'),
    /** Approved at creation by the operator's auto-approve rule, not by staff. */
    autoApproved: boolean('auto_approved').notNull().default(false),
    /** Why it is (or last was) ON_HOLD, and when it was held; kept after release for the record. */
    holdReason: text('hold_reason'),
    heldAt: timestamp('held_at', { withTimezone: true }),
    /** Thai, for staff: the provider's failure of the last transfer (set on FAILED, kept after). */
    failureReason: text('failure_reason'),
    /** Thai, for staff: why an APPROVED withdrawal was not sent automatically (null once sent). */
    waitReason: text('wait_reason'),
    /** When it was paid (by the provider's transfer or marked by hand). */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('withdrawals_operator_payment_ref').on(t.operatorId, t.paymentRef),
    index('withdrawals_operator_status_idx').on(t.operatorId, t.status, t.createdAt),
    index('withdrawals_member_idx').on(t.operatorId, t.memberId, t.createdAt),
    // The payout sender's sweep: approved, nothing decided yet (docs/modules/payouts.md; few rows at any time).
    index('withdrawals_undispatched_idx')
      .on(t.updatedAt)
      .where(sql`${t.status} = 'APPROVED' and ${t.waitReason} is null`),
    check('withdrawals_amount_positive', sql`${t.amountSatang} > 0`),
    check(
      'withdrawals_status',
      sql`${t.status} in ('PENDING', 'APPROVED', 'SENDING', 'PAID', 'FAILED', 'REJECTED', 'ON_HOLD')`,
    ),
    check('withdrawals_on_hold_has_reason', sql`${t.status} <> 'ON_HOLD' or ${t.holdReason} is not null`),
    check(
      'withdrawals_auto_approved',
      sql`not ${t.autoApproved} or (${t.approvedAt} is not null and ${t.approvedBy} is null)`,
    ),
  ],
);

/**
 * The operator's bank-feed settings (one row per operator; none: the defaults of contracts'
 * `DEFAULT_MAX_STATEMENT_LINE_SATANG`). Changes are in the staff audit log (`bank_feed_settings.update`).
 */
export const bankFeedSettings = pgTable(
  'bank_feed_settings',
  {
    operatorId: uuid('operator_id')
      .primaryKey()
      .references(() => operators.id),
    /** A statement line above this amount is REJECTED. */
    maxLineAmountSatang: bigint('max_line_amount_satang', { mode: 'bigint' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    updatedBy: uuid('updated_by').notNull(),
  },
  (t) => [
    check(
      'bank_feed_settings_values',
      sql`${t.maxLineAmountSatang} > 0 and ${t.maxLineAmountSatang} <= 100000000000`,
    ),
  ],
);

/**
 * A feed line that could not be taken (bad field, control character, amount above the ceiling), kept
 * for staff. Unique on (operator, fingerprint = SHA-256 of the line as rendered): the feed retrying
 * the same bad line is answered the same and listed once. Text is stored with control characters
 * escaped (`\u0000`), so nothing here can hold a NUL.
 */
export const statementLineRejections = pgTable(
  'statement_line_rejections',
  {
    id: uuid('id').primaryKey(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id),
    fingerprint: text('fingerprint').notNull(),
    externalId: text('external_id').notNull(),
    /** The line as sent, rendered as JSON with control characters escaped, cut at 2,000 characters. */
    line: text('line').notNull(),
    reasonCode: integer('reason_code').notNull(),
    reasonField: text('reason_field').notNull(),
    /** The reason's Thai text as answered to the feed. */
    reasonMessage: text('reason_message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('statement_line_rejections_operator_fingerprint').on(t.operatorId, t.fingerprint),
    index('statement_line_rejections_operator_created_idx').on(t.operatorId, t.createdAt),
  ],
);
