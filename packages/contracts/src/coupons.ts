import { z } from 'zod';
import { pageQuerySchema, pageSchema } from './envelope';
import { amountInputSchema, moneySchema } from './money';
import { multiplierSchema, turnoverBases } from './promotions';

/**
 * Coupons (docs/domain/rewards.md §3 rule 10): a campaign of single-use codes (≥ 10 characters from a CSPRNG,
 * stored hashed), a quantity taken by an atomic decrement, one redemption per member, eligibility
 * flags, an expiry. A redeemed coupon becomes a bonus with its wagering condition.
 */
export const couponPaths = {
  redeem: '/api/v2/coupons/redeem',
  adminCampaigns: '/api/admin/coupons/campaigns',
  /** `PUT {enabled}`: switch a campaign's redemptions off (or on again); audited. */
  adminCampaignEnabled: '/api/admin/coupons/campaigns/:id/enabled',
} as const;

/** The code alphabet: no 0/O, 1/I/L, so a code read aloud or typed on a phone is unambiguous. */
export const COUPON_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const COUPON_CODE_LENGTH = 12;

/** What a member types: case and spaces/dashes ignored. */
export const couponCodeSchema = z
  .string()
  .transform((value) => value.toUpperCase().replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^[A-Z0-9]{10,32}$/, 'กรุณากรอกโค้ดคูปองให้ถูกต้อง'));

/** `POST /api/v2/coupons/redeem {code}` (Idempotency-Key). */
export const redeemCouponRequestSchema = z.object({ code: couponCodeSchema });
export const redeemCouponResponseSchema = z.object({
  campaignName: z.string(),
  bonus: moneySchema,
  turnoverTarget: moneySchema,
});

/**
 * A campaign as staff create it. Flags: `newMembersOnly` (registered within `newMemberDays`),
 * `minDepositInWindow` (credited deposits ≥ that amount within `depositWindowDays`).
 */
export const couponCampaignInputSchema = z
  .object({
    name: z.string().trim().min(1, 'กรุณากรอกชื่อแคมเปญ').max(120, 'ชื่อยาวเกินไป'),
    quantity: z.number().int().min(1, 'จำนวนต้องไม่ต่ำกว่า 1').max(10_000, 'สร้างได้ไม่เกิน 10,000 โค้ดต่อแคมเปญ'),
    value: amountInputSchema,
    multiplier: multiplierSchema,
    base: z.enum(turnoverBases).default('BONUS'),
    maxStake: amountInputSchema,
    newMembersOnly: z.boolean(),
    newMemberDays: z.number().int().min(1).max(365).default(7),
    minDepositInWindow: amountInputSchema.nullable(),
    depositWindowDays: z.number().int().min(1).max(90).default(7),
    expiresAt: z.iso.datetime({ offset: true }),
  })
  .superRefine((input, ctx) => {
    if (input.value <= 0n) ctx.addIssue({ code: 'custom', path: ['value'], message: 'มูลค่าต้องมากกว่า 0' });
    if (input.maxStake <= 0n)
      ctx.addIssue({ code: 'custom', path: ['maxStake'], message: 'เดิมพันสูงสุดต้องมากกว่า 0' });
    if (input.minDepositInWindow !== null && input.minDepositInWindow <= 0n)
      ctx.addIssue({ code: 'custom', path: ['minDepositInWindow'], message: 'ยอดฝากต้องมากกว่า 0' });
  });
export type CouponCampaignInput = z.input<typeof couponCampaignInputSchema>;

export const couponCampaignSchema = z.object({
  id: z.string(),
  name: z.string(),
  quantity: z.number(),
  remaining: z.number(),
  redeemed: z.number(),
  value: moneySchema,
  multiplier: z.string(),
  base: z.enum(turnoverBases),
  maxStake: moneySchema,
  newMembersOnly: z.boolean(),
  newMemberDays: z.number(),
  minDepositInWindow: moneySchema.nullable(),
  depositWindowDays: z.number(),
  expiresAt: z.string(),
  enabled: z.boolean(),
  /** When the codes were answered (they are shown once, at creation). */
  codesIssuedAt: z.string(),
  createdAt: z.string(),
});
export type CouponCampaign = z.infer<typeof couponCampaignSchema>;
/** `POST /api/admin/coupons/campaigns` answers the campaign and its codes, once (only hashes are kept). */
export const couponCampaignCreatedSchema = z.object({
  campaign: couponCampaignSchema,
  codes: z.array(z.string()),
});
export const couponCampaignPageSchema = pageSchema(couponCampaignSchema);
export const couponCampaignQuerySchema = pageQuerySchema;
export const couponCampaignParamsSchema = z.object({ id: z.uuid() });
export const couponCampaignEnabledRequestSchema = z.object({ enabled: z.boolean() });
