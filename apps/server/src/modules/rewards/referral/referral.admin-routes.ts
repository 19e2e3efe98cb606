import {
  envelopeSchema,
  referralPaths,
  referralReportQuerySchema,
  referralReportSchema,
  referralSettingsInputSchema,
  referralSettingsSchema,
  staffAccess,
} from '@chokdee/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RequireStaff } from '#platform/auth/staff-guard';
import { ok } from '#platform/http/envelope';
import type { ReferralService } from './referral.service';

/** Referral settings (owner and finance change them, audited) and the per-referrer report. */
export const referralAdminRoutes: FastifyPluginAsyncZod<{
  service: ReferralService;
  requireStaff: RequireStaff;
}> = async (app, { service, requireStaff }) => {
  const security = [{ bearer: [] }];
  app.get(
    referralPaths.adminSettings,
    {
      onRequest: requireStaff(staffAccess.referral),
      schema: {
        tags: ['admin'],
        summary: 'The referral programme settings (defaults, switched off, when none are saved)',
        security,
        response: { 200: envelopeSchema(referralSettingsSchema) },
      },
    },
    async (request) => ok(await service.getSettings(request.staff.operatorId)),
  );
  app.put(
    referralPaths.adminSettings,
    {
      onRequest: requireStaff(staffAccess.referral),
      schema: {
        tags: ['admin'],
        summary: 'Change the referral settings (audited)',
        security,
        body: referralSettingsInputSchema,
        response: { 200: envelopeSchema(referralSettingsSchema) },
      },
    },
    async (request) => ok(await service.putSettings(request.staff, request.ip, request.body)),
  );
  app.get(
    referralPaths.adminReport,
    {
      onRequest: requireStaff(staffAccess.referral),
      schema: {
        tags: ['admin'],
        summary: 'Per referrer over Bangkok days: friends, valid friends, income, claimed',
        security,
        querystring: referralReportQuerySchema,
        response: { 200: envelopeSchema(referralReportSchema) },
      },
    },
    async (request) => ok(await service.report(request.staff.operatorId, request.query)),
  );
};
