import {
  adminGameSchema,
  adminGamesQuerySchema,
  envelopeSchema,
  gameInputSchema,
  gamePaths,
  pageSchema,
  staffAccess,
} from '@chokdee/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RequireStaff } from '#platform/auth/staff-guard';
import { ok } from '#platform/http/envelope';
import type { CatalogueService } from './catalogue.service';

const gameIdParamsSchema = z.object({ id: z.uuid('ไม่พบเกมนี้') });

/**
 * Games in the back office: every staff role reads them (support answers members about a game);
 * owner and lottery staff — who run the site's catalogue, as they do its lottery products — create
 * and change them. Changes are audited with before and after.
 */
export const gameCatalogueAdminRoutes: FastifyPluginAsyncZod<{
  service: CatalogueService;
  requireStaff: RequireStaff;
}> = async (app, { service, requireStaff }) => {
  const security = [{ bearer: [] }];
  const anyStaff = requireStaff(staffAccess.gameCatalogueRead);
  const manage = requireStaff(staffAccess.gameCatalogue);
  const response = { 200: envelopeSchema(adminGameSchema) };

  app.get(
    gamePaths.adminGames,
    {
      onRequest: anyStaff,
      schema: {
        tags: ['admin'],
        summary: 'Every game of the site, enabled or not, by provider, category and a search on name or slug',
        security,
        querystring: adminGamesQuerySchema,
        response: { 200: envelopeSchema(pageSchema(adminGameSchema)) },
      },
    },
    async (request) => {
      const { providerId, category, q, pageNo, pageSize } = request.query;
      return ok(
        await service.adminList(request.staff.operatorId, { providerId, category, q }, { pageNo, pageSize }),
      );
    },
  );
  app.get(
    gamePaths.adminGame,
    {
      onRequest: anyStaff,
      schema: { tags: ['admin'], summary: 'One game', security, params: gameIdParamsSchema, response },
    },
    async (request) => ok(await service.adminOne(request.staff.operatorId, request.params.id)),
  );
  app.post(
    gamePaths.adminGames,
    {
      onRequest: manage,
      schema: {
        tags: ['admin'],
        summary:
          'Add a game of one of the site’s providers (slug unique on the site, game code per provider)',
        security,
        body: gameInputSchema,
        response,
      },
    },
    async (request) => ok(await service.create(request.staff, request.ip, request.body)),
  );
  app.put(
    gamePaths.adminGame,
    {
      onRequest: manage,
      schema: {
        tags: ['admin'],
        summary: 'Replace a game’s settings',
        security,
        params: gameIdParamsSchema,
        body: gameInputSchema,
        response,
      },
    },
    async (request) => ok(await service.update(request.staff, request.ip, request.params.id, request.body)),
  );
};
