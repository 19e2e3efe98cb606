import { z } from 'zod';
import { amountInputSchema, moneySchema } from './money';
import { percentToBasisPoints } from './percent';
import { type WageringCategory, wageringCategories } from './promotions';

/**
 * Loss cashback (คืนยอดเสีย, docs/domain/rewards.md rule 6): per member, product category and period (weekly by
 * default, daily as a setting), counted settled stake − counted settled win − the stake already used
 * to meet a wagering condition, × the percent, floored to the satang, capped; below the minimum the
 * member is credited 0 and told so. Claimable for `claimDays` after the run, as cash or as bonus with
 * a turnover of at most ×1. Percents travel as decimal strings with at most two places ("5", "0.25").
 */
export const cashbackPaths = {
  /** `GET`: this period's running figure, what was credited, what can be claimed (member). */
  me: '/api/v2/cashback',
  /** `POST` (Idempotency-Key): claims every claimable credit at once (member). */
  claim: '/api/v2/cashback/claim',
  /** `GET` / `PUT` the operator's settings (owner, finance). */
  adminSettings: '/api/admin/cashback/settings',
  /** `GET`: per period, the run and its credits: members, amounts, claimed, expired (owner, finance). */
  adminRuns: '/api/admin/cashback/runs',
} as const;

/** How often cashback is computed; the job's period kind follows (WEEK, DAY). */
export const cashbackPeriods = ['WEEKLY', 'DAILY'] as const;
export type CashbackPeriod = (typeof cashbackPeriods)[number];

/**
 * A credit's state. BELOW_MINIMUM: the net loss was under the minimum (or none), credited 0 and said
 * so; MEMBER_LOCKED: the member was locked when the period was computed (docs/domain/rewards.md rule 11).
 */
export const cashbackCreditStatuses = [
  'CLAIMABLE',
  'CLAIMED',
  'EXPIRED',
  'BELOW_MINIMUM',
  'MEMBER_LOCKED',
] as const;
export type CashbackCreditStatus = (typeof cashbackCreditStatuses)[number];

/** How a claimed credit was paid: to the main balance, or to bonus with its turnover. */
export const cashbackPaidAs = ['CASH', 'BONUS'] as const;
export type CashbackPaidAs = (typeof cashbackPaidAs)[number];

/** The defaults of docs/domain/rewards.md (the demo seed writes them; no row means the programme is off). */
export const cashbackDefaults = {
  period: 'WEEKLY' as CashbackPeriod,
  percentBasisPoints: 500,
  minimumLossSatang: 10_000n,
  capSatang: 500_000n,
  /** Turnover multiplier in tenths: 0 = paid as cash. */
  turnoverTenths: 0,
  claimDays: 7,
};

/** A percent in a request: a decimal string (or number) 0–100 with at most two places, as basis points. */
export const percentInputSchema = z.union([z.string(), z.number()]).transform((value, ctx) => {
  const bp = percentToBasisPoints(typeof value === 'number' ? String(value) : value);
  if (bp === undefined) {
    ctx.addIssue({ code: 'custom', message: 'เปอร์เซ็นต์ต้องอยู่ระหว่าง 0–100 ทศนิยมไม่เกิน 2 ตำแหน่ง' });
    return z.NEVER;
  }
  return bp;
});

/** The turnover multiplier: 0 (cash) to 1 in tenths ("0", "0.5", "1"), docs/domain/rewards.md rule 6: ×1 at most. */
export const turnoverMultiplierInputSchema = z
  .string()
  .trim()
  .regex(/^(0(\.\d)?|1(\.0)?)$/, 'เทิร์นโอเวอร์ต้องอยู่ระหว่าง 0–1 เท่า ทศนิยมไม่เกิน 1 ตำแหน่ง')
  .transform((value) => Math.round(Number(value) * 10));

/** Tenths → "0", "0.5", "1". */
export const tenthsToMultiplier = (tenths: number): string =>
  tenths % 10 === 0 ? String(tenths / 10) : `${Math.floor(tenths / 10)}.${tenths % 10}`;

const percentsShape = Object.fromEntries(
  wageringCategories.map((category) => [category, z.string()]),
) as Record<WageringCategory, z.ZodString>;
const percentInputsShape = Object.fromEntries(
  wageringCategories.map((category) => [category, percentInputSchema]),
) as Record<WageringCategory, typeof percentInputSchema>;

/** The rules a member reads (also the settings' core). */
export const cashbackRulesSchema = z.object({
  period: z.enum(cashbackPeriods),
  percents: z.object(percentsShape),
  minimumLoss: moneySchema,
  cap: moneySchema,
  turnoverMultiplier: z.string(),
  claimDays: z.number(),
});
export type CashbackRules = z.infer<typeof cashbackRulesSchema>;

export const cashbackSettingsSchema = cashbackRulesSchema.extend({
  enabled: z.boolean(),
  /** Null until staff saved them (the defaults are shown, the programme is off). */
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type CashbackSettings = z.infer<typeof cashbackSettingsSchema>;

export const cashbackSettingsInputSchema = z
  .object({
    enabled: z.boolean(),
    period: z.enum(cashbackPeriods),
    percents: z.object(percentInputsShape).strict(),
    minimumLoss: amountInputSchema,
    cap: amountInputSchema.refine((satang) => satang > 0n, { message: 'เพดานต้องมากกว่า 0' }),
    turnoverMultiplier: turnoverMultiplierInputSchema,
    claimDays: z.number().int().min(1, 'อย่างน้อย 1 วัน').max(30, 'ไม่เกิน 30 วัน'),
  })
  .strict();
export type CashbackSettingsInput = z.input<typeof cashbackSettingsInputSchema>;
/** The settings as parsed: satang, basis points, tenths. */
export type CashbackSettingsCommand = z.output<typeof cashbackSettingsInputSchema>;

/** One category's figure for a period (live for the running one, as computed for a credit). */
export const cashbackFigureSchema = z.object({
  category: z.enum(wageringCategories),
  /** Counted settled stake (covering lines left out). */
  stake: moneySchema,
  win: moneySchema,
  /** Stake already used to meet a wagering condition (taken off). */
  wagered: moneySchema,
  /** stake − win − wagered (may be negative: the member won). */
  netLoss: moneySchema,
  percent: z.string(),
  /** What it pays (0 below the minimum), capped. */
  amount: moneySchema,
  belowMinimum: z.boolean(),
  capped: z.boolean(),
});
export type CashbackFigure = z.infer<typeof cashbackFigureSchema>;

export const cashbackCreditSchema = cashbackFigureSchema.extend({
  id: z.string(),
  period: z.string(),
  status: z.enum(cashbackCreditStatuses),
  createdAt: z.string(),
  /** Until when it can be claimed (CLAIMABLE, EXPIRED); null for a credit of 0. */
  claimableUntil: z.string().nullable(),
  claimedAt: z.string().nullable(),
  paidAs: z.enum(cashbackPaidAs).nullable(),
});
export type CashbackCredit = z.infer<typeof cashbackCreditSchema>;

export const cashbackMeSchema = z.object({
  enabled: z.boolean(),
  rules: cashbackRulesSchema.nullable(),
  /** This period so far (null when the programme is off). */
  current: z
    .object({
      period: z.string(),
      /** When the period ends (the job computes it shortly after). */
      endsAt: z.string(),
      figures: z.array(cashbackFigureSchema),
      netLoss: moneySchema,
      amount: moneySchema,
    })
    .nullable(),
  claimable: z.object({ amount: moneySchema, count: z.number(), paidAs: z.enum(cashbackPaidAs) }),
  /** The member's credits, newest first (the last 50). */
  credits: z.array(cashbackCreditSchema),
});
export type CashbackMe = z.infer<typeof cashbackMeSchema>;

export const cashbackClaimResponseSchema = z.object({
  amount: moneySchema,
  count: z.number(),
  paidAs: z.enum(cashbackPaidAs),
});
export type CashbackClaimResponse = z.infer<typeof cashbackClaimResponseSchema>;

/** One period in the back office's runs page. */
export const cashbackRunRowSchema = z.object({
  period: z.string(),
  run: z
    .object({
      status: z.string(),
      startedAt: z.string(),
      finishedAt: z.string().nullable(),
      startedBy: z.string().nullable(),
      error: z.string().nullable(),
    })
    .nullable(),
  members: z.number(),
  credited: z.object({ count: z.number(), amount: moneySchema }),
  claimable: z.object({ count: z.number(), amount: moneySchema }),
  claimed: z.object({ count: z.number(), amount: moneySchema }),
  expired: z.object({ count: z.number(), amount: moneySchema }),
  belowMinimum: z.number(),
  locked: z.number(),
});
export type CashbackRunRow = z.infer<typeof cashbackRunRowSchema>;
export const cashbackRunListSchema = z.object({ items: z.array(cashbackRunRowSchema) });
