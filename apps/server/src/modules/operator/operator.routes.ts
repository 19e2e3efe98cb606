import {
  apiPaths,
  bankListSchema,
  envelopeSchema,
  webConfigQuerySchema,
  webConfigSchema,
} from '@chokdee/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '#platform/http/envelope';
import type { OperatorService } from './operator.service';

/** Public site settings. Registered inside the tenant scope. */
export const operatorRoutes: FastifyPluginAsyncZod<{ service: OperatorService }> = async (
  app,
  { service },
) => {
  app.get(
    apiPaths.bankList,
    {
      schema: {
        tags: ['config'],
        summary: 'Banks a member can register',
        response: { 200: envelopeSchema(bankListSchema) },
      },
    },
    async (request) => ok(await service.listBanks(request.operator.id)),
  );

  app.get(
    apiPaths.webConfig,
    {
      schema: {
        tags: ['config'],
        summary: "The site's public settings",
        querystring: webConfigQuerySchema,
        response: { 200: envelopeSchema(webConfigSchema) },
      },
    },
    async (request) => ok(await service.getWebConfig(request.operator)),
  );
};
