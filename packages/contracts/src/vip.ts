import { z } from 'zod';
import { pageQuerySchema, pageSchema } from './envelope';
import { amountInputSchema, moneySchema } from './money';
import { percentToBasisPoints } from './percent';

/**
 * VIP levels (docs/domain/rewards.md rule 8): 8 levels per operator by the member's counted (non-covering)
 * settled turnover over the last 90 Bangkok days. Upgrade at once, downgrade at the monthly review;
 * each level's benefits come from the operator's table. No table = VIP off.
 */
export const VIP_LEVEL_COUNT = 8;
/** The rolling window of the level's measure, in Bangkok days (today included). */
export const VIP_WINDOW_DAYS = 90;
/** The upgrade bonus's turnover multiplier (docs/domain/rewards.md rule 8: ×10). */
export const VIP_BONUS_MULTIPLIER = 10n;

/** The demo's ladder and a sensible default when an operator switches VIP on. */
export const vipDefaultNames = [
  'สมาชิก',
  'บรอนซ์',
  'ซิลเวอร์',
  'โกลด์',
  'แพลทินัม',
  'ไดมอนด์',
  'คราวน์',
  'เลเจนด์',
] as const;

export const vipPaths = {
  /** `GET`: the member's level, turnover in the window, progress, every level's benefits, upgrade bonuses. */
  me: '/api/v2/vip',
  /** `POST {level}` (Idempotency-Key): takes a level's upgrade bonus as bonus with ×10 turnover. */
  claimBonus: '/api/v2/vip/upgrade-bonus/claim',
  /** Staff: `GET` (every role) and `PUT` (owner, finance; audited) the level table. */
  adminLevels: '/api/admin/vip/levels',
  /** Staff: members per level (`GET ?level=`). */
  adminMembers: '/api/admin/vip/members',
  /** Staff: every level change, newest first (`GET ?memberId=`). */
  adminChanges: '/api/admin/vip/changes',
} as const;

/** A percent on the wire: a decimal string, 0–100, at most 2 places. */
export const percentSchema = z.string().regex(/^\d{1,3}(\.\d{1,2})?$/);
const percentInputSchema = z
  .union([z.string(), z.number()])
  .transform((value) => String(value))
  .refine((value) => percentToBasisPoints(value) !== undefined, {
    message: 'เปอร์เซ็นต์ต้องอยู่ระหว่าง 0–100 และมีทศนิยมไม่เกิน 2 ตำแหน่ง',
  })
  .transform((value) => percentToBasisPoints(value) as number);

/** One level's benefits as everyone sees them. */
export const vipLevelSchema = z.object({
  level: z.number().int(),
  name: z.string(),
  /** Counted turnover over the 90-day window that reaches this level (exactly at it counts). */
  threshold: moneySchema,
  /** Loss cashback percent at this level; null: the cashback setting's own percent. */
  cashbackPercent: percentSchema.nullable(),
  /** Added to each category's referral income percent. */
  referralBonusPercent: percentSchema,
  /** Largest single withdrawal; null: the site's limit only. */
  maxWithdrawPerRequest: moneySchema.nullable(),
  /** Total withdrawals per Bangkok day; null: no daily limit. */
  maxWithdrawPerDay: moneySchema.nullable(),
  /** Paid once per member's life when reaching this level, as bonus with ×10 turnover; 0.00: none. */
  upgradeBonus: moneySchema,
});
export type VipLevel = z.infer<typeof vipLevelSchema>;

/**
 * The default table (the demo's, and what the back office fills in when an operator switches VIP
 * on): thresholds over 90 days in baht; cashback from 5.5 % (level 1: the cashback setting's own);
 * referral up to +0.5 point; withdrawal limits rising to none at the top; upgrade bonuses 50–20,000.
 */
export const vipDefaultLevels: readonly VipLevel[] = (
  [
    ['0.00', null, '0', '20000.00', '50000.00', '0.00'],
    ['10000.00', '5.5', '0.05', '30000.00', '100000.00', '50.00'],
    ['50000.00', '6', '0.1', '50000.00', '200000.00', '200.00'],
    ['200000.00', '6.5', '0.15', '100000.00', '300000.00', '500.00'],
    ['500000.00', '7', '0.2', '200000.00', '500000.00', '1000.00'],
    ['1000000.00', '8', '0.3', '300000.00', '1000000.00', '3000.00'],
    ['3000000.00', '9', '0.4', '500000.00', '2000000.00', '8000.00'],
    ['10000000.00', '10', '0.5', null, null, '20000.00'],
  ] as const
).map(([threshold, cashbackPercent, referralBonusPercent, perRequest, perDay, upgradeBonus], index) => ({
  level: index + 1,
  name: vipDefaultNames[index] ?? `VIP ${index + 1}`,
  threshold,
  cashbackPercent,
  referralBonusPercent,
  maxWithdrawPerRequest: perRequest,
  maxWithdrawPerDay: perDay,
  upgradeBonus,
}));

export const vipBonusStatuses = ['CLAIMABLE', 'CLAIMED'] as const;
export const vipUpgradeBonusSchema = z.object({
  level: z.number().int(),
  name: z.string(),
  amount: moneySchema,
  /** The turnover the bonus asks once taken (×10). */
  turnoverTarget: moneySchema,
  status: z.enum(vipBonusStatuses),
  earnedAt: z.string(),
  claimedAt: z.string().nullable(),
});
export type VipUpgradeBonus = z.infer<typeof vipUpgradeBonusSchema>;

/** `GET /api/v2/vip`. With VIP off: `enabled: false`, no levels. */
export const vipViewSchema = z.object({
  enabled: z.boolean(),
  level: z.number().int(),
  name: z.string(),
  /** Counted turnover over the window `[windowFrom, windowTo]` (Bangkok dates, both inclusive). */
  turnover: moneySchema,
  windowFrom: z.string(),
  windowTo: z.string(),
  /** The next level and how far it is; null at the top (or VIP off). */
  next: z
    .object({
      level: z.number().int(),
      name: z.string(),
      threshold: moneySchema,
      remaining: moneySchema,
      /** Whole percent 0–100 from this level's threshold to the next one's. */
      percent: z.number().int(),
    })
    .nullable(),
  levels: z.array(vipLevelSchema),
  upgradeBonuses: z.array(vipUpgradeBonusSchema),
  /** Why a claimable bonus cannot be taken right now (a bonus still wagering), in Thai; null: it can. */
  claimBlockedReason: z.string().nullable(),
});
export type VipView = z.infer<typeof vipViewSchema>;

export const vipClaimRequestSchema = z
  .object({ level: z.number().int().min(2).max(VIP_LEVEL_COUNT) })
  .strict();
export const vipClaimResponseSchema = z.object({
  level: z.number().int(),
  bonus: moneySchema,
  turnoverTarget: moneySchema,
});
export type VipClaimResponse = z.infer<typeof vipClaimResponseSchema>;

/** The `vip.upgraded` push: the member reached a higher level. */
export const vipUpgradedEventSchema = z.object({
  fromLevel: z.number().int(),
  level: z.number().int(),
  name: z.string(),
  /** The upgrade bonuses this change made claimable, summed; "0.00" when none. */
  upgradeBonus: moneySchema,
});
export type VipUpgradedEvent = z.infer<typeof vipUpgradedEventSchema>;

const optionalMoneyInput = amountInputSchema.nullable();

/** One level in the back office's editor. */
export const vipLevelInputSchema = z
  .object({
    level: z.number().int().min(1).max(VIP_LEVEL_COUNT),
    name: z.string().trim().min(1).max(40),
    threshold: amountInputSchema,
    cashbackPercent: percentInputSchema.nullable(),
    referralBonusPercent: percentInputSchema,
    maxWithdrawPerRequest: optionalMoneyInput,
    maxWithdrawPerDay: optionalMoneyInput,
    upgradeBonus: amountInputSchema,
  })
  .strict();
export type VipLevelInput = z.infer<typeof vipLevelInputSchema>;

/**
 * `PUT /api/admin/vip/levels`: the whole table, 8 levels in order with rising thresholds (level 1 at
 * 0.00, no upgrade bonus), or none at all: VIP off.
 */
export const vipLevelsUpdateSchema = z
  .object({ levels: z.array(vipLevelInputSchema).max(VIP_LEVEL_COUNT) })
  .strict()
  .superRefine(({ levels }, ctx) => {
    if (levels.length === 0) return;
    const issue = (path: (string | number)[], message: string) =>
      ctx.addIssue({ code: 'custom', path: ['levels', ...path], message });
    if (levels.length !== VIP_LEVEL_COUNT) {
      issue([], `ต้องมีครบ ${VIP_LEVEL_COUNT} ระดับ (หรือไม่มีเลยเพื่อปิด VIP)`);
      return;
    }
    levels.forEach((level, index) => {
      if (level.level !== index + 1) issue([index, 'level'], 'ระดับต้องเรียง 1 ถึง 8');
      const previous = levels[index - 1];
      if (index === 0 && level.threshold !== 0n) issue([0, 'threshold'], 'ระดับแรกต้องเริ่มที่ยอด 0 บาท');
      if (index === 0 && level.upgradeBonus !== 0n) issue([0, 'upgradeBonus'], 'ระดับแรกไม่มีโบนัสเลื่อนระดับ');
      if (previous && level.threshold <= previous.threshold)
        issue([index, 'threshold'], 'ยอดเทิร์นโอเวอร์ของแต่ละระดับต้องสูงกว่าระดับก่อนหน้า');
      if (level.maxWithdrawPerRequest !== null && level.maxWithdrawPerRequest <= 0n)
        issue([index, 'maxWithdrawPerRequest'], 'ยอดถอนสูงสุดต้องมากกว่า 0');
      if (level.maxWithdrawPerDay !== null && level.maxWithdrawPerDay <= 0n)
        issue([index, 'maxWithdrawPerDay'], 'ยอดถอนต่อวันต้องมากกว่า 0');
    });
  });
export type VipLevelsUpdate = z.infer<typeof vipLevelsUpdateSchema>;
/** The table as a client sends it (amounts and percents as strings). */
export type VipLevelsUpdateInput = z.input<typeof vipLevelsUpdateSchema>;
export const vipLevelsSchema = z.object({ enabled: z.boolean(), levels: z.array(vipLevelSchema) });

export const vipMembersQuerySchema = pageQuerySchema.extend({
  level: z.coerce.number().int().min(1).max(VIP_LEVEL_COUNT).optional(),
});
export const vipMemberRowSchema = z.object({
  memberId: z.string(),
  phone: z.string(),
  name: z.string(),
  level: z.number().int(),
  levelName: z.string(),
  /** Counted turnover over the member's current 90-day window. */
  turnover: moneySchema,
  since: z.string().nullable(),
});
export const vipMembersSchema = z.object({
  /** Members per level (level 1 counts members who never rose). */
  counts: z.array(z.object({ level: z.number().int(), name: z.string(), members: z.number().int() })),
  page: pageSchema(vipMemberRowSchema),
});
export type VipMembers = z.infer<typeof vipMembersSchema>;

export const vipChangeReasons = ['UPGRADE', 'REVIEW'] as const;
export const vipChangesQuerySchema = pageQuerySchema.extend({ memberId: z.uuid().optional() });
export const vipChangeSchema = z.object({
  id: z.string(),
  memberId: z.string(),
  phone: z.string(),
  name: z.string(),
  fromLevel: z.number().int(),
  toLevel: z.number().int(),
  reason: z.enum(vipChangeReasons),
  /** The measure at the change. */
  turnover: moneySchema,
  /** The review's month for a REVIEW change. */
  period: z.string().nullable(),
  at: z.string(),
});
export const vipChangePageSchema = pageSchema(vipChangeSchema);
export type VipChange = z.infer<typeof vipChangeSchema>;
