import {
  envelopeSchema,
  vipClaimRequestSchema,
  vipClaimResponseSchema,
  vipPaths,
  vipViewSchema,
} from '@chokdee/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MemberGuard } from '#platform/auth/member-guard';
import { ok } from '#platform/http/envelope';
import { idempotentRequest } from '#platform/http/idempotency';
import type { VipService } from './vip.service';

/** The member's VIP calls: the page's read and the upgrade-bonus claim (Idempotency-Key). */
export const vipRoutes: FastifyPluginAsyncZod<{ service: VipService; guard: MemberGuard }> = async (
  app,
  { service, guard },
) => {
  const base = { tags: ['rewards'], security: [{ bearer: [] }] };
  app.get(
    vipPaths.me,
    {
      onRequest: guard,
      schema: {
        ...base,
        summary:
          "The member's VIP level, 90-day turnover, progress to the next level, every level's benefits",
        response: { 200: envelopeSchema(vipViewSchema) },
      },
    },
    async (request) => ok(await service.me(request.operator.id, request.member.memberId)),
  );
  app.post(
    vipPaths.claimBonus,
    {
      onRequest: guard,
      schema: {
        ...base,
        summary: "Take a level's upgrade bonus as bonus with ×10 turnover (once per level per member's life)",
        body: vipClaimRequestSchema,
        response: { 200: envelopeSchema(vipClaimResponseSchema) },
      },
    },
    async (request) => {
      const { memberId } = request.member;
      return ok(
        await service.claimUpgradeBonus(idempotentRequest(request, memberId), memberId, request.body.level),
      );
    },
  );
};
