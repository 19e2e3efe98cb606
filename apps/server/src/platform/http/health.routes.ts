import { apiPaths, envelopeSchema, healthSchema } from '@chokdee/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from './envelope';

export const healthRoutes: FastifyPluginAsyncZod<{ ping(): Promise<void> }> = async (app, { ping }) => {
  const startedAt = Date.now();
  app.get(
    apiPaths.health,
    {
      // Load balancers poll it every second or so: its request lines would drown the log.
      logLevel: 'warn',
      schema: {
        tags: ['platform'],
        summary: 'Liveness and database check',
        response: { 200: envelopeSchema(healthSchema) },
      },
    },
    async () => {
      await ping();
      return ok({ database: 'ok' as const, uptimeSeconds: Math.round((Date.now() - startedAt) / 1000) });
    },
  );
};
