import { envelopeSchema, otpLimitsPaths, staffAccess, staffAlertListSchema } from '@chokdee/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RequireStaff } from '#platform/auth/staff-guard';
import { ok } from '#platform/http/envelope';
import type { StaffAlerts } from './staff.alerts';

/** `GET /api/admin/alerts`: the last day's staff alerts, for the dashboard (every staff role). */
export const staffAlertRoutes: FastifyPluginAsyncZod<{
  alerts: StaffAlerts;
  requireStaff: RequireStaff;
}> = async (app, { alerts, requireStaff }) => {
  app.get(
    otpLimitsPaths.staffAlerts,
    {
      onRequest: requireStaff(staffAccess.anyStaff),
      schema: {
        tags: ['admin'],
        summary: "The last 24 hours' staff alerts (e.g. the OTP budget spent), newest first",
        security: [{ bearer: [] }],
        response: { 200: envelopeSchema(staffAlertListSchema) },
      },
    },
    async (request) => ok({ data: await alerts.recent(request.staff.operatorId) }),
  );
};
