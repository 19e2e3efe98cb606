import {
  envelopeSchema,
  rewardGrantListQuerySchema,
  rewardGrantPageSchema,
  rewardGrantParamsSchema,
  rewardGrantPaths,
  rewardGrantRejectRequestSchema,
  rewardGrantRequestSchema,
  rewardGrantSchema,
  rewardGrantSettingsRequestSchema,
  rewardGrantSettingsSchema,
  staffAccess,
} from '@chokdee/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffCaller } from '#modules/wallet/index';
import type { RequireStaff } from '#platform/auth/staff-guard';
import { ok } from '#platform/http/envelope';
import { idempotentRequest } from '#platform/http/idempotency';
import type { GrantsService } from './grants.service';

/**
 * `/api/admin/rewards/grants`: owner and finance grant a bonus by hand (Idempotency-Key), list the
 * grants and approve or reject another staff member's pending one; the owner sets the threshold.
 */
export const rewardGrantAdminRoutes: FastifyPluginAsyncZod<{
  service: GrantsService;
  requireStaff: RequireStaff;
}> = async (app, { service, requireStaff }) => {
  const granters = requireStaff(staffAccess.money);
  const owner = requireStaff(staffAccess.owner);
  const base = { tags: ['admin'], security: [{ bearer: [] }] };

  app.get(
    rewardGrantPaths.list,
    {
      onRequest: granters,
      schema: {
        ...base,
        summary: 'Manual bonus grants, newest first (status=PENDING: waiting for a second staff member)',
        querystring: rewardGrantListQuerySchema,
        response: { 200: envelopeSchema(rewardGrantPageSchema) },
      },
    },
    async (request) => ok(await service.list(request.staff.operatorId, request.query)),
  );
  app.post(
    rewardGrantPaths.create,
    {
      onRequest: granters,
      schema: {
        ...base,
        summary:
          'Grant a bonus with its turnover (Idempotency-Key); above the threshold it waits for approval',
        body: rewardGrantRequestSchema,
        response: { 200: envelopeSchema(rewardGrantSchema) },
      },
    },
    async (request) =>
      ok(
        await service.request(
          request.staff,
          request.ip,
          idempotentRequest(request, staffCaller(request.staff.staffId)),
          request.body,
        ),
      ),
  );
  app.post(
    rewardGrantPaths.approve,
    {
      onRequest: granters,
      schema: {
        ...base,
        summary: "Approve another staff member's pending grant: the bonus is granted now",
        params: rewardGrantParamsSchema,
        response: { 200: envelopeSchema(rewardGrantSchema) },
      },
    },
    async (request) => ok(await service.approve(request.staff, request.ip, request.params.id)),
  );
  app.post(
    rewardGrantPaths.reject,
    {
      onRequest: granters,
      schema: {
        ...base,
        summary: "Reject another staff member's pending grant: nothing is granted",
        params: rewardGrantParamsSchema,
        body: rewardGrantRejectRequestSchema,
        response: { 200: envelopeSchema(rewardGrantSchema) },
      },
    },
    async (request) =>
      ok(await service.reject(request.staff, request.ip, request.params.id, request.body.reason)),
  );
  app.get(
    rewardGrantPaths.settings,
    {
      onRequest: granters,
      schema: {
        ...base,
        summary: 'The approval threshold of manual grants',
        response: { 200: envelopeSchema(rewardGrantSettingsSchema) },
      },
    },
    async (request) => ok(await service.settings(request.staff.operatorId)),
  );
  app.put(
    rewardGrantPaths.settings,
    {
      onRequest: owner,
      schema: {
        ...base,
        summary: 'Change the approval threshold of manual grants (owner), audited',
        body: rewardGrantSettingsRequestSchema,
        response: { 200: envelopeSchema(rewardGrantSettingsSchema) },
      },
    },
    async (request) => ok(await service.saveSettings(request.staff, request.ip, request.body)),
  );
};
