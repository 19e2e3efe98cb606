import {
  adminYeekeeRoundListSchema,
  adminYeekeeShotPageSchema,
  envelopeSchema,
  roundCodeParamsSchema,
  staffAccess,
  yeekeeAdminPaths,
  yeekeeMarketCodeParamsSchema,
  yeekeeProofQuerySchema,
  yeekeeRoundsQuerySchema,
} from '@chokdee/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RequireStaff } from '#platform/auth/staff-guard';
import { ok } from '#platform/http/envelope';
import type { YeekeeAdminService } from './yeekee-admin.service';

/** The back office's Yeekee rounds and shots: every staff role reads; the member behind a shot, owner only. */
export const yeekeeAdminRoutes: FastifyPluginAsyncZod<{
  service: YeekeeAdminService;
  requireStaff: RequireStaff;
}> = async (app, { service, requireStaff }) => {
  const security = [{ bearer: [] }];
  const anyStaff = requireStaff(staffAccess.anyStaff);

  app.get(
    yeekeeAdminPaths.marketRounds,
    {
      onRequest: anyStaff,
      schema: {
        tags: ['admin'],
        summary: "A Yeekee market's rounds of a business date: shots, bettors, stakes, P&L, void reasons",
        security,
        params: yeekeeMarketCodeParamsSchema,
        querystring: yeekeeRoundsQuerySchema,
        response: { 200: envelopeSchema(adminYeekeeRoundListSchema) },
      },
    },
    async (request) =>
      ok(await service.roundsOfDay(request.staff.operatorId, request.params.code, request.query.date)),
  );
  app.get(
    yeekeeAdminPaths.roundShots,
    {
      onRequest: anyStaff,
      schema: {
        tags: ['admin'],
        summary: "A Yeekee round's full shot list, a page at a time (the member behind a shot: owner only)",
        security,
        params: roundCodeParamsSchema,
        querystring: yeekeeProofQuerySchema,
        response: { 200: envelopeSchema(adminYeekeeShotPageSchema) },
      },
    },
    async (request) => ok(await service.shots(request.staff, request.params.roundCode, request.query)),
  );
};
