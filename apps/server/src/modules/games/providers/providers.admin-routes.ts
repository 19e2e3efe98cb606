import {
  adminGameProviderOptionSchema,
  adminGameProviderSchema,
  envelopeSchema,
  gamePaths,
  gameProviderInputSchema,
  gameProviderParamsSchema,
  gameProviderSecretSchema,
  staffAccess,
} from '@chokdee/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RequireStaff } from '#platform/auth/staff-guard';
import { ok } from '#platform/http/envelope';
import type { ProviderService } from './provider.service';

/**
 * Game providers in the back office: the owner adds, changes and rotates them (credentials are money:
 * a provider's key moves members' balances); finance and support read them. The secret is answered
 * only by create and rotate, never cached by the browser; every change is audited.
 */
export const providerAdminRoutes: FastifyPluginAsyncZod<{
  service: ProviderService;
  requireStaff: RequireStaff;
}> = async (app, { service, requireStaff }) => {
  const readers = requireStaff(staffAccess.gameProvidersRead);
  const owner = requireStaff(staffAccess.gameProviders);
  const security = [{ bearer: [] }];

  app.get(
    gamePaths.adminProviders,
    {
      onRequest: readers,
      schema: {
        tags: ['admin'],
        summary: "The operator's game providers (public key, addresses, switch; never the secret)",
        security,
        response: { 200: envelopeSchema(z.array(adminGameProviderSchema)) },
      },
    },
    async (request) => ok(await service.list(request.staff.operatorId)),
  );

  app.get(
    gamePaths.adminProviderOptions,
    {
      // The catalogue's roles add games (lottery) without reading the providers' configuration.
      onRequest: requireStaff(staffAccess.gameCatalogueRead),
      schema: {
        tags: ['admin'],
        summary: "The operator's game providers by name: what a game of the catalogue may belong to",
        security,
        response: { 200: envelopeSchema(z.array(adminGameProviderOptionSchema)) },
      },
    },
    async (request) => ok(await service.options(request.staff.operatorId)),
  );

  app.get(
    gamePaths.adminProvider,
    {
      onRequest: readers,
      schema: {
        tags: ['admin'],
        summary: 'One game provider',
        security,
        params: gameProviderParamsSchema,
        response: { 200: envelopeSchema(adminGameProviderSchema) },
      },
    },
    async (request) => ok(await service.get(request.staff.operatorId, request.params.id)),
  );

  app.post(
    gamePaths.adminProviders,
    {
      onRequest: owner,
      schema: {
        tags: ['admin'],
        summary:
          'Add a game provider: its wallet key and secret are made here, the secret answered this once',
        security,
        body: gameProviderInputSchema,
        response: { 200: envelopeSchema(gameProviderSecretSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await service.create(request.staff, request.ip, request.body));
    },
  );

  app.put(
    gamePaths.adminProvider,
    {
      onRequest: owner,
      schema: {
        tags: ['admin'],
        summary: "Change a game provider's configuration (not its credentials)",
        security,
        params: gameProviderParamsSchema,
        body: gameProviderInputSchema,
        response: { 200: envelopeSchema(adminGameProviderSchema) },
      },
    },
    async (request) => ok(await service.update(request.staff, request.ip, request.params.id, request.body)),
  );

  app.post(
    gamePaths.adminProviderRotate,
    {
      onRequest: owner,
      schema: {
        tags: ['admin'],
        summary: "Rotate a provider's secret: the new one is answered this once; the old one stops at once",
        security,
        params: gameProviderParamsSchema,
        response: { 200: envelopeSchema(gameProviderSecretSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await service.rotateSecret(request.staff, request.ip, request.params.id));
    },
  );
};
