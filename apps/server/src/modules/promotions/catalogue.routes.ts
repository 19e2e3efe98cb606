import {
  envelopeSchema,
  promotionBannersSchema,
  promotionListSchema,
  promotionPaths,
  selectPromotionRequestSchema,
  selectPromotionResponseSchema,
} from '@chokdee/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MemberGuard } from '#platform/auth/member-guard';
import { ok } from '#platform/http/envelope';
import { idempotentRequest } from '#platform/http/idempotency';
import type { CatalogueService } from './catalogue.service';

/**
 * The member's promotions calls. The list and the banners are public (the site shows them to
 * guests); a request that carries a token must carry a valid one, and then the list answers for that
 * member. Select needs an Idempotency-Key.
 */
export const promotionCatalogueRoutes: FastifyPluginAsyncZod<{
  service: CatalogueService;
  guard: MemberGuard;
}> = async (app, { service, guard }) => {
  const memberIfToken = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.headers.authorization !== undefined) await guard(request, reply);
  };

  app.get(
    promotionPaths.list,
    {
      onRequest: memberIfToken,
      schema: {
        tags: ['promotions'],
        summary:
          'Promotions open now with plain-Thai terms; for a member also whether each can be taken now (and why not), the selection and the last deposit result',
        security: [{}, { bearer: [] }],
        response: { 200: envelopeSchema(promotionListSchema) },
      },
    },
    async (request) =>
      ok(
        await service.list(
          request.operator.id,
          request.headers.authorization !== undefined ? request.member.memberId : undefined,
        ),
      ),
  );

  app.get(
    promotionPaths.banners,
    {
      schema: {
        tags: ['promotions'],
        summary: 'Banners of the promotions open now, for the home page',
        response: { 200: envelopeSchema(promotionBannersSchema) },
      },
    },
    async (request) => ok(await service.banners(request.operator.id)),
  );

  app.post(
    promotionPaths.select,
    {
      onRequest: guard,
      schema: {
        tags: ['promotions'],
        summary: 'Pick the promotion for the next deposit (null: ไม่รับโปรโมชั่น); needs an Idempotency-Key',
        security: [{ bearer: [] }],
        body: selectPromotionRequestSchema,
        response: { 200: envelopeSchema(selectPromotionResponseSchema) },
      },
    },
    async (request) => {
      const { memberId } = request.member;
      return ok(
        await service.select(idempotentRequest(request, memberId), memberId, request.body.promotionId),
      );
    },
  );
};
