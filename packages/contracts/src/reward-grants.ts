import { z } from 'zod';
import { pageQuerySchema, pageSchema } from './envelope';
import { phoneSchema } from './fields';
import { moneySchema, positiveAmountInputSchema } from './money';
import { multiplierSchema } from './promotions';
import { rejectRequestSchema } from './staff';

/**
 * Back office: bonus granted by hand (docs/domain/rewards.md rule 11). Owner and finance grant a
 * bonus with its wagering condition (source MANUAL); above the threshold it waits for a second staff
 * member (maker-checker, as adjustments).
 */
export const rewardGrantPaths = {
  list: '/api/admin/rewards/grants',
  create: '/api/admin/rewards/grants',
  approve: '/api/admin/rewards/grants/:id/approve',
  reject: '/api/admin/rewards/grants/:id/reject',
  settings: '/api/admin/rewards/grants/settings',
} as const;
export const rewardGrantHref = {
  approve: (id: string) => rewardGrantPaths.approve.replace(':id', encodeURIComponent(id)),
  reject: (id: string) => rewardGrantPaths.reject.replace(':id', encodeURIComponent(id)),
};

export const rewardGrantStatuses = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type RewardGrantStatus = (typeof rewardGrantStatuses)[number];

const MAX_GRANT_SATANG = 100_000_000n;

/** What staff type to name a member: the member's id, or a phone number (spaces and dashes allowed). */
export const memberRefOf = (text: string): { memberId: string } | { phone: string } => {
  const trimmed = text.trim();
  return z.uuid().safeParse(trimmed).success ? { memberId: trimmed } : { phone: trimmed };
};

const memberRefMessage = 'กรุณาระบุเบอร์โทรหรือรหัสสมาชิก';

/** The grant's own fields (the member is named apart: by id or by phone). */
export const rewardGrantFieldsSchema = z.object({
  amount: positiveAmountInputSchema.refine((satang) => satang <= MAX_GRANT_SATANG, {
    message: 'ยอดโบนัสต้องไม่เกิน 1,000,000 บาท',
  }),
  /** The wagering requirement: multiplier × bonus (1–10, one decimal). */
  multiplier: multiplierSchema,
  reason: rejectRequestSchema.shape.reason,
});

/**
 * `POST /api/admin/rewards/grants {memberId | phone, amount, multiplier, reason}` + Idempotency-Key:
 * the member by id or by phone, exactly one (an unknown phone is MEMBER_PHONE_NOT_FOUND).
 */
export const rewardGrantRequestSchema = rewardGrantFieldsSchema
  .extend({
    memberId: z.uuid(memberRefMessage).optional(),
    phone: phoneSchema.optional(),
  })
  .strict()
  .refine((body) => (body.memberId === undefined) !== (body.phone === undefined), {
    message: memberRefMessage,
    path: ['memberId'],
  });
export type RewardGrantRequest = z.input<typeof rewardGrantRequestSchema>;

export const rewardGrantSchema = z.object({
  id: z.string(),
  memberId: z.string(),
  memberName: z.string().nullable(),
  memberPhone: z.string().nullable(),
  amount: moneySchema,
  multiplier: z.string(),
  /** multiplier × amount, rounded up to the satang. */
  target: moneySchema,
  reason: z.string(),
  status: z.enum(rewardGrantStatuses),
  makerId: z.string(),
  makerName: z.string().nullable(),
  checkerId: z.string().nullable(),
  checkerName: z.string().nullable(),
  rejectReason: z.string().nullable(),
  /** The member's wagering condition, once granted. */
  conditionId: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type RewardGrant = z.infer<typeof rewardGrantSchema>;

export const rewardGrantListQuerySchema = pageQuerySchema.extend({
  status: z.enum(rewardGrantStatuses).optional(),
});
export type RewardGrantListQuery = z.input<typeof rewardGrantListQuerySchema>;
export const rewardGrantPageSchema = pageSchema(rewardGrantSchema);
export type RewardGrantPage = z.infer<typeof rewardGrantPageSchema>;
export const rewardGrantParamsSchema = z.object({ id: z.uuid() });
export const rewardGrantRejectRequestSchema = rejectRequestSchema;

/** `GET/PUT …/settings` (owner changes; owner and finance read). */
export const rewardGrantSettingsSchema = z.object({
  /** Grants above this wait for a second staff member. */
  approvalThreshold: moneySchema,
  /** Null: the default is in force. */
  updatedAt: z.string().nullable(),
});
export type RewardGrantSettings = z.infer<typeof rewardGrantSettingsSchema>;
export const rewardGrantSettingsRequestSchema = z
  .object({
    approvalThreshold: positiveAmountInputSchema.refine((satang) => satang <= 1_000_000_000n, {
      message: 'กรุณากรอกยอดที่ต้องอนุมัติ (ไม่เกิน 10,000,000 บาท)',
    }),
  })
  .strict();
export type RewardGrantSettingsRequest = z.input<typeof rewardGrantSettingsRequestSchema>;
export type RewardGrantSettingsUpdate = z.output<typeof rewardGrantSettingsRequestSchema>;
