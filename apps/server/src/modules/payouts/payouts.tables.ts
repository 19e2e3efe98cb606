import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { members } from '../member/member.tables';
import { operators } from '../operator/operator.tables';
import { withdrawals } from '../payments/payments.tables';

export const payoutAccountSourceValues = ['SIMULATED', 'STAFF'] as const;

/**
 * The operator's payout provider account (an Opn Payments / Omise account; one per operator, none:
 * every withdrawal waits for staff). The secret key and the webhook secret are kept encrypted
 * (`platform/crypto/secret-box`, purpose `payout-account`, bound to the operator id) and never answered;
 * their last 4 characters are the hints. Changes are audited (`payout_account.*`).
 */
export const payoutAccounts = pgTable(
  'payout_accounts',
  {
    operatorId: uuid('operator_id')
      .primaryKey()
      .references(() => operators.id),
    provider: text('provider', { enum: ['opn'] })
      .notNull()
      .default('opn'),
    source: text('source', { enum: payoutAccountSourceValues }).notNull(),
    baseUrl: text('base_url').notNull(),
    secretKeyEnc: text('secret_key_enc').notNull(),
    secretKeyHint: text('secret_key_hint').notNull(),
    webhookSecretEnc: text('webhook_secret_enc').notNull(),
    webhookSecretHint: text('webhook_secret_hint').notNull(),
    /** The kill switch: false, nothing is sent automatically (approved withdrawals wait for staff). */
    autoSendEnabled: boolean('auto_send_enabled').notNull().default(true),
    /** The most automatic transfers may total in one Bangkok day (sent or paid, not failed). */
    dailyCapSatang: bigint('daily_cap_satang', { mode: 'bigint' }).notNull(),
    credentialsRotatedAt: timestamp('credentials_rotated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('payout_accounts_daily_cap_positive', sql`${t.dailyCapSatang} > 0`)],
);

export const payoutRecipientStateValues = ['PENDING', 'VERIFIED', 'FAILED'] as const;

/**
 * A member's bank account as a recipient at the provider, created when the account is registered (or
 * found changed at sending). `bank_account_key` is `bankCode:accountNumber`: a member whose account
 * changed gets a new row, and only the row of the current account is paid to. `provider_recipient_id`
 * is null until the provider answered the create.
 */
export const payoutRecipients = pgTable(
  'payout_recipients',
  {
    id: uuid('id').primaryKey(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    bankAccountKey: text('bank_account_key').notNull(),
    providerRecipientId: text('provider_recipient_id'),
    state: text('state', { enum: payoutRecipientStateValues }).notNull(),
    /** The provider's code and our Thai reason when FAILED. */
    failureCode: text('failure_code'),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('payout_recipients_member_account').on(t.operatorId, t.memberId, t.bankAccountKey),
    uniqueIndex('payout_recipients_provider_id')
      .on(t.operatorId, t.providerRecipientId)
      .where(sql`${t.providerRecipientId} is not null`),
  ],
);

export const payoutTransferStateValues = ['CREATING', 'SENT', 'PAID', 'FAILED'] as const;

/**
 * One transfer asked of the provider for a withdrawal. The row is written (CREATING) and committed
 * before the provider is called, with the idempotency key the call sends (`wd_<withdrawalId>_<attempt>`):
 * a crash or a timeout after the call is retried with the same key, so the provider makes one transfer.
 * At most one transfer of a withdrawal is not FAILED (`payout_transfers_one_live`): a second node, or a
 * retry racing a late answer, cannot start another.
 */
export const payoutTransfers = pgTable(
  'payout_transfers',
  {
    id: uuid('id').primaryKey(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id),
    withdrawalId: uuid('withdrawal_id')
      .notNull()
      .references(() => withdrawals.id),
    attempt: integer('attempt').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    amountSatang: bigint('amount_satang', { mode: 'bigint' }).notNull(),
    /** The recipient row paid to (its provider id is what the call sent). */
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => payoutRecipients.id),
    providerTransferId: text('provider_transfer_id'),
    state: text('state', { enum: payoutTransferStateValues }).notNull(),
    /** Sent without a staff member: counts against the operator's daily cap. */
    automatic: boolean('automatic').notNull(),
    /** The staff account that asked for it (a retry); null when automatic. */
    requestedBy: uuid('requested_by'),
    failureCode: text('failure_code'),
    failureReason: text('failure_reason'),
    /** How many times the create was sent (a crash or a timeout sends it again with the same key). */
    calls: integer('calls').notNull().default(0),
    lastCallAt: timestamp('last_call_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('payout_transfers_withdrawal_attempt').on(t.withdrawalId, t.attempt),
    unique('payout_transfers_idempotency_key').on(t.operatorId, t.idempotencyKey),
    uniqueIndex('payout_transfers_provider_id')
      .on(t.operatorId, t.providerTransferId)
      .where(sql`${t.providerTransferId} is not null`),
    uniqueIndex('payout_transfers_one_live').on(t.withdrawalId).where(sql`${t.state} <> 'FAILED'`),
    index('payout_transfers_open_idx')
      .on(t.operatorId, t.state, t.updatedAt)
      .where(sql`${t.state} in ('CREATING', 'SENT')`),
    index('payout_transfers_day_idx').on(t.operatorId, t.createdAt),
    check('payout_transfers_amount_positive', sql`${t.amountSatang} > 0`),
    check('payout_transfers_attempt_positive', sql`${t.attempt} >= 1`),
    check(
      'payout_transfers_sent_has_provider_id',
      sql`${t.state} in ('CREATING', 'FAILED') or ${t.providerTransferId} is not null`,
    ),
  ],
);

/** Provider events already taken (webhook or poll): a replayed event id is refused. */
export const payoutProviderEvents = pgTable(
  'payout_provider_events',
  {
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id),
    providerEventId: text('provider_event_id').notNull(),
    key: text('key').notNull(),
    /** The object the event is about (a transfer's or a recipient's provider id). */
    objectId: text('object_id').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.operatorId, t.providerEventId] })],
);

export const reconciliationIssueKindValues = [
  'UNKNOWN_TRANSFER',
  'AMOUNT_MISMATCH',
  'PROVIDER_PAID_NOT_PAID',
  'PAID_NOT_AT_PROVIDER',
  'DUPLICATE_TRANSFER',
  'STUCK',
  'LATE',
] as const;

/** One run of the reconciliation job over a window of the provider's transfers. */
export const payoutReconciliationRuns = pgTable(
  'payout_reconciliation_runs',
  {
    id: uuid('id').primaryKey(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id),
    windowFrom: timestamp('window_from', { withTimezone: true }).notNull(),
    windowTo: timestamp('window_to', { withTimezone: true }).notNull(),
    providerTransfers: integer('provider_transfers').notNull().default(0),
    issuesFound: integer('issues_found').notNull().default(0),
    error: text('error'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('payout_reconciliation_runs_idx').on(t.operatorId, t.startedAt)],
);

/**
 * A difference between the provider's transfers and ours, raised to staff by a reconciliation run, or
 * a withdrawal not sent within its promise (LATE, raised by the `payouts:late` task: no run). One
 * open finding per (kind, withdrawal or provider transfer): finding it again does not add another.
 */
export const payoutReconciliationIssues = pgTable(
  'payout_reconciliation_issues',
  {
    id: uuid('id').primaryKey(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id),
    /** The run that found it; null for a LATE one. */
    runId: uuid('run_id').references(() => payoutReconciliationRuns.id),
    kind: text('kind', { enum: reconciliationIssueKindValues }).notNull(),
    /** What identifies the finding for dedupe: `w:<withdrawalId>` or `t:<providerTransferId>`. */
    subjectKey: text('subject_key').notNull(),
    withdrawalId: uuid('withdrawal_id').references(() => withdrawals.id),
    providerTransferId: text('provider_transfer_id'),
    /** The figures compared (amounts as satang strings, states). */
    facts: jsonb('facts').notNull(),
    foundAt: timestamp('found_at', { withTimezone: true }).notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    /** The staff member who closed it; null when it closed by itself (a LATE one, once paid). */
    resolvedBy: uuid('resolved_by'),
    note: text('note'),
  },
  (t) => [
    uniqueIndex('payout_reconciliation_issues_open')
      .on(t.operatorId, t.kind, t.subjectKey)
      .where(sql`${t.resolvedAt} is null`),
    index('payout_reconciliation_issues_idx').on(t.operatorId, t.foundAt),
  ],
);
