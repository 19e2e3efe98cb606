import {
  envelopeSchema,
  otpLimitsPaths,
  otpLimitsRequestSchema,
  otpLimitsSchema,
  staffAccess,
} from '@chokdee/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RequireStaff } from '#platform/auth/staff-guard';
import { ok } from '#platform/http/envelope';
import type { OtpLimitsService } from './otp-limits';

/** `GET/PUT /api/admin/settings/otp-limits`: the owner changes them (audited); finance and support read. */
export const otpLimitsAdminRoutes: FastifyPluginAsyncZod<{
  service: OtpLimitsService;
  requireStaff: RequireStaff;
}> = async (app, { service, requireStaff }) => {
  const security = [{ bearer: [] }];
  app.get(
    otpLimitsPaths.otpLimits,
    {
      onRequest: requireStaff(staffAccess.siteSettingsRead),
      schema: {
        tags: ['admin'],
        summary: 'OTP SMS limits: per client address per 10 minutes, and the hourly budget of the site',
        security,
        response: { 200: envelopeSchema(otpLimitsSchema) },
      },
    },
    async (request) => ok(await service.getLimits(request.staff.operatorId)),
  );
  app.put(
    otpLimitsPaths.otpLimits,
    {
      onRequest: requireStaff(staffAccess.owner),
      schema: {
        tags: ['admin'],
        summary: 'Set the OTP SMS limits (apply to the next send)',
        security,
        body: otpLimitsRequestSchema,
        response: { 200: envelopeSchema(otpLimitsSchema) },
      },
    },
    async (request) => ok(await service.putLimits(request.staff, request.ip, request.body)),
  );
};
