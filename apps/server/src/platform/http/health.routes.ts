import { apiPaths, envelopeSchema, errorCatalogue, healthSchema, noDataSchema } from '@chokdee/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from './envelope';

/**
 * `GET /api/health`: 200 once the node is `ready` (`main.ts`: it listens and its jobs made their first
 * runs) and its database answers; 503 STARTING before.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ ping(): Promise<void>; ready(): boolean }> = async (
  app,
  { ping, ready },
) => {
  const startedAt = Date.now();
  app.get(
    apiPaths.health,
    {
      // Load balancers poll it every second or so: its request lines would drown the log.
      logLevel: 'warn',
      schema: {
        tags: ['platform'],
        summary: 'Readiness (listening, first job runs made) and database check',
        response: { 200: envelopeSchema(healthSchema), 503: envelopeSchema(noDataSchema) },
      },
    },
    async (_request, reply) => {
      if (!ready()) {
        // Answered here, not thrown: a node starting is no error to log at every poll.
        const { code, http, message } = errorCatalogue.STARTING;
        return reply.code(http).send({ status: { code, message }, data: null });
      }
      await ping();
      return ok({ database: 'ok' as const, uptimeSeconds: Math.round((Date.now() - startedAt) / 1000) });
    },
  );
};
