import { z } from 'zod';
import { bankSchema, webConfigSchema } from './config';
import { listFormatField } from './csv-exports';
import { pageQuerySchema } from './envelope';
import { digitsOnly } from './fields';
import { moneySchema, positiveAmountInputSchema } from './money';
import { depositBankSchema, statementLineReasonSchema } from './payments';
import { statementLineStatuses } from './staff';

/**
 * Back office: money settings (deposit accounts, the bank-feed secret, the withdrawal auto-approve
 * rule), the deposits list, and the site's settings (web config, banks).
 */
export const financeAdminPaths = {
  deposits: '/api/admin/finance/deposits',
  depositAccounts: '/api/admin/finance/deposit-accounts',
  depositAccountEnable: '/api/admin/finance/deposit-accounts/:id/enable',
  depositAccountDisable: '/api/admin/finance/deposit-accounts/:id/disable',
  feedSecret: '/api/admin/finance/feed-secret',
  feedSecretRotate: '/api/admin/finance/feed-secret/rotate',
  withdrawAutoApprove: '/api/admin/finance/withdraw-auto-approve',
  bankFeedSettings: '/api/admin/finance/feed-settings',
  rejectedStatementLines: '/api/admin/finance/rejected-statement-lines',
  webConfig: '/api/admin/settings/web-config',
  banks: '/api/admin/settings/banks',
  bankEnable: '/api/admin/settings/banks/:code/enable',
  bankDisable: '/api/admin/settings/banks/:code/disable',
} as const;

export type ToggleAction = 'enable' | 'disable';

/** Paths of the calls on one row; the server's routes are these with `:id` / `:code`. */
export const financeAdminHref = {
  depositAccountAction: (id: string, action: ToggleAction) =>
    `${financeAdminPaths.depositAccounts}/${encodeURIComponent(id)}/${action}`,
  bankAction: (code: string, action: ToggleAction) =>
    `${financeAdminPaths.banks}/${encodeURIComponent(code)}/${action}`,
} as const;

/** Thai text of these forms, shared by the server's validation and the back-office forms. */
export const financeTh = {
  dateTimeInvalid: 'วันเวลาไม่ถูกต้อง',
  bankCodeRequired: 'กรุณาเลือกธนาคาร',
  depositAccountNumberInvalid: 'เลขบัญชีต้องเป็นตัวเลข 10-15 หลัก',
  depositAccountNameRequired: 'กรุณากรอกชื่อบัญชี (ไม่เกิน 100 ตัวอักษร)',
  promptPayIdInvalid: 'พร้อมเพย์ต้องเป็นเบอร์มือถือ 10 หลัก หรือเลขประจำตัวประชาชน/เลขผู้เสียภาษี 13 หลักที่ถูกต้อง',
  autoApproveMaxAmountInvalid: 'กรุณากรอกยอดถอนอัตโนมัติสูงสุดต่อรายการ',
  memberAgeDaysInvalid: 'อายุสมาชิกขั้นต่ำต้องเป็นจำนวนวัน 0-3650',
  maxPerDayInvalid: 'จำนวนครั้งต่อวันต้องเป็นตัวเลข 1-100',
  siteNameRequired: 'กรุณากรอกชื่อเว็บไซต์ (ไม่เกิน 100 ตัวอักษร)',
  limitInvalid: 'กรุณากรอกจำนวนเงินที่มากกว่า 0 และไม่เกิน 10,000,000 บาท',
  depositRangeInvalid: 'ยอดฝากสูงสุดต้องไม่น้อยกว่ายอดฝากขั้นต่ำ',
  withdrawRangeInvalid: 'ยอดถอนสูงสุดต้องไม่น้อยกว่ายอดถอนขั้นต่ำ',
  contactIdInvalid: 'ไอดีติดต่อต้องไม่เกิน 100 ตัวอักษร',
  urlInvalid: 'ลิงก์ต้องขึ้นต้นด้วย https:// (หรือเว้นว่าง)',
  bannerImageInvalid: 'รูปแบนเนอร์ต้องเป็นลิงก์ https:// หรือพาธที่ขึ้นต้นด้วย /',
  bannerLinkInvalid: 'ลิงก์แบนเนอร์ต้องขึ้นต้นด้วย https:// หรือ / (หรือเว้นว่าง)',
  sortOrderInvalid: 'ลำดับต้องเป็นตัวเลข 0-10000',
  bannersTooMany: 'แบนเนอร์ได้ไม่เกิน 20 รายการ',
  maxLineAmountInvalid: 'เพดานต่อรายการต้องมากกว่า 0 และไม่เกิน 1,000,000,000 บาท',
} as const;

/** ISO date-time with offset; `from` is inclusive, `to` exclusive. */
const dateTimeSchema = z.iso.datetime({ offset: true, error: financeTh.dateTimeInvalid });

// ---------------------------------------------------------------------------------------------
// Deposits list

/**
 * `GET /api/admin/finance/deposits`: every incoming transfer the bank feed reported, with its deposit
 * once credited. `status` is the line's: CREDITED (on a member's wallet), UNMATCHED (waiting for
 * staff), DISMISSED (set aside). `q` matches the payment ref, the bank's reference, the sender's
 * name or account number, or (10 digits) the member's phone; `from`/`to` bound the transfer time.
 */
export const adminDepositQuerySchema = pageQuerySchema.extend({
  status: z.enum(statementLineStatuses).optional(),
  from: dateTimeSchema.optional(),
  to: dateTimeSchema.optional(),
  q: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((value) => (value ? value : undefined)),
  ...listFormatField,
});
export type AdminDepositQuery = z.input<typeof adminDepositQuerySchema>;

export const adminDepositSchema = z.object({
  /** The statement line's id (the assign/dismiss calls of `adminHref.statementLineAction` take it). */
  id: z.string(),
  status: z.enum(statementLineStatuses),
  amount: moneySchema,
  /** `D…` once credited; null while unmatched or dismissed. */
  paymentRef: z.string().nullable(),
  /** The bank's own reference of the transfer (the feed's external id). */
  bankRef: z.string(),
  /** When the money moved at the bank. */
  transferredAt: z.string(),
  /** When the member's wallet was credited; null unless CREDITED. */
  creditedAt: z.string().nullable(),
  /** Paid against a PromptPay intent (exact amount with its satang tag). */
  promptPay: z.boolean(),
  statementLine: z.object({
    toAccountNumber: z.string(),
    fromBankCode: z.string(),
    fromAccountNumber: z.string(),
    fromName: z.string(),
  }),
  member: z.object({ id: z.string(), phone: z.string(), name: z.string() }).nullable(),
  dismissReason: z.string().nullable(),
});
export type AdminDeposit = z.infer<typeof adminDepositSchema>;

// ---------------------------------------------------------------------------------------------
// Deposit accounts

/** True for a 13-digit Thai national id or tax id whose last digit is its mod-11 check digit. */
export const isThaiCitizenId = (digits: string): boolean => {
  if (!/^\d{13}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += Number(digits[i]) * (13 - i);
  return (11 - (sum % 11)) % 10 === Number(digits[12]);
};

/**
 * A PromptPay id: a Thai mobile number (10 digits, 06/08/09…) or a national/tax id (13 digits with
 * its check digit). Separators (spaces, dashes) are dropped. Blank means "no PromptPay".
 */
export const promptPayIdSchema = z
  .string({ error: financeTh.promptPayIdInvalid })
  .transform((value) => digitsOnly(value))
  .refine((digits) => /^0[689]\d{8}$/.test(digits) || isThaiCitizenId(digits), {
    message: financeTh.promptPayIdInvalid,
  });

/** `POST /api/admin/finance/deposit-accounts`: type is PROMPTPAY when `promptPayId` is given, else BANK. */
export const createDepositAccountRequestSchema = z.object({
  bankCode: z
    .string({ error: financeTh.bankCodeRequired })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2,10}$/, financeTh.bankCodeRequired),
  accountNumber: z
    .string({ error: financeTh.depositAccountNumberInvalid })
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{10,15}$/, financeTh.depositAccountNumberInvalid)),
  accountName: z
    .string({ error: financeTh.depositAccountNameRequired })
    .transform((value) => value.trim().replace(/\s+/g, ' '))
    .pipe(
      z.string().min(1, financeTh.depositAccountNameRequired).max(100, financeTh.depositAccountNameRequired),
    ),
  promptPayId: z.preprocess(
    (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
    promptPayIdSchema.optional(),
  ),
});
export type CreateDepositAccountRequest = z.input<typeof createDepositAccountRequestSchema>;
export type NewDepositAccount = z.output<typeof createDepositAccountRequestSchema>;

/** A deposit account as staff see it: the member's view plus whether members see it at all. */
export const adminDepositAccountSchema = depositBankSchema.extend({
  enabled: z.boolean(),
  sortOrder: z.number().int(),
  createdAt: z.string(),
});
export type AdminDepositAccount = z.infer<typeof adminDepositAccountSchema>;
export const adminDepositAccountListSchema = z.object({ data: z.array(adminDepositAccountSchema) });

export const depositAccountParamsSchema = z.object({ id: z.uuid() });

// ---------------------------------------------------------------------------------------------
// Bank-feed secret

/**
 * `GET /api/admin/finance/feed-secret`: never the secret itself. `source`: CONFIG — seeded at start
 * (DEMO_BANK_FEED_SECRET, DATA_DIR/secrets.json, or generated); ROTATED — by an owner, and then it
 * wins over the configuration at later starts.
 */
export const feedSecretStatusSchema = z.object({
  isSet: z.boolean(),
  source: z.enum(['CONFIG', 'ROTATED']).nullable(),
  rotatedAt: z.string().nullable(),
  /** The last 4 hex characters of the secret's SHA-256, to compare with the feed's configuration. */
  fingerprint: z.string().nullable(),
});
export type FeedSecretStatus = z.infer<typeof feedSecretStatusSchema>;

/** `POST /api/admin/finance/feed-secret/rotate` (owner): the new secret, answered this once only. */
export const rotatedFeedSecretSchema = z.object({
  secret: z.string(),
  fingerprint: z.string(),
  rotatedAt: z.string(),
});
export type RotatedFeedSecret = z.infer<typeof rotatedFeedSecretSchema>;

// ---------------------------------------------------------------------------------------------
// Withdrawal auto-approve rule

/**
 * `GET/PUT /api/admin/finance/withdraw-auto-approve`. When enabled, a withdrawal of at most
 * `maxAmount`, from a member registered at least `minMemberAgeDays` days ago, who has had fewer than
 * `maxPerDay` auto-approved withdrawals this Bangkok day, is APPROVED at creation (staff still pay it).
 */
export const withdrawAutoApproveSchema = z.object({
  enabled: z.boolean(),
  maxAmount: moneySchema,
  minMemberAgeDays: z.number().int(),
  maxPerDay: z.number().int(),
  /** When staff last saved the rule; null: never (the rule is off). */
  updatedAt: z.string().nullable(),
});
export type WithdrawAutoApprove = z.infer<typeof withdrawAutoApproveSchema>;

export const withdrawAutoApproveRequestSchema = z.object({
  enabled: z.boolean({ error: 'กรุณาระบุว่าเปิดหรือปิดการอนุมัติอัตโนมัติ' }),
  maxAmount: positiveAmountInputSchema.refine((satang) => satang <= 1_000_000_000n, {
    message: financeTh.autoApproveMaxAmountInvalid,
  }),
  minMemberAgeDays: z
    .number({ error: financeTh.memberAgeDaysInvalid })
    .int(financeTh.memberAgeDaysInvalid)
    .min(0, financeTh.memberAgeDaysInvalid)
    .max(3650, financeTh.memberAgeDaysInvalid),
  maxPerDay: z
    .number({ error: financeTh.maxPerDayInvalid })
    .int(financeTh.maxPerDayInvalid)
    .min(1, financeTh.maxPerDayInvalid)
    .max(100, financeTh.maxPerDayInvalid),
});
export type WithdrawAutoApproveRequest = z.input<typeof withdrawAutoApproveRequestSchema>;
export type WithdrawAutoApproveUpdate = z.output<typeof withdrawAutoApproveRequestSchema>;

/** A statement line's ceiling when the operator has not set one: 10,000,000.00 baht. */
export const DEFAULT_MAX_STATEMENT_LINE_SATANG = 1_000_000_000n;
/**
 * The highest ceiling staff may set: 1,000,000,000.00 baht. With at most 500 lines a call, no sum of
 * line amounts comes near bigint's range (9.2 × 10^18 satang).
 */
export const MAX_STATEMENT_LINE_CEILING_SATANG = 100_000_000_000n;

/** `GET/PUT /api/admin/finance/feed-settings`: a feed line above `maxLineAmount` is REJECTED. */
export const bankFeedSettingsSchema = z.object({
  maxLineAmount: moneySchema,
  /** When staff last saved it; null: never (the default applies). */
  updatedAt: z.string().nullable(),
});
export type BankFeedSettings = z.infer<typeof bankFeedSettingsSchema>;
export const bankFeedSettingsRequestSchema = z.object({
  maxLineAmount: positiveAmountInputSchema.refine((satang) => satang <= MAX_STATEMENT_LINE_CEILING_SATANG, {
    message: financeTh.maxLineAmountInvalid,
  }),
});
export type BankFeedSettingsRequest = z.input<typeof bankFeedSettingsRequestSchema>;
export type BankFeedSettingsUpdate = z.output<typeof bankFeedSettingsRequestSchema>;

/** `GET /api/admin/finance/rejected-statement-lines`: feed lines that could not be taken, newest first. */
export const rejectedStatementLineSchema = z.object({
  id: z.string(),
  /** As sent, control characters shown as `\u0000`; empty when the line had none. */
  externalId: z.string(),
  /** The line as sent (JSON, control characters shown as `\u0000`, cut at 2,000 characters). */
  line: z.string(),
  reason: statementLineReasonSchema,
  /** When the feed first sent it (a retry of the same line is not listed again). */
  createdAt: z.string(),
});
export type RejectedStatementLine = z.infer<typeof rejectedStatementLineSchema>;

// ---------------------------------------------------------------------------------------------
// Site settings: web config and banks

/** A banner of the member site's home page, shown in `sortOrder`. */
export const bannerSchema = z.object({
  imageUrl: z
    .string({ error: financeTh.bannerImageInvalid })
    .trim()
    .max(500, financeTh.bannerImageInvalid)
    .regex(/^(https:\/\/|\/)\S+$/, financeTh.bannerImageInvalid),
  linkUrl: z
    .string({ error: financeTh.bannerLinkInvalid })
    .trim()
    .max(500, financeTh.bannerLinkInvalid)
    .regex(/^((https:\/\/|\/)\S*)?$/, financeTh.bannerLinkInvalid)
    .default(''),
  sortOrder: z
    .number({ error: financeTh.sortOrderInvalid })
    .int(financeTh.sortOrderInvalid)
    .min(0, financeTh.sortOrderInvalid)
    .max(10_000, financeTh.sortOrderInvalid),
});
export type Banner = z.infer<typeof bannerSchema>;

/** The member call's web config (same field names) without `operatorKey`, plus banners. */
export const adminWebConfigSchema = webConfigSchema.omit({ operatorKey: true }).extend({
  banners: z.array(bannerSchema),
  updatedAt: z.string(),
});
export type AdminWebConfig = z.infer<typeof adminWebConfigSchema>;

const limitSchema = positiveAmountInputSchema.refine((satang) => satang <= 1_000_000_000n, {
  message: financeTh.limitInvalid,
});
const contactIdSchema = z
  .string({ error: financeTh.contactIdInvalid })
  .trim()
  .max(100, financeTh.contactIdInvalid);
const contactUrlSchema = z
  .string({ error: financeTh.urlInvalid })
  .trim()
  .max(500, financeTh.urlInvalid)
  .regex(/^(https:\/\/\S+)?$/, financeTh.urlInvalid);

/** `PUT /api/admin/settings/web-config` (owner): the whole config; a maximum below its minimum is refused. */
export const updateWebConfigRequestSchema = z
  .object({
    siteName: z
      .string({ error: financeTh.siteNameRequired })
      .trim()
      .min(1, financeTh.siteNameRequired)
      .max(100, financeTh.siteNameRequired),
    minimumDeposit: limitSchema,
    maximumDeposit: limitSchema,
    minWithdraw: limitSchema,
    maxWithdraw: limitSchema,
    lineId: contactIdSchema,
    lineUrl: contactUrlSchema,
    telegramId: contactIdSchema,
    telegramUrl: contactUrlSchema,
    banners: z.array(bannerSchema).max(20, financeTh.bannersTooMany),
  })
  .refine((body) => body.maximumDeposit >= body.minimumDeposit, {
    message: financeTh.depositRangeInvalid,
    path: ['maximumDeposit'],
  })
  .refine((body) => body.maxWithdraw >= body.minWithdraw, {
    message: financeTh.withdrawRangeInvalid,
    path: ['maxWithdraw'],
  });
export type UpdateWebConfigRequest = z.input<typeof updateWebConfigRequestSchema>;
/** The PUT body as the server receives it (amounts in satang). */
export type WebConfigUpdate = z.output<typeof updateWebConfigRequestSchema>;

/** A bank of the reference list and whether this site offers it to members. */
export const adminBankSchema = bankSchema.extend({ enabled: z.boolean() });
export type AdminBank = z.infer<typeof adminBankSchema>;
export const adminBankListSchema = z.object({ data: z.array(adminBankSchema) });

export const bankCodeParamsSchema = z.object({
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2,10}$/),
});

/** Answer of an enable/disable call. */
export const enabledStateSchema = z.object({ enabled: z.boolean() });
