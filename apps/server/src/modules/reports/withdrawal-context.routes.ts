import {
  envelopeSchema,
  staffAccess,
  withdrawalContextPaths,
  withdrawalContextSchema,
} from '@chokdee/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RequireStaff } from '#platform/auth/staff-guard';
import { ok } from '#platform/http/envelope';
import type { WithdrawalContextService } from './withdrawal-context.service';

/** `GET /api/admin/withdrawals/{id}/context` (owner, finance: those who pay withdrawals). */
export const withdrawalContextRoutes: FastifyPluginAsyncZod<{
  service: WithdrawalContextService;
  requireStaff: RequireStaff;
}> = async (app, { service, requireStaff }) => {
  app.get(
    withdrawalContextPaths.context,
    {
      onRequest: requireStaff(staffAccess.money),
      schema: {
        tags: ['admin'],
        summary: "A withdrawal's context: the member's deposits, withdrawals, stakes and wins, and its flags",
        security: [{ bearer: [] }],
        params: z.object({ id: z.uuid() }),
        response: { 200: envelopeSchema(withdrawalContextSchema) },
      },
    },
    async (request) => ok(await service.context(request.staff.operatorId, request.params.id)),
  );
};
