import {
  devClockPath,
  devClockRequestSchema,
  devClockSchema,
  envelopeSchema,
  staffAccess,
} from '@chokdee/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RequireStaff } from '#platform/auth/staff-guard';
import type { ShiftableClock } from '#platform/clock';
import { ok } from './envelope';

/**
 * `POST /api/dev/clock {advanceMs}` (owner): moves the server's clock forward. Registered only when
 * DEV_CLOCK=true outside production, for demos and the e2e suite's period jobs.
 */
export const devClockRoutes: FastifyPluginAsyncZod<{
  clock: ShiftableClock;
  requireStaff: RequireStaff;
}> = async (app, { clock, requireStaff }) => {
  app.post(
    devClockPath,
    {
      onRequest: requireStaff(staffAccess.owner),
      schema: {
        tags: ['dev'],
        summary: "Dev only: move the server's clock forward",
        security: [{ bearer: [] }],
        body: devClockRequestSchema,
        response: { 200: envelopeSchema(devClockSchema) },
      },
    },
    async (request) => {
      clock.shift(request.body.advanceMs);
      return ok({ now: clock.now().toISOString() });
    },
  );
};
