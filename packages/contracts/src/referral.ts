import { z } from 'zod';
import { pageQuerySchema, pageSchema } from './envelope';
import { amountInputSchema, moneySchema } from './money';
import { multiplierSchema, type WageringCategory, wageringCategories } from './promotions';

/**
 * Referral (แนะนำเพื่อน, docs/domain/rewards.md rule 7): each member's 8-character code is the slug of their
 * invitation link `/invite-friend/{slug}`; a valid friend earns the referrer a percentage of the
 * friend's counted (non-covering) settled turnover per category, computed daily for the Bangkok day
 * before (job `referral-income`), into a claimable referral balance the member claims as cash or as
 * a bonus with its wagering condition (per setting).
 */
export const referralPaths = {
  /** `GET` (public): the inviting member's masked name; counts a click. */
  invite: '/api/v2/invite/:slug',
  summary: '/api/v2/referral/summary',
  members: '/api/v2/referral/members',
  history: '/api/v2/referral/history',
  /** `GET ?by=DAY|MONTH`: the member's referral income per Bangkok day (31 days) or month (12). */
  income: '/api/v2/referral/income',
  /** `POST` (Idempotency-Key): the whole claimable balance. */
  claim: '/api/v2/referral/claim',
  adminSettings: '/api/admin/referral/settings',
  adminReport: '/api/admin/referral/report',
} as const;

/** The web route of a member's invitation. */
export const invitePath = (slug: string): string => `/invite-friend/${slug}`;

/** A slug as members share it: the member's referral code (8 characters of the code alphabet). */
export const referralSlugSchema = z
  .string()
  .trim()
  .transform((value) => value.toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9]{8}$/, 'ลิงก์แนะนำเพื่อนไม่ถูกต้อง'));

/** How long the web keeps an invitation's code (cookie and local entry), in days (docs/domain/member-site.md §9). */
export const REFERRAL_ATTRIBUTION_DAYS = 7;

/**
 * A percent as staff type it and the wire carries it: a decimal with at most two places, 0–10
 * ("0.5", "0.25"). The server computes with basis points (`percentToBasisPoints`).
 */
export const referralPercentSchema = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim())
  .pipe(
    z
      .string()
      .regex(/^\d{1,2}(\.\d{1,2})?$/, 'กรุณากรอกเปอร์เซ็นต์เป็นตัวเลข ทศนิยมไม่เกิน 2 ตำแหน่ง')
      .refine((value) => Number(value) <= 10, 'ต้องไม่เกิน 10%'),
  );

/** The categories paid at the lottery rate by default; the rest at the games rate. */
export const lotteryReferralCategories: readonly WageringCategory[] = ['LOTTERY', 'YEEKEE'];

/** docs/domain/rewards.md rule 7 defaults, in hundredths of a percent: lottery 0.5%, games 0.2%. */
export const defaultReferralBasisPoints: Record<WageringCategory, number> = Object.fromEntries(
  wageringCategories.map((category) => [category, lotteryReferralCategories.includes(category) ? 50 : 20]),
) as Record<WageringCategory, number>;

export const referralClaimModes = ['CASH', 'BONUS'] as const;
export type ReferralClaimMode = (typeof referralClaimModes)[number];

/** Why a friend does not (yet) earn the referrer anything; an empty list: a valid friend. */
export const referralInvalidReasons = [
  /** No credited first deposit of at least the minimum (default 100 baht). */
  'FIRST_DEPOSIT',
  /** A bank account name equal to the referrer's (titles and spaces ignored). */
  'SAME_BANK_NAME',
  /** Logged in from an address the referrer used within 30 days. */
  'SHARED_ADDRESS',
] as const;
export type ReferralInvalidReason = (typeof referralInvalidReasons)[number];

const percentsShape = Object.fromEntries(
  wageringCategories.map((category) => [category, z.string()]),
) as Record<WageringCategory, z.ZodString>;
const percentsInputShape = Object.fromEntries(
  wageringCategories.map((category) => [category, referralPercentSchema]),
) as Record<WageringCategory, typeof referralPercentSchema>;

/** The operator's referral settings (no row: the programme is off and these are the defaults shown). */
export const referralSettingsSchema = z.object({
  enabled: z.boolean(),
  /** Percent of the friend's counted turnover per category ("0.50"). */
  percents: z.object(percentsShape),
  /** A valid friend's first credited deposit is at least this. */
  minFirstDeposit: moneySchema,
  /** The smallest claim. */
  minClaim: moneySchema,
  claimAs: z.enum(referralClaimModes),
  /** With `claimAs: BONUS`: the condition's turnover multiplier (≤ 10) and maximum stake. */
  bonusMultiplier: z.string(),
  bonusMaxStake: moneySchema,
  updatedAt: z.string().nullable(),
});
export type ReferralSettings = z.infer<typeof referralSettingsSchema>;

export const referralSettingsInputSchema = z
  .object({
    enabled: z.boolean(),
    percents: z.object(percentsInputShape).strict(),
    minFirstDeposit: amountInputSchema,
    minClaim: amountInputSchema,
    claimAs: z.enum(referralClaimModes),
    bonusMultiplier: multiplierSchema,
    bonusMaxStake: amountInputSchema,
  })
  .strict()
  .superRefine((input, ctx) => {
    if (input.minFirstDeposit <= 0n)
      ctx.addIssue({ code: 'custom', path: ['minFirstDeposit'], message: 'ต้องมากกว่า 0' });
    if (input.minClaim <= 0n) ctx.addIssue({ code: 'custom', path: ['minClaim'], message: 'ต้องมากกว่า 0' });
    if (input.bonusMaxStake <= 0n)
      ctx.addIssue({ code: 'custom', path: ['bonusMaxStake'], message: 'ต้องมากกว่า 0' });
    if (input.minFirstDeposit > 100_000_000n)
      ctx.addIssue({ code: 'custom', path: ['minFirstDeposit'], message: 'สูงเกินไป' });
    if (input.minClaim > 100_000_000n)
      ctx.addIssue({ code: 'custom', path: ['minClaim'], message: 'สูงเกินไป' });
    if (input.bonusMaxStake > 100_000_000n)
      ctx.addIssue({ code: 'custom', path: ['bonusMaxStake'], message: 'สูงเกินไป' });
  });
export type ReferralSettingsInput = z.input<typeof referralSettingsInputSchema>;
export type ReferralSettingsCommand = z.output<typeof referralSettingsInputSchema>;

/** `GET /api/v2/invite/{slug}`. */
export const inviteParamsSchema = z.object({ slug: z.string().max(100) });
export const inviteSchema = z.object({
  code: z.string(),
  /** First name and the rest masked ("สมชาย ใ***"). */
  inviterName: z.string(),
});
export type Invite = z.infer<typeof inviteSchema>;

/** `GET /api/v2/referral/summary`. */
export const referralSummarySchema = z.object({
  enabled: z.boolean(),
  code: z.string(),
  /** The web path of the invitation (`/invite-friend/{code}`); the page adds its own origin. */
  invitePath: z.string(),
  clicks: z.number().int(),
  registered: z.number().int(),
  validFriends: z.number().int(),
  /** Today's running figure from today's settled play (paid tomorrow after 04:00). */
  incomeToday: moneySchema,
  /** Credited this Bangkok month. */
  incomeMonth: moneySchema,
  claimable: moneySchema,
  minClaim: moneySchema,
  claimAs: z.enum(referralClaimModes),
  percents: z.object(percentsShape),
});
export type ReferralSummary = z.infer<typeof referralSummarySchema>;

const categoryTurnoverSchema = z.object({ category: z.enum(wageringCategories), turnover: moneySchema });

export const referralFriendSchema = z.object({
  name: z.string(),
  joinedAt: z.string(),
  valid: z.boolean(),
  reasons: z.array(z.enum(referralInvalidReasons)),
  /** Counted turnover this Bangkok month, per category with play. */
  turnover: z.array(categoryTurnoverSchema),
  /** What the friend earned the member this month. */
  income: moneySchema,
});
export type ReferralFriend = z.infer<typeof referralFriendSchema>;
export const referralFriendsQuerySchema = pageQuerySchema;
export const referralFriendsPageSchema = pageSchema(referralFriendSchema);
export type ReferralFriendsPage = z.infer<typeof referralFriendsPageSchema>;

export const referralHistoryKinds = ['INCOME', 'CLAIM'] as const;
/** A line of the member's referral history: a day's credited income, or a claim. */
export const referralHistoryItemSchema = z.object({
  kind: z.enum(referralHistoryKinds),
  /** INCOME: the Bangkok day it was earned on (`YYYY-MM-DD`); CLAIM: the claim's time (ISO). */
  at: z.string(),
  amount: moneySchema,
  /** CLAIM: how it was paid. */
  paidAs: z.enum(referralClaimModes).nullable(),
  /** INCOME: how many friends it came from. */
  friends: z.number().int().nullable(),
});
export type ReferralHistoryItem = z.infer<typeof referralHistoryItemSchema>;
export const referralHistoryQuerySchema = pageQuerySchema;
export const referralHistoryPageSchema = pageSchema(referralHistoryItemSchema);
export type ReferralHistoryPage = z.infer<typeof referralHistoryPageSchema>;

export const referralIncomeQuerySchema = z.object({ by: z.enum(['DAY', 'MONTH']).default('DAY') });
export const referralIncomeRowSchema = z.object({
  /** `YYYY-MM-DD` or `YYYY-MM`. */
  period: z.string(),
  turnover: moneySchema,
  income: moneySchema,
  friends: z.number().int(),
});
export const referralIncomeSchema = z.object({
  by: z.enum(['DAY', 'MONTH']),
  items: z.array(referralIncomeRowSchema),
});
export type ReferralIncome = z.infer<typeof referralIncomeSchema>;

/** `POST /api/v2/referral/claim` (no body; Idempotency-Key). */
export const referralClaimResponseSchema = z.object({
  claimed: moneySchema,
  paidAs: z.enum(referralClaimModes),
  /** BONUS: the wagering target of the bonus. */
  turnoverTarget: moneySchema.nullable(),
});
export type ReferralClaimResponse = z.infer<typeof referralClaimResponseSchema>;

/** `GET /api/admin/referral/report?from=&to=` (Bangkok days, `to` inclusive; ≤ 92 days). */
const dateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'วันที่ต้องอยู่ในรูปแบบ YYYY-MM-DD');
export const referralReportQuerySchema = z
  .object({ from: dateSchema, to: dateSchema })
  .refine((query) => query.from <= query.to, { path: ['to'], message: 'วันสิ้นสุดต้องไม่ก่อนวันเริ่ม' })
  .refine(
    (query) =>
      Number.isFinite(Date.parse(`${query.from}T00:00:00Z`)) &&
      Number.isFinite(Date.parse(`${query.to}T00:00:00Z`)) &&
      Date.parse(`${query.to}T00:00:00Z`) - Date.parse(`${query.from}T00:00:00Z`) <= 92 * 86_400_000,
    { path: ['to'], message: 'ช่วงวันที่ต้องไม่เกิน 92 วัน' },
  );
export type ReferralReportQuery = z.infer<typeof referralReportQuerySchema>;
export const referralReportRowSchema = z.object({
  memberId: z.string(),
  name: z.string(),
  phone: z.string(),
  code: z.string(),
  friends: z.number().int(),
  validFriends: z.number().int(),
  income: moneySchema,
  claimed: moneySchema,
});
export const referralReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  items: z.array(referralReportRowSchema),
  totals: z.object({ income: moneySchema, claimed: moneySchema }),
});
export type ReferralReport = z.infer<typeof referralReportSchema>;
