import { couponCodeSchema, couponPaths, type redeemCouponResponseSchema } from '@chokdee/contracts';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type RedeemedCoupon = z.infer<typeof redeemCouponResponseSchema>;

/** What the member typed, as the server reads it (upper case, spaces and dashes dropped), or undefined. */
export const normaliseCouponCode = (typed: string): string | undefined => {
  const parsed = couponCodeSchema.safeParse(typed);
  return parsed.success ? parsed.data : undefined;
};

/**
 * `POST /api/v2/coupons/redeem {code}` (Idempotency-Key): the coupon's value becomes a bonus with its
 * turnover condition. Silent: the modal shows the refusal beside the field.
 */
export const redeemCoupon = (code: string, idempotencyKey: string) =>
  api.post<RedeemedCoupon>(couponPaths.redeem, { code }, { idempotencyKey, silent: true });
