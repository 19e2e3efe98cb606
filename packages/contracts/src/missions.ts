import { z } from 'zod';
import { pageQuerySchema, pageSchema } from './envelope';
import { amountInputSchema, moneySchema } from './money';
import { periodSchema } from './periods';
import { multiplierSchema, wageringCategories } from './promotions';

/**
 * Missions (ภารกิจ, docs/domain/rewards.md rule 9): per-operator templates with a window (a Bangkok day or an ISO
 * week), a target and a reward; progress comes from domain events (deposits, settled bills, Yeekee
 * shots, logins, profile saves), a completed mission is claimed once within its claim window.
 */
export const missionKinds = [
  'DEPOSIT',
  'TURNOVER',
  'YEEKEE_SHOTS',
  'LOGIN_STREAK',
  'PROFILE_COMPLETE',
] as const;
export type MissionKind = (typeof missionKinds)[number];
export const missionWindows = ['DAILY', 'WEEKLY'] as const;
export type MissionWindow = (typeof missionWindows)[number];
/** CASH: REWARDS → the main account (`MISSION_CLAIMED`); BONUS: a bonus with its turnover condition. */
export const missionRewardKinds = ['CASH', 'BONUS'] as const;
export type MissionRewardKind = (typeof missionRewardKinds)[number];
/** What the member sees: working on it, can claim, claimed, or the window (or claim window) has passed. */
export const missionStates = ['IN_PROGRESS', 'CLAIMABLE', 'CLAIMED', 'EXPIRED'] as const;
export type MissionState = (typeof missionStates)[number];
/** A progress row as stored (EXPIRED is written by the `missions` job once the claim window has passed). */
export const missionProgressStatuses = ['IN_PROGRESS', 'COMPLETED', 'CLAIMED', 'EXPIRED'] as const;
export type MissionProgressStatus = (typeof missionProgressStatuses)[number];

/** Whether a kind's target is an amount of money (satang) rather than a count. */
export const missionTargetIsMoney = (kind: MissionKind): boolean => kind === 'DEPOSIT' || kind === 'TURNOVER';

export const MISSION_MAX_CLAIM_HOURS = 168;

export const missionPaths = {
  /** `GET`: today's and this week's missions with progress, plus earlier ones still claimable. */
  list: '/api/v2/missions',
  /** `POST` (Idempotency-Key): claims a completed mission (`id`: the mission's `claimId`). */
  claim: '/api/v2/missions/:id/claim',
  adminTemplates: '/api/admin/missions/templates',
  adminTemplate: '/api/admin/missions/templates/:id',
  adminTemplateEnabled: '/api/admin/missions/templates/:id/enabled',
  adminCompletions: '/api/admin/missions/completions',
} as const;
export const missionHref = {
  claim: (id: string) => `/api/v2/missions/${encodeURIComponent(id)}/claim`,
  adminTemplate: (id: string) => `/api/admin/missions/templates/${encodeURIComponent(id)}`,
  adminTemplateEnabled: (id: string) => `/api/admin/missions/templates/${encodeURIComponent(id)}/enabled`,
};

/** Thai names, shown to members and staff alike. */
export const missionKindNames: Record<MissionKind, string> = {
  DEPOSIT: 'ฝากเงินสะสม',
  TURNOVER: 'ยอดเล่นสะสม',
  YEEKEE_SHOTS: 'ยิงเลขยี่กี',
  LOGIN_STREAK: 'เข้าสู่ระบบต่อเนื่อง',
  PROFILE_COMPLETE: 'กรอกโปรไฟล์ให้ครบ',
};
export const missionWindowNames: Record<MissionWindow, string> = {
  DAILY: 'ภารกิจรายวัน',
  WEEKLY: 'ภารกิจรายสัปดาห์',
};
export const missionStateNames: Record<MissionState, string> = {
  IN_PROGRESS: 'กำลังทำ',
  CLAIMABLE: 'รับรางวัลได้',
  CLAIMED: 'รับแล้ว',
  EXPIRED: 'หมดเวลา',
};

const countSchema = z.number().int('กรุณากรอกจำนวนเต็ม').min(1, 'ต้องไม่ต่ำกว่า 1');

/**
 * A template as staff write it. `targetAmount` for DEPOSIT (deposits credited in the window, summed)
 * and TURNOVER (settled stake of non-covering lines in the window, on `category` or every category
 * when null); `targetCount` for YEEKEE_SHOTS (shots in rounds where the member has a bill),
 * LOGIN_STREAK (consecutive Bangkok days with a login; a weekly one counts days inside the week, so
 * at most 7) and PROFILE_COMPLETE (always 1). `bonusMultiplier` (≤ 10, rule 2) only for BONUS.
 */
export const missionTemplateInputSchema = z
  .object({
    name: z.string().trim().min(1, 'กรุณากรอกชื่อภารกิจ').max(100, 'ชื่อยาวเกินไป'),
    description: z.string().trim().max(500, 'รายละเอียดยาวเกินไป'),
    kind: z.enum(missionKinds, { error: 'กรุณาเลือกประเภทภารกิจ' }),
    window: z.enum(missionWindows, { error: 'กรุณาเลือกรอบเวลา' }),
    category: z.enum(wageringCategories).nullable(),
    targetAmount: amountInputSchema.nullable(),
    targetCount: countSchema.max(10_000, 'ต้องไม่เกิน 10,000').nullable(),
    rewardAmount: amountInputSchema,
    rewardKind: z.enum(missionRewardKinds),
    bonusMultiplier: multiplierSchema.nullable(),
    claimHours: z
      .number()
      .int('กรุณากรอกจำนวนเต็ม')
      .min(1, 'ต้องไม่ต่ำกว่า 1 ชั่วโมง')
      .max(MISSION_MAX_CLAIM_HOURS, `ต้องไม่เกิน ${MISSION_MAX_CLAIM_HOURS} ชั่วโมง`),
    enabled: z.boolean(),
    sortOrder: z.number().int().min(0).max(9999),
  })
  .strict()
  .superRefine((input, ctx) => {
    const money = missionTargetIsMoney(input.kind);
    if (money && (input.targetAmount === null || input.targetAmount <= 0n))
      ctx.addIssue({ code: 'custom', path: ['targetAmount'], message: 'กรุณากรอกยอดเป้าหมายมากกว่า 0' });
    if (money && input.targetCount !== null)
      ctx.addIssue({ code: 'custom', path: ['targetCount'], message: 'ภารกิจนี้ใช้ยอดเงินเป็นเป้าหมาย' });
    if (!money && input.targetCount === null)
      ctx.addIssue({ code: 'custom', path: ['targetCount'], message: 'กรุณากรอกจำนวนเป้าหมาย' });
    if (!money && input.targetAmount !== null)
      ctx.addIssue({ code: 'custom', path: ['targetAmount'], message: 'ภารกิจนี้ใช้จำนวนครั้งเป็นเป้าหมาย' });
    if (input.kind === 'PROFILE_COMPLETE' && input.targetCount !== null && input.targetCount !== 1)
      ctx.addIssue({ code: 'custom', path: ['targetCount'], message: 'ภารกิจกรอกโปรไฟล์มีเป้าหมายเป็น 1' });
    if (input.kind === 'LOGIN_STREAK' && input.targetCount !== null) {
      const max = input.window === 'WEEKLY' ? 7 : 30;
      if (input.targetCount > max)
        ctx.addIssue({ code: 'custom', path: ['targetCount'], message: `ต้องไม่เกิน ${max} วัน` });
    }
    if (input.kind !== 'TURNOVER' && input.category !== null)
      ctx.addIssue({ code: 'custom', path: ['category'], message: 'เลือกประเภทเกมได้เฉพาะภารกิจยอดเล่น' });
    if (input.rewardAmount <= 0n)
      ctx.addIssue({ code: 'custom', path: ['rewardAmount'], message: 'รางวัลต้องมากกว่า 0' });
    if ((input.rewardKind === 'BONUS') !== (input.bonusMultiplier !== null))
      ctx.addIssue({
        code: 'custom',
        path: ['bonusMultiplier'],
        message: 'กำหนดตัวคูณเทิร์นโอเวอร์เฉพาะรางวัลแบบโบนัส',
      });
  });
export type MissionTemplateInput = z.input<typeof missionTemplateInputSchema>;
export type MissionTemplateCommand = z.output<typeof missionTemplateInputSchema>;

export const missionTemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  kind: z.enum(missionKinds),
  window: z.enum(missionWindows),
  category: z.enum(wageringCategories).nullable(),
  targetAmount: moneySchema.nullable(),
  targetCount: z.number().int().nullable(),
  rewardAmount: moneySchema,
  rewardKind: z.enum(missionRewardKinds),
  bonusMultiplier: z.string().nullable(),
  claimHours: z.number().int(),
  enabled: z.boolean(),
  sortOrder: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MissionTemplate = z.infer<typeof missionTemplateSchema>;
export const missionTemplateListSchema = z.object({ data: z.array(missionTemplateSchema) });
export const missionIdParamsSchema = z.object({ id: z.uuid('ไม่พบภารกิจนี้') });
export const missionEnabledRequestSchema = z.object({ enabled: z.boolean() }).strict();

/** One mission as the member sees it (`GET /api/v2/missions`). */
export const missionViewSchema = z.object({
  templateId: z.string(),
  /** The member's progress row once something counted (the claim's `{id}`); null before. */
  claimId: z.string().nullable(),
  period: z.string(),
  name: z.string(),
  description: z.string(),
  kind: z.enum(missionKinds),
  window: z.enum(missionWindows),
  category: z.enum(wageringCategories).nullable(),
  /** MONEY: `progress`/`target` are baht amounts ("150.00"); COUNT: whole numbers ("3"). */
  unit: z.enum(['MONEY', 'COUNT']),
  progress: z.string(),
  target: z.string(),
  /** 0–100, floored. */
  percent: z.number().int(),
  reward: z.object({
    amount: moneySchema,
    kind: z.enum(missionRewardKinds),
    /** BONUS: the turnover multiplier of its condition. */
    multiplier: z.string().nullable(),
  }),
  state: z.enum(missionStates),
  /** The window's end (exclusive). */
  endsAt: z.string(),
  /** The last instant a completed mission can be claimed (exclusive). */
  claimUntil: z.string(),
  completedAt: z.string().nullable(),
  claimedAt: z.string().nullable(),
});
export type MissionView = z.infer<typeof missionViewSchema>;
export const missionListSchema = z.object({
  serverTime: z.string(),
  /** Today's period (`YYYY-MM-DD`) and this week's (`YYYY-Www`). */
  day: z.string(),
  week: z.string(),
  items: z.array(missionViewSchema),
});
export type MissionList = z.infer<typeof missionListSchema>;

/** `POST /api/v2/missions/{id}/claim`: what was paid and where. */
export const missionClaimResponseSchema = z.object({
  claimId: z.string(),
  name: z.string(),
  amount: moneySchema,
  rewardKind: z.enum(missionRewardKinds),
  /** BONUS: the turnover to reach before the bonus turns into cash. */
  turnoverTarget: moneySchema.nullable(),
  claimedAt: z.string(),
});
export type MissionClaimResponse = z.infer<typeof missionClaimResponseSchema>;

/** Who completed or claimed what, per period (back office). */
export const missionCompletionSchema = z.object({
  id: z.string(),
  templateId: z.string(),
  templateName: z.string(),
  kind: z.enum(missionKinds),
  period: z.string(),
  memberId: z.string(),
  loginName: z.string(),
  memberName: z.string(),
  unit: z.enum(['MONEY', 'COUNT']),
  progress: z.string(),
  target: z.string(),
  status: z.enum(missionProgressStatuses),
  rewardAmount: moneySchema,
  rewardKind: z.enum(missionRewardKinds),
  completedAt: z.string().nullable(),
  claimedAt: z.string().nullable(),
  claimUntil: z.string(),
});
export type MissionCompletion = z.infer<typeof missionCompletionSchema>;
export const missionCompletionQuerySchema = pageQuerySchema.extend({
  period: periodSchema.optional(),
  templateId: z.uuid().optional(),
  status: z.enum(missionProgressStatuses).optional(),
});
export const missionCompletionPageSchema = pageSchema(missionCompletionSchema);

/** Socket.IO `mission.updated`: a mission's progress or state moved; refetch `GET /api/v2/missions`. */
export const missionUpdatedEventSchema = z.object({});
