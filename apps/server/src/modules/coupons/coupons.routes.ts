import {
  couponPaths,
  envelopeSchema,
  redeemCouponRequestSchema,
  redeemCouponResponseSchema,
} from '@chokdee/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MemberGuard } from '#platform/auth/member-guard';
import { ok } from '#platform/http/envelope';
import { idempotentRequest } from '#platform/http/idempotency';
import type { CouponsService } from './coupons.service';

/** The member's coupon call (Idempotency-Key: a retry answers the first result and grants once). */
export const couponRoutes: FastifyPluginAsyncZod<{ service: CouponsService; guard: MemberGuard }> = async (
  app,
  { service, guard },
) => {
  app.post(
    couponPaths.redeem,
    {
      onRequest: guard,
      schema: {
        tags: ['promotions'],
        summary: 'Redeem a coupon code: its value becomes a bonus with its turnover condition',
        security: [{ bearer: [] }],
        body: redeemCouponRequestSchema,
        response: { 200: envelopeSchema(redeemCouponResponseSchema) },
      },
    },
    async (request) => {
      const { memberId } = request.member;
      return ok(
        await service.redeem(idempotentRequest(request, memberId), memberId, request.ip, request.body.code),
      );
    },
  );
};
