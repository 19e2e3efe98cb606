import { z } from 'zod';
import { pageQuerySchema } from './envelope';
import { moneySchema, positiveAmountInputSchema } from './money';

/** The header every money-moving POST carries, so a retry can never move money twice. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** `GET /api/v2/deposit/bank-list`: where members transfer to. PromptPay accounts carry `promptPayId`. */
export const depositBankSchema = z.object({
  id: z.string(),
  type: z.enum(['BANK', 'PROMPTPAY']),
  logoUrl: z.string(),
  bankName: z.string(),
  bankCode: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
  promptPayId: z.string().nullable(),
});
export type DepositBank = z.infer<typeof depositBankSchema>;
export const depositBankListSchema = z.array(depositBankSchema);

/** `POST /api/v2/deposit/intent {amount}` (Idempotency-Key). */
export const depositIntentRequestSchema = z.object({ amount: positiveAmountInputSchema });
export type DepositIntentRequest = z.input<typeof depositIntentRequestSchema>;
export const depositIntentSchema = z.object({
  intentId: z.string(),
  /** The amount plus a satang tag unique among open intents: the member must transfer exactly this. */
  payAmount: moneySchema,
  /** EMVCo PromptPay QR payload, to render as a QR code. */
  promptPayPayload: z.string(),
  promptPayId: z.string(),
  accountName: z.string(),
  expiresAt: z.string(),
});
export type DepositIntent = z.infer<typeof depositIntentSchema>;

/** `POST /api/v2/withdraw {amount}` (Idempotency-Key). */
export const withdrawRequestSchema = z.object({ amount: positiveAmountInputSchema });
export type WithdrawRequest = z.input<typeof withdrawRequestSchema>;

/**
 * PENDING → APPROVED (staff, or the auto-approve rule) → SENDING (a transfer at the payout provider)
 * → PAID, or FAILED (back to finance, the money still held: retry, pay by hand, or reject).
 * ON_HOLD: the member owes money after a result correction (a receivable); only rejecting is allowed.
 */
export const withdrawalStatuses = [
  'PENDING',
  'APPROVED',
  'SENDING',
  'PAID',
  'FAILED',
  'REJECTED',
  'ON_HOLD',
] as const;
export type WithdrawalStatus = (typeof withdrawalStatuses)[number];

export const withdrawResponseSchema = z.object({
  withdrawalId: z.string(),
  paymentRef: z.string(),
  amount: moneySchema,
  status: z.enum(withdrawalStatuses),
});

/** Why a withdrawal the auto-approve rule would otherwise take waits for staff review. */
export const autoApproveWaitReasons = ['RULE_OFF', 'MEMBER_TOO_NEW', 'DAILY_COUNT_USED'] as const;
export type AutoApproveWaitReason = (typeof autoApproveWaitReasons)[number];

/** "1234567890" → "xxxxxx7890": only an account number's last four digits are shown. */
export const maskAccountNumber = (number: string): string =>
  number.length > 4 ? `${'x'.repeat(number.length - 4)}${number.slice(-4)}` : number;

/**
 * `GET /api/v2/withdraw/limits`: what binds this member's next withdrawal, computed by the rules
 * `POST /api/v2/withdraw` refuses with (one source): an amount from `min` to `maxNow` within `cash`
 * passes unless `refusal` says why nothing can pass now; a satang more is refused.
 */
export const withdrawLimitsSchema = z.object({
  /** The site's smallest and largest request (web config). */
  min: moneySchema,
  siteMax: moneySchema,
  /** The largest single request: the smaller of the site's and the level's. */
  maxPerRequest: moneySchema,
  /** The member's VIP level and its limits (null: no limit of that kind); null when the level sets none. */
  level: z
    .object({
      name: z.string(),
      maxPerRequest: moneySchema.nullable(),
      maxPerDay: moneySchema.nullable(),
    })
    .nullable(),
  /** What the level's daily limit leaves today (Bangkok day; rejected withdrawals not counted); null: no daily limit. */
  leftToday: moneySchema.nullable(),
  /** The largest request the limits allow now (`maxPerRequest`, and what is left today). */
  maxNow: moneySchema,
  /** The cash a withdrawal can take (bonus never). */
  cash: moneySchema,
  /** The most this member can withdraw now ("ถอนทั้งหมด"): the smaller of `cash` and `maxNow`; "0.00" with a `refusal`. */
  withdrawAll: moneySchema,
  /** Why no amount can be withdrawn now: the refusal the smallest request would get (code and Thai message). */
  refusal: z.object({ code: z.number().int(), message: z.string() }).nullable(),
  /** Where the money goes: the member's bank account, the number masked. */
  bankAccount: z.object({ bankCode: z.string(), bankName: z.string(), accountNumber: z.string() }),
  /**
   * The auto-approve rule for this member now: up to `upTo` a request is approved at once, above it
   * it waits for staff; `upTo` null: every request waits, for `waitReason`.
   */
  autoApprove: z.object({
    upTo: moneySchema.nullable(),
    waitReason: z.enum(autoApproveWaitReasons).nullable(),
  }),
});
export type WithdrawLimits = z.infer<typeof withdrawLimitsSchema>;

/** `data` of WITHDRAW_PROMOTION_ACTIVE: the promotion trigger of docs/domain/member-site.md §3. */
export const promotionTriggerSchema = z.object({
  isTrigger: z.literal(true),
  promotionName: z.string(),
  currentTurnover: moneySchema,
  turnoverTarget: moneySchema,
});
/**
 * What the server sends as that `data`: the contract's flat trigger (the oldest open condition) plus the
 * same progress under `promotion` (the promotions design's wording), so either reading finds it.
 */
export const promotionTriggerDataSchema = promotionTriggerSchema.extend({
  promotion: promotionTriggerSchema.omit({ isTrigger: true }),
});
export type PromotionTriggerData = z.infer<typeof promotionTriggerDataSchema>;
export type PromotionTrigger = z.infer<typeof promotionTriggerSchema>;

/** `GET /api/v2/payment-history?type=DEPOSIT|WITHDRAW&pageSize=25&pageNo=1`. */
export const paymentHistoryQuerySchema = pageQuerySchema.extend({ type: z.enum(['DEPOSIT', 'WITHDRAW']) });
export const paymentStatuses = [
  'PENDING',
  'APPROVED',
  'SENDING',
  'PAID',
  'FAILED',
  'REJECTED',
  'CREDITED',
  'ON_HOLD',
] as const;
export const paymentHistoryItemSchema = z.object({
  paymentRef: z.string(),
  transferTime: z.string(),
  amount: moneySchema,
  balanceBefore: moneySchema,
  balanceAfter: moneySchema,
  status: z.enum(paymentStatuses),
});
export type PaymentHistoryItem = z.infer<typeof paymentHistoryItemSchema>;

/**
 * `POST /api/integrations/bank-statement`, signed with `x-timestamp` (unix seconds, ±5 min) and
 * `x-signature` = hex HMAC-SHA256 of `${timestamp}.${rawBody}` with the operator's feed secret.
 */
export const FEED_TIMESTAMP_HEADER = 'x-timestamp';
export const FEED_SIGNATURE_HEADER = 'x-signature';
export const statementLineInputSchema = z.object({
  externalId: z.string().trim().min(1).max(128),
  toAccountNumber: z.string().trim().min(1).max(32),
  amount: positiveAmountInputSchema,
  /** The sender's bank `code`, e.g. `KBANK`. */
  fromBankCode: z.string().trim().max(16),
  /** May be masked, e.g. `xxx-x-x1234-x`. */
  fromAccountNumber: z.string().trim().max(32),
  fromName: z.string().trim().max(200),
  transferredAt: z.iso.datetime({ offset: true }),
});
/** Lines per feed call; a longer batch is refused whole (400). */
export const MAX_STATEMENT_LINES = 500;
/**
 * The batch envelope. Each line is checked on its own against `statementLineInputSchema` (and the
 * text rule, and the operator's per-line ceiling): a line that fails is answered REJECTED with its
 * reason while the rest of the batch proceeds. Only a body that is not a batch is a 400.
 */
export const bankStatementRequestSchema = z.object({
  lines: z
    .array(z.unknown().meta({ description: 'A statement line (see statementLineInputSchema)' }))
    .min(1)
    .max(MAX_STATEMENT_LINES),
});
export const statementLineResults = ['CREDITED', 'DUPLICATE', 'UNMATCHED', 'REJECTED'] as const;
export type StatementLineResult = (typeof statementLineResults)[number];
/** Why a line was REJECTED: the error catalogue's code, its Thai text, and the field (or `(line)`). */
export const statementLineReasonSchema = z.object({
  code: z.number().int(),
  message: z.string(),
  field: z.string(),
});
export type StatementLineReason = z.infer<typeof statementLineReasonSchema>;
export const bankStatementResponseSchema = z.object({
  lines: z.array(
    z.object({
      /** As sent (control characters shown as `\u0000`); empty when the line had none. */
      externalId: z.string(),
      result: z.enum(statementLineResults),
      reason: statementLineReasonSchema.optional(),
    }),
  ),
});

export const paymentPaths = {
  depositBankList: '/api/v2/deposit/bank-list',
  depositIntent: '/api/v2/deposit/intent',
  withdraw: '/api/v2/withdraw',
  withdrawLimits: '/api/v2/withdraw/limits',
  paymentHistory: '/api/v2/payment-history',
  bankStatementFeed: '/api/integrations/bank-statement',
  /** Dev only (never in production): a member's registered bank account, for `npm run demo:transfer`. */
  devMemberBank: '/api/dev/member-bank',
} as const;

/** `GET /api/dev/member-bank?mobileNo=` (outside production only). */
export const devMemberBankQuerySchema = z.object({
  mobileNo: z
    .string()
    .trim()
    .regex(/^0\d{9}$/),
});
export const devMemberBankSchema = z.object({ bankCode: z.string(), accountNumber: z.string() });
