import {
  envelopeSchema,
  roundCodeParamsSchema,
  yeekeeMarketCodeParamsSchema,
  yeekeeMarketListSchema,
  yeekeeMyShotsSchema,
  yeekeePaths,
  yeekeeRoundDetailSchema,
  yeekeeRoundListSchema,
  yeekeeRoundsQuerySchema,
  yeekeeShootRequestSchema,
  yeekeeShotAcceptedSchema,
  yeekeeShotPageSchema,
  yeekeeShotsQuerySchema,
} from '@chokdee/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MemberGuard } from '#platform/auth/member-guard';
import { ok } from '#platform/http/envelope';
import { optionalIdempotentRequest } from '#platform/http/idempotency';
import type { ShotIntake } from './shot-intake';
import type { YeekeeRead } from './yeekee-read';

/**
 * Yeekee for members (inside the tenant scope): markets, a day's rounds and the board are open to
 * guests like the catalogue; a round's detail (with the member's own count), their shots and shooting
 * need a member.
 */
export const yeekeeMemberRoutes: FastifyPluginAsyncZod<{
  read: YeekeeRead;
  intake: ShotIntake;
  guard: MemberGuard;
}> = async (app, { read, intake, guard }) => {
  app.get(
    yeekeePaths.markets,
    {
      schema: {
        tags: ['yeekee'],
        summary: 'Yeekee markets with their rules (rounds, window, minimum shots, limits, formula)',
        response: { 200: envelopeSchema(yeekeeMarketListSchema) },
      },
    },
    async (request) => ok(await read.markets(request.operator.id)),
  );

  app.get(
    yeekeePaths.marketRounds,
    {
      schema: {
        tags: ['yeekee'],
        summary: "A market's rounds of a business date (default: the current one) with phase and result",
        params: yeekeeMarketCodeParamsSchema,
        querystring: yeekeeRoundsQuerySchema,
        response: { 200: envelopeSchema(yeekeeRoundListSchema) },
      },
    },
    async (request) =>
      ok(await read.marketRounds(request.operator.id, request.params.code, request.query.date)),
  );

  app.get(
    yeekeePaths.round,
    {
      onRequest: guard,
      schema: {
        tags: ['yeekee'],
        summary: 'A Yeekee round: times, running sum and count, seed commitment, my shot count and next shot',
        security: [{ bearer: [] }],
        params: roundCodeParamsSchema,
        response: { 200: envelopeSchema(yeekeeRoundDetailSchema) },
      },
    },
    async (request) =>
      ok(await read.roundDetail(request.operator.id, request.member.memberId, request.params.roundCode)),
  );

  app.get(
    yeekeePaths.shots,
    {
      schema: {
        tags: ['yeekee'],
        summary: 'The board by seq: shots after afterSeq, or the newest; masked names',
        params: roundCodeParamsSchema,
        querystring: yeekeeShotsQuerySchema,
        response: { 200: envelopeSchema(yeekeeShotPageSchema) },
      },
    },
    async (request) => ok(await read.shots(request.operator.id, request.params.roundCode, request.query)),
  );

  app.get(
    yeekeePaths.myShots,
    {
      onRequest: guard,
      schema: {
        tags: ['yeekee'],
        summary: "The member's own shots in the round with their seq and server time",
        security: [{ bearer: [] }],
        params: roundCodeParamsSchema,
        response: { 200: envelopeSchema(yeekeeMyShotsSchema) },
      },
    },
    async (request) =>
      ok(await read.myShots(request.operator.id, request.member.memberId, request.params.roundCode)),
  );

  app.post(
    yeekeePaths.shots,
    {
      onRequest: guard,
      schema: {
        tags: ['yeekee'],
        summary:
          'Shoot a 5-digit number: its seq and server receive time, or a refusal with retryAfterMs (window, limit, cooldown, account); an optional Idempotency-Key makes a retry answer the first shot',
        security: [{ bearer: [] }],
        params: roundCodeParamsSchema,
        body: yeekeeShootRequestSchema,
        response: { 200: envelopeSchema(yeekeeShotAcceptedSchema) },
      },
    },
    async (request) => {
      const { memberId } = request.member;
      const shot = {
        operatorId: request.operator.id,
        memberId,
        roundCode: request.params.roundCode,
        number: request.body.number,
      };
      return ok(await intake.shoot(shot, optionalIdempotentRequest(request, memberId)));
    },
  );
};
