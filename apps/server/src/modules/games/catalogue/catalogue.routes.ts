import {
  envelopeSchema,
  gameDetailSchema,
  gameHistorySchema,
  gameLaunchSchema,
  gameListQuerySchema,
  gameListSchema,
  gamePaths,
  gameProviderListSchema,
  gameProvidersQuerySchema,
  gameRecentSchema,
  gameSlugParamsSchema,
  pageQuerySchema,
} from '@chokdee/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MemberGuard } from '#platform/auth/member-guard';
import { ok } from '#platform/http/envelope';
import type { CatalogueService } from './catalogue.service';

/**
 * The member site's game calls. The catalogue reads are public (guests browse the lobbies); recent
 * games, the round history and the launch are the member's.
 */
export const gameCatalogueRoutes: FastifyPluginAsyncZod<{
  service: CatalogueService;
  guard: MemberGuard;
}> = async (app, { service, guard }) => {
  const member = [{ bearer: [] }];

  app.get(
    gamePaths.list,
    {
      schema: {
        tags: ['games'],
        summary:
          'Enabled games of enabled providers, by category, provider code and a search on the Thai name or slug, in the site’s order',
        querystring: gameListQuerySchema,
        response: { 200: envelopeSchema(gameListSchema) },
      },
    },
    async (request) => {
      const { category, provider, q, pageNo, pageSize } = request.query;
      return ok(
        await service.list(
          request.operator.id,
          { category, providerCode: provider, q },
          { pageNo, pageSize },
        ),
      );
    },
  );

  app.get(
    gamePaths.providers,
    {
      schema: {
        tags: ['games'],
        summary: 'Enabled providers with at least one enabled game (of the category), with their game count',
        querystring: gameProvidersQuerySchema,
        response: { 200: envelopeSchema(gameProviderListSchema) },
      },
    },
    async (request) => ok(await service.providers(request.operator.id, request.query.category)),
  );

  app.get(
    gamePaths.recent,
    {
      onRequest: guard,
      schema: {
        tags: ['games'],
        summary: 'The member’s recently launched games (still enabled), newest first, at most 12',
        security: member,
        response: { 200: envelopeSchema(gameRecentSchema) },
      },
    },
    async (request) => ok(await service.recent(request.operator.id, request.member.memberId)),
  );

  app.get(
    gamePaths.history,
    {
      onRequest: guard,
      schema: {
        tags: ['games'],
        summary: 'The member’s game rounds (provider, game, stake, win, status), newest first',
        security: member,
        querystring: pageQuerySchema,
        response: { 200: envelopeSchema(gameHistorySchema) },
      },
    },
    async (request) => ok(await service.history(request.operator.id, request.member.memberId, request.query)),
  );

  app.get(
    gamePaths.one,
    {
      schema: {
        tags: ['games'],
        summary: 'One enabled game (the launcher’s title and way back)',
        params: gameSlugParamsSchema,
        response: { 200: envelopeSchema(gameDetailSchema) },
      },
    },
    async (request) => ok(await service.one(request.operator.id, request.params.slug)),
  );

  app.post(
    gamePaths.launch,
    {
      onRequest: guard,
      schema: {
        tags: ['games'],
        summary:
          'Starts a session with the game’s provider (earlier ones with that provider end) and answers the URL that opens the game',
        security: member,
        params: gameSlugParamsSchema,
        response: { 200: envelopeSchema(gameLaunchSchema) },
      },
    },
    async (request) =>
      ok(
        await service.launch(
          request.operator.id,
          request.member.memberId,
          request.params.slug,
          `${request.protocol}://${request.host}`,
        ),
      ),
  );
};
