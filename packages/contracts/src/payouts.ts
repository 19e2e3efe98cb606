import { z } from 'zod';
import { pageQuerySchema } from './envelope';
import { moneySchema, positiveAmountInputSchema } from './money';
import { adminWithdrawalSchema } from './staff';

/**
 * Automatic withdrawals (docs/modules/payouts.md): the operator's payout provider (an Opn Payments / Omise account:
 * recipients and transfers), each withdrawal's transfers, and the reconciliation of the provider's
 * transfers with ours. Every path is the back office's; the provider's webhook is `payoutWebhookPath`.
 */
export const payoutAdminPaths = {
  /** GET: the account's settings (never a secret); PUT (owner): base URL and credentials (rotate). */
  account: '/api/admin/finance/payout-account',
  /** PUT (owner, finance): the kill switch and the daily cap of automatic payouts. */
  accountSettings: '/api/admin/finance/payout-account/settings',
  /** GET: the provider's balance, asked live. */
  balance: '/api/admin/finance/payout-account/balance',
  /** GET: one withdrawal with its transfers, its timeline and its member's recipient. */
  withdrawal: '/api/admin/withdrawals/:id',
  /** POST (owner, finance): send a FAILED (or an APPROVED, waiting) withdrawal again: a new transfer. */
  withdrawalRetry: '/api/admin/withdrawals/:id/retry',
  /** GET: the reconciliation's findings (`?status=OPEN|RESOLVED`) and its last runs. */
  reconciliation: '/api/admin/finance/payout-reconciliation',
  /** POST (owner, finance): reconcile now (the job does it every 10 minutes). */
  reconciliationRun: '/api/admin/finance/payout-reconciliation/run',
  /** POST (owner, finance) {note}: a finding looked at and closed. */
  reconciliationResolve: '/api/admin/finance/payout-reconciliation/:id/resolve',
  /** GET: the member's recipient at the provider; POST …/refresh (owner, finance): check it again or create it. */
  memberRecipient: '/api/admin/members/:id/payout-recipient',
  memberRecipientRefresh: '/api/admin/members/:id/payout-recipient/refresh',
} as const;

/** The provider calls this with its events (transfer paid or failed, recipient verified); signed. */
export const payoutWebhookPath = '/api/integrations/payouts/:operatorKey/events';

export const payoutAdminHref = {
  withdrawal: (id: string) => payoutAdminPaths.withdrawal.replace(':id', encodeURIComponent(id)),
  withdrawalRetry: (id: string) => payoutAdminPaths.withdrawalRetry.replace(':id', encodeURIComponent(id)),
  reconciliationResolve: (id: string) =>
    payoutAdminPaths.reconciliationResolve.replace(':id', encodeURIComponent(id)),
  memberRecipient: (id: string) => payoutAdminPaths.memberRecipient.replace(':id', encodeURIComponent(id)),
  memberRecipientRefresh: (id: string) =>
    payoutAdminPaths.memberRecipientRefresh.replace(':id', encodeURIComponent(id)),
} as const;

/** Thai text of these forms, shared by the server's validation and the back-office forms. */
export const payoutTh = {
  baseUrlInvalid: 'ที่อยู่ API ต้องขึ้นต้นด้วย https:// (หรือ http:// สำหรับธนาคารจำลอง)',
  secretKeyInvalid: 'กรุณากรอก Secret key (ขึ้นต้นด้วย skey_)',
  webhookSecretInvalid: 'กรุณากรอก Webhook secret (base64)',
  dailyCapInvalid: 'เพดานถอนอัตโนมัติต่อวันต้องมากกว่า 0 และไม่เกิน 1,000,000,000 บาท',
  noteRequired: 'กรุณากรอกหมายเหตุ',
  noteTooLong: 'หมายเหตุต้องไม่เกิน 500 ตัวอักษร',
} as const;

// ---------------------------------------------------------------------------------------------
// The payout account

/** Where the account's credentials came from: the demo seed (the simulated bank) or staff. */
export const payoutAccountSources = ['SIMULATED', 'STAFF'] as const;

/**
 * `GET /api/admin/finance/payout-account`: `configured: false` when the operator has none (every
 * withdrawal waits for staff, as before). Secrets are never answered: only their last 4 characters.
 */
export const payoutAccountSchema = z.object({
  configured: z.boolean(),
  provider: z.literal('opn'),
  source: z.enum(payoutAccountSources).nullable(),
  baseUrl: z.string().nullable(),
  secretKeyHint: z.string().nullable(),
  webhookSecretHint: z.string().nullable(),
  /** The URL to give the provider for its webhook (this site's, with the operator's key). */
  webhookUrl: z.string(),
  /** The kill switch: false, every approved withdrawal waits for staff. */
  autoSendEnabled: z.boolean(),
  /** The most automatic payouts may total in one Bangkok day; beyond it, withdrawals wait for staff. */
  dailyCap: moneySchema,
  /** What automatic payouts have taken of the cap today (sent or paid, not failed). */
  sentToday: moneySchema,
  credentialsRotatedAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type PayoutAccount = z.infer<typeof payoutAccountSchema>;

const secretTextSchema = (message: string, pattern: RegExp) =>
  z.string({ error: message }).trim().min(8, message).max(200, message).regex(pattern, message);

/**
 * `PUT /api/admin/finance/payout-account` (owner): sets or rotates the credentials. The secrets are
 * encrypted at rest and never shown again (only their hints); the answer is the account.
 */
export const payoutAccountRequestSchema = z.object({
  baseUrl: z
    .string({ error: payoutTh.baseUrlInvalid })
    .trim()
    .max(300, payoutTh.baseUrlInvalid)
    .regex(/^https?:\/\/[^\s]+$/, payoutTh.baseUrlInvalid),
  secretKey: secretTextSchema(payoutTh.secretKeyInvalid, /^skey_[A-Za-z0-9_]+$/),
  webhookSecret: secretTextSchema(payoutTh.webhookSecretInvalid, /^[A-Za-z0-9+/_=-]+$/),
});
export type PayoutAccountRequest = z.input<typeof payoutAccountRequestSchema>;

/** `PUT /api/admin/finance/payout-account/settings` (owner, finance). Audited. */
export const payoutSettingsRequestSchema = z.object({
  autoSendEnabled: z.boolean({ error: 'กรุณาระบุว่าเปิดหรือปิดการโอนอัตโนมัติ' }),
  dailyCap: positiveAmountInputSchema.refine((satang) => satang <= 100_000_000_000n, {
    message: payoutTh.dailyCapInvalid,
  }),
});
export type PayoutSettingsRequest = z.input<typeof payoutSettingsRequestSchema>;
export type PayoutSettingsUpdate = z.output<typeof payoutSettingsRequestSchema>;

/** `GET /api/admin/finance/payout-account/balance`: asked of the provider on each call. */
export const payoutBalanceSchema = z.object({
  available: moneySchema,
  total: moneySchema,
  checkedAt: z.string(),
});
export type PayoutBalance = z.infer<typeof payoutBalanceSchema>;

// ---------------------------------------------------------------------------------------------
// Recipients

/** PENDING: created, the provider has not verified it yet; only VERIFIED recipients are paid. */
export const payoutRecipientStates = ['PENDING', 'VERIFIED', 'FAILED'] as const;
export type PayoutRecipientState = (typeof payoutRecipientStates)[number];

/** `GET /api/admin/members/:id/payout-recipient`: null data when none was created yet. */
export const payoutRecipientSchema = z.object({
  state: z.enum(payoutRecipientStates),
  providerRecipientId: z.string().nullable(),
  bankCode: z.string(),
  accountNumber: z.string(),
  /** Thai, when FAILED: why the provider refused the account. */
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  verifiedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type PayoutRecipient = z.infer<typeof payoutRecipientSchema>;

// ---------------------------------------------------------------------------------------------
// Transfers of a withdrawal

/**
 * CREATING: our row is written and the call may or may not have reached the provider (a crash or a
 * timeout leaves it here; the same idempotency key is sent again); SENT: the provider has it; PAID and
 * FAILED are final. At most one transfer of a withdrawal is CREATING, SENT or PAID.
 */
export const payoutTransferStates = ['CREATING', 'SENT', 'PAID', 'FAILED'] as const;
export type PayoutTransferState = (typeof payoutTransferStates)[number];

export const payoutTransferSchema = z.object({
  id: z.string(),
  attempt: z.number().int(),
  providerTransferId: z.string().nullable(),
  state: z.enum(payoutTransferStates),
  amount: moneySchema,
  /** Sent without a staff member (counts against the daily cap). */
  automatic: z.boolean(),
  /** Who asked for it when a staff member did (a send or a retry): the staff account's id. */
  requestedBy: z.string().nullable(),
  /** That staff member's username, what the back office shows (null when automatic). */
  requestedByName: z.string().nullable(),
  failureCode: z.string().nullable(),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  settledAt: z.string().nullable(),
});
export type PayoutTransfer = z.infer<typeof payoutTransferSchema>;

/** One line of a withdrawal's history, oldest first: its states, its transfers, staff actions. */
export const withdrawalTimelineEntrySchema = z.object({
  at: z.string(),
  /** e.g. `requested`, `approved`, `sending`, `transfer.sent`, `paid`, `failed`, `retry`, `held`, `rejected`. */
  kind: z.string(),
  /** Thai, for staff. */
  text: z.string(),
  staffName: z.string().nullable(),
});
export type WithdrawalTimelineEntry = z.infer<typeof withdrawalTimelineEntrySchema>;

/** `GET /api/admin/withdrawals/:id`. */
export const adminWithdrawalDetailSchema = z.object({
  withdrawal: adminWithdrawalSchema,
  transfers: z.array(payoutTransferSchema),
  timeline: z.array(withdrawalTimelineEntrySchema),
  recipient: payoutRecipientSchema.nullable(),
});
export type AdminWithdrawalDetail = z.infer<typeof adminWithdrawalDetailSchema>;

// ---------------------------------------------------------------------------------------------
// Reconciliation

/**
 * What the member site promises (`apps/web/src/messages/th.ts`: "ฝาก-ถอนออโต้ 30 วินาที"): an
 * approved withdrawal the rules send automatically is at the provider within this many seconds of
 * its approval, or staff get a LATE finding.
 */
export const AUTO_WITHDRAW_PROMISE_SECONDS = 30;

/**
 * What a reconciliation run can find, comparing the provider's transfers in a window with ours:
 * - UNKNOWN_TRANSFER: the provider has a transfer we have no row for (or none with its withdrawal);
 * - AMOUNT_MISMATCH: the provider's amount differs from the withdrawal's;
 * - PROVIDER_PAID_NOT_PAID: the provider paid it, the withdrawal is not PAID;
 * - PAID_NOT_AT_PROVIDER: the withdrawal is PAID by a transfer the provider failed or does not have;
 * - DUPLICATE_TRANSFER: more than one provider transfer not failed for one withdrawal;
 * - STUCK: a transfer CREATING or SENT for longer than the provider's promise (30 minutes);
 * - LATE (not from a run: the payouts' `payouts:late` task, every few seconds): a withdrawal approved
 *   more than `AUTO_WITHDRAW_PROMISE_SECONDS` ago that the rules send automatically and the provider
 *   has not taken yet — APPROVED with no wait reason or waiting for its recipient's verification, or
 *   SENDING with its transfer still CREATING; closed by itself once the withdrawal is PAID or REJECTED.
 */
export const reconciliationIssueKinds = [
  'UNKNOWN_TRANSFER',
  'AMOUNT_MISMATCH',
  'PROVIDER_PAID_NOT_PAID',
  'PAID_NOT_AT_PROVIDER',
  'DUPLICATE_TRANSFER',
  'STUCK',
  'LATE',
] as const;
export type ReconciliationIssueKind = (typeof reconciliationIssueKinds)[number];

export const reconciliationQuerySchema = pageQuerySchema.extend({
  status: z.enum(['OPEN', 'RESOLVED']).optional(),
});

export const reconciliationIssueSchema = z.object({
  id: z.string(),
  kind: z.enum(reconciliationIssueKinds),
  withdrawalId: z.string().nullable(),
  paymentRef: z.string().nullable(),
  providerTransferId: z.string().nullable(),
  /** Thai, for staff: what differs. */
  detail: z.string(),
  foundAt: z.string(),
  resolvedAt: z.string().nullable(),
  resolvedBy: z.string().nullable(),
  note: z.string().nullable(),
});
export type ReconciliationIssue = z.infer<typeof reconciliationIssueSchema>;

export const reconciliationRunSchema = z.object({
  id: z.string(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  windowFrom: z.string(),
  windowTo: z.string(),
  providerTransfers: z.number().int(),
  issuesFound: z.number().int(),
  /** Why the run could not finish (the provider unreachable…); null when it did. */
  error: z.string().nullable(),
});
export type ReconciliationRun = z.infer<typeof reconciliationRunSchema>;

/** `GET /api/admin/finance/payout-reconciliation`: a page of findings plus the last 10 runs. */
export const reconciliationReportSchema = z.object({
  issues: z.array(reconciliationIssueSchema),
  total: z.number().int(),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  runs: z.array(reconciliationRunSchema),
});
export type ReconciliationReport = z.infer<typeof reconciliationReportSchema>;

export const reconciliationResolveRequestSchema = z.object({
  note: z
    .string({ error: payoutTh.noteRequired })
    .trim()
    .min(1, payoutTh.noteRequired)
    .max(500, payoutTh.noteTooLong),
});
