import {
  adjustmentAdminPaths,
  adjustmentListQuerySchema,
  adjustmentPageSchema,
  adjustmentRejectRequestSchema,
  adjustmentRequestSchema,
  adjustmentSettingsRequestSchema,
  adjustmentSettingsSchema,
  adminMemberParamsSchema,
  envelopeSchema,
  staffAccess,
  th,
} from '@chokdee/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RequireStaff } from '#platform/auth/staff-guard';
import { ok } from '#platform/http/envelope';
import type { WalletAdminService } from './wallet-admin.service';

/**
 * `/api/admin/adjustments/*`: owner and finance list adjustments and approve or reject another staff
 * member's pending one; the owner changes the adjustment rules, finance reads them.
 */
export const adjustmentAdminRoutes: FastifyPluginAsyncZod<{
  service: Pick<WalletAdminService, 'list' | 'approve' | 'reject' | 'settings' | 'saveSettings'>;
  requireStaff: RequireStaff;
}> = async (app, { service, requireStaff }) => {
  const checkers = requireStaff(staffAccess.money);
  const owner = requireStaff(staffAccess.owner);
  const base = { tags: ['admin'], security: [{ bearer: [] }] };

  app.get(
    adjustmentAdminPaths.list,
    {
      onRequest: checkers,
      schema: {
        ...base,
        summary: 'Staff adjustments, newest first (status=PENDING: waiting for a second staff member)',
        querystring: adjustmentListQuerySchema,
        response: { 200: envelopeSchema(adjustmentPageSchema) },
      },
    },
    async (request) => ok(await service.list(request.staff.operatorId, request.query)),
  );

  app.post(
    adjustmentAdminPaths.approve,
    {
      onRequest: checkers,
      schema: {
        ...base,
        summary: "Approve another staff member's pending adjustment: the money moves now",
        params: adminMemberParamsSchema,
        response: { 200: envelopeSchema(adjustmentRequestSchema) },
      },
    },
    async (request) =>
      ok(await service.approve(request.staff, request.ip, request.params.id), th.adjustmentApproved),
  );

  app.post(
    adjustmentAdminPaths.reject,
    {
      onRequest: checkers,
      schema: {
        ...base,
        summary: "Reject another staff member's pending adjustment: nothing moves",
        params: adminMemberParamsSchema,
        body: adjustmentRejectRequestSchema,
        response: { 200: envelopeSchema(adjustmentRequestSchema) },
      },
    },
    async (request) =>
      ok(
        await service.reject(request.staff, request.ip, request.params.id, request.body.reason),
        th.adjustmentRejected,
      ),
  );

  app.get(
    adjustmentAdminPaths.settings,
    {
      onRequest: checkers,
      schema: {
        ...base,
        summary: 'Adjustment rules: approval threshold and daily cap per staff member',
        response: { 200: envelopeSchema(adjustmentSettingsSchema) },
      },
    },
    async (request) => ok(await service.settings(request.staff.operatorId)),
  );

  app.put(
    adjustmentAdminPaths.settings,
    {
      onRequest: owner,
      schema: {
        ...base,
        summary: 'Change the adjustment rules (owner), audited',
        body: adjustmentSettingsRequestSchema,
        response: { 200: envelopeSchema(adjustmentSettingsSchema) },
      },
    },
    async (request) =>
      ok(await service.saveSettings(request.staff, request.ip, request.body), th.adjustmentSettingsSaved),
  );
};
