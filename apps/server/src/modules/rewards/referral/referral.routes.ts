import {
  envelopeSchema,
  inviteParamsSchema,
  inviteSchema,
  referralClaimResponseSchema,
  referralFriendsPageSchema,
  referralFriendsQuerySchema,
  referralHistoryPageSchema,
  referralHistoryQuerySchema,
  referralIncomeQuerySchema,
  referralIncomeSchema,
  referralPaths,
  referralSummarySchema,
} from '@chokdee/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MemberGuard } from '#platform/auth/member-guard';
import { ok } from '#platform/http/envelope';
import { idempotentRequest } from '#platform/http/idempotency';
import type { ReferralService } from './referral.service';

/** The invitation (public) and the member's referral calls; the claim takes an Idempotency-Key. */
export const referralRoutes: FastifyPluginAsyncZod<{ service: ReferralService; guard: MemberGuard }> = async (
  app,
  { service, guard },
) => {
  const base = { tags: ['referral'], security: [{ bearer: [] }] };

  app.get(
    referralPaths.invite,
    {
      schema: {
        tags: ['referral'],
        summary: "An invitation: the inviting member's masked name (counts one click per client per day)",
        params: inviteParamsSchema,
        response: { 200: envelopeSchema(inviteSchema) },
      },
    },
    async (request) => ok(await service.invite(request.operator.id, request.params.slug, request.ip)),
  );

  app.get(
    referralPaths.summary,
    {
      onRequest: guard,
      schema: {
        ...base,
        summary: 'Link, code, clicks, friends, income today and this month, the claimable balance',
        response: { 200: envelopeSchema(referralSummarySchema) },
      },
    },
    async (request) => ok(await service.summary(request.operator.id, request.member.memberId)),
  );

  app.get(
    referralPaths.members,
    {
      onRequest: guard,
      schema: {
        ...base,
        summary: "The member's friends: masked name, joined, valid or why not, this month's turnover",
        querystring: referralFriendsQuerySchema,
        response: { 200: envelopeSchema(referralFriendsPageSchema) },
      },
    },
    async (request) =>
      ok(
        await service.friends(
          request.operator.id,
          request.member.memberId,
          request.query.pageNo,
          request.query.pageSize,
        ),
      ),
  );

  app.get(
    referralPaths.history,
    {
      onRequest: guard,
      schema: {
        ...base,
        summary: 'Referral income per day and claims, newest first',
        querystring: referralHistoryQuerySchema,
        response: { 200: envelopeSchema(referralHistoryPageSchema) },
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

  app.get(
    referralPaths.income,
    {
      onRequest: guard,
      schema: {
        ...base,
        summary: 'Referral income per Bangkok day (31 days) or month (12 months)',
        querystring: referralIncomeQuerySchema,
        response: { 200: envelopeSchema(referralIncomeSchema) },
      },
    },
    async (request) =>
      ok(await service.income(request.operator.id, request.member.memberId, request.query.by)),
  );

  app.post(
    referralPaths.claim,
    {
      onRequest: guard,
      schema: {
        ...base,
        summary: 'Claim the whole referral balance (cash, or bonus with its condition per setting)',
        response: { 200: envelopeSchema(referralClaimResponseSchema) },
      },
    },
    async (request) => {
      const { memberId } = request.member;
      return ok(await service.claim(idempotentRequest(request, memberId), memberId));
    },
  );
};
