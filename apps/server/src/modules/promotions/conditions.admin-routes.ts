import {
  cancelConditionRequestSchema,
  cancelConditionResponseSchema,
  conditionAdminPageSchema,
  conditionAdminQuerySchema,
  conditionParamsSchema,
  envelopeSchema,
  promotionPaths,
  staffAccess,
} from '@chokdee/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffCaller } from '#modules/wallet/index';
import type { RequireStaff } from '#platform/auth/staff-guard';
import { ok } from '#platform/http/envelope';
import { optionalIdempotentRequest } from '#platform/http/idempotency';
import type { MyPromotionsService } from './my-promotions.service';

/**
 * Members' wagering conditions in the back office: every role reads them (support answers members'
 * questions about their progress); owner and finance cancel one, with a reason, audited.
 */
export const conditionsAdminRoutes: FastifyPluginAsyncZod<{
  service: MyPromotionsService;
  requireStaff: RequireStaff;
}> = async (app, { service, requireStaff }) => {
  const base = { tags: ['admin'], security: [{ bearer: [] }] };

  app.get(
    promotionPaths.adminConditions,
    {
      onRequest: requireStaff(staffAccess.promotionsRead),
      schema: {
        ...base,
        summary: "Members' wagering conditions with their progress, newest first (filter by member, status)",
        querystring: conditionAdminQuerySchema,
        response: { 200: envelopeSchema(conditionAdminPageSchema) },
      },
    },
    async (request) => ok(await service.listConditions(request.staff.operatorId, request.query)),
  );

  app.post(
    promotionPaths.adminConditionCancel,
    {
      onRequest: requireStaff(staffAccess.promotions),
      schema: {
        ...base,
        summary:
          "Cancel a member's open condition with a reason: its bonus and what it won are removed (audited)",
        params: conditionParamsSchema,
        body: cancelConditionRequestSchema,
        response: { 200: envelopeSchema(cancelConditionResponseSchema) },
      },
    },
    async (request) => {
      const { staff } = request;
      return ok(
        await service.cancelCondition(
          staff,
          request.ip,
          optionalIdempotentRequest(request, staffCaller(staff.staffId)),
          request.params.id,
          request.body.reason,
        ),
      );
    },
  );
};
