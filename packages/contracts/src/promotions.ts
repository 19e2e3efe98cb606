import { z } from 'zod';
import { pageQuerySchema, pageSchema } from './envelope';
import { amountInputSchema, moneySchema, parseAmount } from './money';

/**
 * Promotions, the bonus balance and wagering conditions (docs/domain/rewards.md §1–3). Money travels as
 * two-decimal strings; a multiplier as a decimal string with at most one place ("1.5", "5").
 */
export const promotionPaths = {
  list: '/api/v2/promotions',
  select: '/api/v2/promotions/select',
  me: '/api/v2/promotions/me',
  forfeit: '/api/v2/promotions/forfeit',
  history: '/api/v2/promotions/history',
  banners: '/api/v2/promotions/banners',
  adminList: '/api/admin/promotions',
  /** `GET` one promotion, `PUT` to change it (`:id`). */
  adminOne: '/api/admin/promotions/:id',
  adminPreview: '/api/admin/promotions/preview',
  adminConditions: '/api/admin/promotions/conditions',
  adminConditionCancel: '/api/admin/promotions/conditions/:id/cancel',
  adminCost: '/api/admin/reports/promotions',
} as const;

/**
 * What a stake counts toward turnover as: lottery products by group (`LOTTERY` for the daily and
 * foreign/stock products, `YEEKEE`), provider games by their catalogue category (docs/domain/games.md).
 */
export const wageringCategories = [
  'LOTTERY',
  'YEEKEE',
  'SLOT',
  'FISH',
  'LIVE_CASINO',
  'TABLE',
  'SPORTS',
] as const;
export type WageringCategory = (typeof wageringCategories)[number];

/** Thai names of the wagering categories, as members read them in the terms and staff in the form. */
export const wageringCategoryNames: Record<WageringCategory, string> = {
  LOTTERY: 'หวย',
  YEEKEE: 'หวยยี่กี',
  SLOT: 'สล็อต',
  FISH: 'ยิงปลา',
  LIVE_CASINO: 'คาสิโนสด',
  TABLE: 'เกมโต๊ะ',
  SPORTS: 'กีฬา',
};

/** Percent of a settled stake that counts, per category (docs/domain/rewards.md §3 rule 2 defaults). */
export const defaultCategoryWeights: Record<WageringCategory, number> = {
  LOTTERY: 100,
  YEEKEE: 100,
  SLOT: 100,
  FISH: 100,
  LIVE_CASINO: 10,
  TABLE: 10,
  SPORTS: 50,
};
export const categoryWeightsSchema = z.object(
  Object.fromEntries(
    wageringCategories.map((category) => [
      category,
      z.number().int('กรุณากรอกจำนวนเต็ม').min(0, 'ต้องไม่ต่ำกว่า 0').max(100, 'ต้องไม่เกิน 100'),
    ]),
  ) as Record<WageringCategory, z.ZodNumber>,
);
export type CategoryWeights = z.infer<typeof categoryWeightsSchema>;

/**
 * When a member may take a promotion: the first credited deposit of the Bangkok day, a member's
 * first deposit ever (`NEW_MEMBER`), any deposit, or once per `periodDays` window.
 */
export const promotionKinds = [
  'FIRST_DEPOSIT_OF_DAY',
  'NEW_MEMBER',
  'EVERY_DEPOSIT',
  'ONCE_PER_PERIOD',
] as const;
export type PromotionKind = (typeof promotionKinds)[number];
/** What the multiplier multiplies: the bonus alone, or the qualifying deposit plus the bonus. */
export const turnoverBases = ['BONUS', 'DEPOSIT_PLUS_BONUS'] as const;
export type TurnoverBase = (typeof turnoverBases)[number];

/** docs/domain/rewards.md §3 rule 2: a multiplier above 10 is refused by the schema. */
export const MAX_TURNOVER_MULTIPLIER = 10;
/** docs/domain/rewards.md §3 rule 5: a promotion or coupon is refused while cash is above this (satang). */
export const TAKE_CASH_THRESHOLD_SATANG = 2_000n;
/** docs/domain/rewards.md §3 rule 4: below this (cash + bonus, satang) with nothing pending, the condition closes. */
export const SMALL_BALANCE_SATANG = 500n;
/** docs/domain/rewards.md §3 rule 5 default: the largest stake per line or game round while wagering (satang). */
export const DEFAULT_MAX_STAKE_SATANG = 50_000n;

/** "5", "1.5": one decimal place at most, 1–10. */
export const multiplierSchema = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim())
  .pipe(
    z
      .string()
      .regex(/^\d{1,2}(\.\d)?$/, 'กรุณากรอกตัวคูณเป็นตัวเลข ทศนิยมไม่เกิน 1 ตำแหน่ง')
      .refine((value) => Number(value) >= 1 && Number(value) <= MAX_TURNOVER_MULTIPLIER, {
        message: `ตัวคูณต้องอยู่ระหว่าง 1 ถึง ${MAX_TURNOVER_MULTIPLIER}`,
      }),
  );

/** `https://…` or a site path (`/promotions/first-deposit.svg`): images are linked, not uploaded. */
export const imageUrlSchema = z
  .string()
  .trim()
  .max(500, 'ที่อยู่รูปภาพยาวเกินไป')
  .regex(/^(https:\/\/[^\s"'<>]+|\/[A-Za-z0-9._~\-/]+)$/, 'กรุณากรอกที่อยู่รูปภาพที่ขึ้นต้นด้วย https:// หรือ /');

/**
 * A promotion as staff write it (`POST /api/admin/promotions`, `PUT …/{id}`). Exactly one of
 * `bonusPercent` (with optional `bonusCap`) and `fixedBonus`. `maxStake`: the largest stake per line
 * while its condition is open. `validFrom`/`validTo`: ISO times; null = open-ended.
 */
export const promotionInputSchema = z
  .object({
    name: z.string().trim().min(1, 'กรุณากรอกชื่อโปรโมชั่น').max(120, 'ชื่อยาวเกินไป'),
    description: z.string().trim().max(4000, 'รายละเอียดยาวเกินไป'),
    bannerUrl: imageUrlSchema.nullable(),
    kind: z.enum(promotionKinds, { error: 'กรุณาเลือกประเภทโปรโมชั่น' }),
    /** Only for ONCE_PER_PERIOD: the window in days (1–365). */
    periodDays: z.number().int().min(1).max(365).nullable(),
    /** Percent of the deposit, 1–200 (integer); null when `fixedBonus` is set. */
    bonusPercent: z.number().int().min(1, 'ต้องไม่ต่ำกว่า 1%').max(200, 'ต้องไม่เกิน 200%').nullable(),
    bonusCap: amountInputSchema.nullable(),
    fixedBonus: amountInputSchema.nullable(),
    minDeposit: amountInputSchema,
    multiplier: multiplierSchema,
    base: z.enum(turnoverBases),
    categoryWeights: categoryWeightsSchema,
    maxStake: amountInputSchema,
    validFrom: z.iso.datetime({ offset: true }).nullable(),
    validTo: z.iso.datetime({ offset: true }).nullable(),
    enabled: z.boolean(),
    sortOrder: z.number().int().min(0).max(9999),
  })
  .superRefine((input, ctx) => {
    if ((input.bonusPercent === null) === (input.fixedBonus === null))
      ctx.addIssue({
        code: 'custom',
        path: ['bonusPercent'],
        message: 'กรุณากำหนดโบนัสเป็นเปอร์เซ็นต์หรือจำนวนคงที่อย่างใดอย่างหนึ่ง',
      });
    if (input.fixedBonus !== null && input.fixedBonus <= 0n)
      ctx.addIssue({ code: 'custom', path: ['fixedBonus'], message: 'โบนัสต้องมากกว่า 0' });
    if (input.bonusCap !== null && input.bonusCap <= 0n)
      ctx.addIssue({ code: 'custom', path: ['bonusCap'], message: 'เพดานโบนัสต้องมากกว่า 0' });
    if (input.maxStake <= 0n)
      ctx.addIssue({ code: 'custom', path: ['maxStake'], message: 'เดิมพันสูงสุดต้องมากกว่า 0' });
    if ((input.kind === 'ONCE_PER_PERIOD') !== (input.periodDays !== null))
      ctx.addIssue({
        code: 'custom',
        path: ['periodDays'],
        message: 'กรุณากำหนดจำนวนวันเฉพาะโปรโมชั่นแบบรับได้ครั้งเดียวต่อช่วงเวลา',
      });
    if (input.validFrom && input.validTo && input.validFrom >= input.validTo)
      ctx.addIssue({ code: 'custom', path: ['validTo'], message: 'วันสิ้นสุดต้องหลังวันเริ่ม' });
  });
export type PromotionInput = z.input<typeof promotionInputSchema>;

/** A promotion as the back office reads it. */
export const promotionAdminSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  bannerUrl: z.string().nullable(),
  kind: z.enum(promotionKinds),
  periodDays: z.number().nullable(),
  bonusPercent: z.number().nullable(),
  bonusCap: moneySchema.nullable(),
  fixedBonus: moneySchema.nullable(),
  minDeposit: moneySchema,
  multiplier: z.string(),
  base: z.enum(turnoverBases),
  categoryWeights: categoryWeightsSchema,
  maxStake: moneySchema,
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  enabled: z.boolean(),
  sortOrder: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PromotionAdmin = z.infer<typeof promotionAdminSchema>;
/** `GET /api/admin/promotions`: every promotion of the site (enabled or not), in `sortOrder`. */
export const promotionAdminListSchema = z.object({ data: z.array(promotionAdminSchema) });
export const promotionIdParamsSchema = z.object({ id: z.uuid('ไม่พบโปรโมชั่นนี้') });

/** `POST /api/admin/promotions/preview {promotion, deposit}`: what a member depositing `deposit` gets. */
export const promotionPreviewRequestSchema = z.object({
  promotion: promotionInputSchema,
  deposit: amountInputSchema,
});
export const promotionPreviewSchema = z.object({
  /** False when the deposit is below the minimum (then bonus and target are "0.00"). */
  qualifies: z.boolean(),
  bonus: moneySchema,
  turnoverTarget: moneySchema,
  /** The plain-Thai terms the member reads (the same text `/promotions` shows). */
  terms: z.array(z.string()),
});
export type PromotionPreview = z.infer<typeof promotionPreviewSchema>;

/**
 * `GET /api/v2/promotions` (guests too): the enabled promotions within their validity, with
 * plain-Thai terms. For a logged-in member `available` says whether they can take it now and
 * `unavailableReason` (Thai) why not.
 */
export const promotionViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  bannerUrl: z.string().nullable(),
  kind: z.enum(promotionKinds),
  bonusPercent: z.number().nullable(),
  bonusCap: moneySchema.nullable(),
  fixedBonus: moneySchema.nullable(),
  minDeposit: moneySchema,
  multiplier: z.string(),
  base: z.enum(turnoverBases),
  categoryWeights: categoryWeightsSchema,
  maxStake: moneySchema,
  validTo: z.string().nullable(),
  terms: z.array(z.string()),
  available: z.boolean(),
  unavailableReason: z.string().nullable(),
});
export type PromotionView = z.infer<typeof promotionViewSchema>;

/** What the member picked for their next deposit (null: ไม่รับโปรโมชั่น). */
export const promotionSelectionSchema = z.object({ promotionId: z.string(), promotionName: z.string() });
export type PromotionSelection = z.infer<typeof promotionSelectionSchema>;

/**
 * What happened to the selected promotion when a deposit was credited: granted (with the bonus and the
 * turnover target) or not, and then `reason` says why in Thai (below the minimum, not the first deposit of
 * the day, cash above 20 baht…). The selection is used up by that deposit either way.
 */
export const depositPromotionResultSchema = z.object({
  promotionId: z.string(),
  promotionName: z.string(),
  deposit: moneySchema,
  granted: z.boolean(),
  bonus: moneySchema,
  turnoverTarget: moneySchema,
  reason: z.string().nullable(),
  at: z.string(),
});
export type DepositPromotionResult = z.infer<typeof depositPromotionResultSchema>;

/**
 * `GET /api/v2/promotions`. For a member also `selected` (what the next deposit takes) and
 * `lastDepositResult` (what the last deposit made with a selection got, and why); null for guests.
 */
export const promotionListSchema = z.object({
  data: z.array(promotionViewSchema),
  selected: promotionSelectionSchema.nullable(),
  lastDepositResult: depositPromotionResultSchema.nullable(),
});
export type PromotionList = z.infer<typeof promotionListSchema>;

/** Home page banners: enabled promotions with a banner, in order. */
export const promotionBannerSchema = z.object({ id: z.string(), name: z.string(), bannerUrl: z.string() });
export const promotionBannersSchema = z.object({ data: z.array(promotionBannerSchema) });

/** `POST /api/v2/promotions/select` (Idempotency-Key): the promotion for the next deposit; null = none. */
export const selectPromotionRequestSchema = z.object({ promotionId: z.uuid('ไม่พบโปรโมชั่นนี้').nullable() });
/** The answer of select: the selection now in force (null: ไม่รับโปรโมชั่น). */
export const selectPromotionResponseSchema = z.object({ selected: promotionSelectionSchema.nullable() });

/** Where a wagering condition came from. */
export const conditionSources = [
  'PROMOTION',
  'COUPON',
  'CASHBACK',
  'REFERRAL',
  'VIP',
  'MISSION',
  'MANUAL',
] as const;
export type ConditionSource = (typeof conditionSources)[number];
export const conditionStatuses = [
  'OPEN',
  'COMPLETED',
  'FORFEITED',
  'CANCELLED',
  'CLOSED_SMALL_BALANCE',
] as const;
export type ConditionStatus = (typeof conditionStatuses)[number];

/** The open condition the member is wagering on (the progress card). */
export const activeConditionSchema = z.object({
  conditionId: z.string(),
  source: z.enum(conditionSources),
  promotionName: z.string(),
  bonus: moneySchema,
  currentTurnover: moneySchema,
  turnoverTarget: moneySchema,
  maxStake: moneySchema,
  categoryWeights: categoryWeightsSchema,
  startedAt: z.string(),
});
export type ActiveCondition = z.infer<typeof activeConditionSchema>;

/** One line of the member's bonus history: a grant, a conversion to cash, a forfeit, a closure. */
export const bonusHistoryKinds = [
  'GRANTED',
  'CONVERTED',
  'FORFEITED',
  'CANCELLED',
  'CLOSED_SMALL_BALANCE',
] as const;
export const bonusHistoryItemSchema = z.object({
  kind: z.enum(bonusHistoryKinds),
  promotionName: z.string(),
  amount: moneySchema,
  /** Thai text: why (a staff reason for CANCELLED). */
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type BonusHistoryItem = z.infer<typeof bonusHistoryItemSchema>;

/** The Thai notes the engine writes on history lines it makes by itself (staff cancels carry the reason). */
export const bonusHistoryNotes = {
  forfeitedByMember: 'สมาชิกสละสิทธิ์โบนัส',
  smallBalance: 'ยอดเงินคงเหลือต่ำกว่า 5 บาทและไม่มีโพยรอผล',
  leftoverConverted: 'โบนัสจากโพยที่แทงระหว่างทำเทิร์นโอเวอร์ โอนเป็นเงินสดแล้ว',
  leftoverForfeited: 'โบนัสจากโพยที่แทงระหว่างทำเทิร์นโอเวอร์ ถูกตัดตามเงื่อนไขที่ปิดไปแล้ว',
} as const;

/** `GET /api/v2/promotions/me`. `selected`: what the next deposit takes (null = ไม่รับโปรโมชั่น). */
export const myPromotionsSchema = z.object({
  selected: z.object({ promotionId: z.string(), promotionName: z.string() }).nullable(),
  active: activeConditionSchema.nullable(),
  history: z.array(bonusHistoryItemSchema),
});
export type MyPromotions = z.infer<typeof myPromotionsSchema>;
export const bonusHistoryQuerySchema = pageQuerySchema;
export const bonusHistoryPageSchema = pageSchema(bonusHistoryItemSchema);

/** `POST /api/v2/promotions/forfeit` (Idempotency-Key): what was removed; cash is free at once. */
export const forfeitResponseSchema = z.object({ forfeited: moneySchema, promotionName: z.string() });

/** Back office: a member's conditions (`GET …/conditions?memberId=&status=`). */
export const conditionAdminSchema = activeConditionSchema.extend({
  memberId: z.string(),
  loginName: z.string(),
  status: z.enum(conditionStatuses),
  closedAt: z.string().nullable(),
  closeReason: z.string().nullable(),
});
export type ConditionAdmin = z.infer<typeof conditionAdminSchema>;
export const conditionAdminQuerySchema = pageQuerySchema.extend({
  memberId: z.uuid().optional(),
  status: z.enum(conditionStatuses).optional(),
});
export const conditionAdminPageSchema = pageSchema(conditionAdminSchema);
export const conditionParamsSchema = z.object({ id: z.uuid('ไม่พบเงื่อนไขนี้') });
/**
 * `POST …/conditions/{id}/cancel {reason}` (audited; an Idempotency-Key, when sent, replays the first
 * answer): the bonus and what it won are removed. Answers the condition as it is now and `forfeited`.
 */
export const cancelConditionRequestSchema = z.object({
  reason: z.string().trim().min(3, 'กรุณาระบุเหตุผล').max(500, 'เหตุผลยาวเกินไป'),
});
export const cancelConditionResponseSchema = z.object({
  condition: conditionAdminSchema,
  forfeited: moneySchema,
});

/** The cost of each promotion over a Bangkok date range (`?from=YYYY-MM-DD&to=YYYY-MM-DD`). */
export const promotionCostQuerySchema = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
});
export const promotionCostRowSchema = z.object({
  source: z.enum(conditionSources),
  promotionId: z.string().nullable(),
  name: z.string(),
  grants: z.number(),
  granted: moneySchema,
  converted: moneySchema,
  forfeited: moneySchema,
  open: z.number(),
});
export const promotionCostSchema = z.object({ rows: z.array(promotionCostRowSchema) });

/**
 * Turnover progress in whole percent, 0–100, from two wire amounts ("1375.00", "5500.00"): computed in
 * satang and rounded down, so 100 shows only once the target is met; a target of 0 counts as done.
 * The member's progress bars and the back office's read the same number.
 */
export const turnoverPercent = (current: string, target: string): number => {
  const goal = parseAmount(target) ?? 0n;
  if (goal <= 0n) return 100;
  const done = parseAmount(current.replace(/^-/, '')) ?? 0n;
  const percent = (done * 100n) / goal;
  return Number(percent > 100n ? 100n : percent);
};
