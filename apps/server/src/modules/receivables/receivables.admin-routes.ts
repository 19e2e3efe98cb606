import {
  adminMemberParamsSchema,
  envelopeSchema,
  memberReceivableSchema,
  receivableListQuerySchema,
  receivablePageSchema,
  receivablePaths,
  receivableWriteOffRequestSchema,
  receivableWriteOffResponseSchema,
  staffAccess,
} from '@chokdee/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffCaller } from '#modules/wallet/index';
import type { RequireStaff } from '#platform/auth/staff-guard';
import { ok } from '#platform/http/envelope';
import { idempotentRequest } from '#platform/http/idempotency';
import type { ReceivablesService } from './receivables.service';

/**
 * Receivables in the back office: owner, finance and support read the list, every role sees a
 * member's; only the owner writes one off (forgiving money is the owner's call, as the correction
 * that raised it was — and finance, who pays withdrawals, cannot release a held one alone).
 */
export const receivablesAdminRoutes: FastifyPluginAsyncZod<{
  service: ReceivablesService;
  requireStaff: RequireStaff;
}> = async (app, { service, requireStaff }) => {
  const base = { tags: ['admin'], security: [{ bearer: [] }] };

  app.get(
    receivablePaths.receivables,
    {
      onRequest: requireStaff(staffAccess.moneyRead),
      schema: {
        ...base,
        summary: 'Open receivables (what members owe after a correction), oldest first',
        querystring: receivableListQuerySchema,
        response: { 200: envelopeSchema(receivablePageSchema) },
      },
    },
    async (request) => ok(await service.list(request.staff.operatorId, request.query)),
  );

  app.get(
    receivablePaths.memberReceivable,
    {
      onRequest: requireStaff(staffAccess.anyStaff),
      schema: {
        ...base,
        summary: "The member's open receivable, or null",
        params: adminMemberParamsSchema,
        response: { 200: envelopeSchema(memberReceivableSchema) },
      },
    },
    async (request) => ok(await service.ofMember(request.staff.operatorId, request.params.id)),
  );

  app.post(
    receivablePaths.writeOff,
    {
      onRequest: requireStaff(staffAccess.owner),
      schema: {
        ...base,
        summary: "Write off (part of) the member's receivable (Idempotency-Key), against WRITE_OFFS",
        params: adminMemberParamsSchema,
        body: receivableWriteOffRequestSchema,
        response: { 200: envelopeSchema(receivableWriteOffResponseSchema) },
      },
    },
    async (request) => {
      const { staff, body } = request;
      const answer = await service.writeOff(
        staff,
        request.ip,
        idempotentRequest(request, staffCaller(staff.staffId)),
        request.params.id,
        { amountSatang: body.amount, reason: body.reason },
      );
      return ok(answer);
    },
  );
};
