import {
  adminYeekeeMarketListSchema,
  adminYeekeeMarketSchema,
  createYeekeeMarketRequestSchema,
  envelopeSchema,
  staffAccess,
  updateYeekeeMarketRequestSchema,
  yeekeeAdminPaths,
  yeekeeMarketCodeParamsSchema,
} from '@chokdee/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RequireStaff } from '#platform/auth/staff-guard';
import { ok } from '#platform/http/envelope';
import type { MarketService } from './market.service';

/** Yeekee markets in the back office: every staff role reads; owner and lottery create and edit (audited). */
export const yeekeeMarketAdminRoutes: FastifyPluginAsyncZod<{
  service: MarketService;
  requireStaff: RequireStaff;
}> = async (app, { service, requireStaff }) => {
  const security = [{ bearer: [] }];
  const lottery = requireStaff(staffAccess.lottery);
  const response = { 200: envelopeSchema(adminYeekeeMarketSchema) };

  app.get(
    yeekeeAdminPaths.markets,
    {
      onRequest: requireStaff(staffAccess.anyStaff),
      schema: {
        tags: ['admin'],
        summary: 'Yeekee markets with their settings',
        security,
        response: { 200: envelopeSchema(adminYeekeeMarketListSchema) },
      },
    },
    async (request) => ok(await service.list(request.staff.operatorId)),
  );
  app.post(
    yeekeeAdminPaths.markets,
    {
      onRequest: lottery,
      schema: {
        tags: ['admin'],
        summary: 'Create a Yeekee market (its first round starts at the next minute)',
        security,
        body: createYeekeeMarketRequestSchema,
        response,
      },
    },
    async (request) => ok(await service.create(request.staff, request.ip, request.body)),
  );
  app.put(
    yeekeeAdminPaths.market,
    {
      onRequest: lottery,
      schema: {
        tags: ['admin'],
        summary: "A Yeekee market's settings (apply to rounds created after)",
        security,
        params: yeekeeMarketCodeParamsSchema,
        body: updateYeekeeMarketRequestSchema,
        response,
      },
    },
    async (request) => ok(await service.update(request.staff, request.ip, request.params.code, request.body)),
  );
};
