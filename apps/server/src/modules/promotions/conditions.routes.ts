import {
  bonusHistoryPageSchema,
  bonusHistoryQuerySchema,
  envelopeSchema,
  forfeitResponseSchema,
  myPromotionsSchema,
  promotionPaths,
} from '@chokdee/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MemberGuard } from '#platform/auth/member-guard';
import { ok } from '#platform/http/envelope';
import { idempotentRequest } from '#platform/http/idempotency';
import type { MyPromotionsService } from './my-promotions.service';

/**
 * The member's wagering calls: where they stand (`me`), their bonus history, and forfeit
 * (Idempotency-Key: a retry answers the first result and moves nothing).
 */
export const conditionsRoutes: FastifyPluginAsyncZod<{
  service: MyPromotionsService;
  guard: MemberGuard;
}> = async (app, { service, guard }) => {
  const base = { tags: ['promotions'], security: [{ bearer: [] }] };

  app.get(
    promotionPaths.me,
    {
      onRequest: guard,
      schema: {
        ...base,
        summary:
          'The promotion picked for the next deposit, the open condition with its progress, recent history',
        response: { 200: envelopeSchema(myPromotionsSchema) },
      },
    },
    async (request) => ok(await service.me(request.operator.id, request.member.memberId)),
  );

  app.get(
    promotionPaths.history,
    {
      onRequest: guard,
      schema: {
        ...base,
        summary: "The member's bonus history (grants, conversions, forfeits, closures), newest first",
        querystring: bonusHistoryQuerySchema,
        response: { 200: envelopeSchema(bonusHistoryPageSchema) },
      },
    },
    async (request) =>
      ok(
        await service.history(
          request.operator.id,
          request.member.memberId,
          request.query.pageNo,
          request.query.pageSize,
        ),
      ),
  );

  app.post(
    promotionPaths.forfeit,
    {
      onRequest: guard,
      schema: {
        ...base,
        summary: 'Forfeit the bonus being wagered (and what it won); cash is free at once',
        response: { 200: envelopeSchema(forfeitResponseSchema) },
      },
    },
    async (request) => {
      const { memberId } = request.member;
      return ok(await service.forfeit(idempotentRequest(request, memberId), memberId));
    },
  );
};
