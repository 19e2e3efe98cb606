import {
  billNoParamsSchema,
  billSchema,
  cancelBillResponseSchema,
  envelopeSchema,
  lotteryPaths,
  orderHistoryItemSchema,
  orderHistoryQuerySchema,
  pageSchema,
  placeBillRequestSchema,
} from '@chokdee/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MemberGuard } from '#platform/auth/member-guard';
import { ok } from '#platform/http/envelope';
import { idempotentRequest } from '#platform/http/idempotency';
import type { BillService } from './bill.service';

/**
 * The member's bills. Registered inside the tenant scope. The POSTs need an Idempotency-Key: a retry
 * answers the first result (same status and body) and moves nothing.
 */
export const lotteryBillRoutes: FastifyPluginAsyncZod<{ service: BillService; guard: MemberGuard }> = async (
  app,
  { service, guard },
) => {
  app.post(
    lotteryPaths.placeBill,
    {
      onRequest: guard,
      schema: {
        tags: ['lottery'],
        summary: 'Place a bill: every line valid or none, the wallet debited once for the total',
        security: [{ bearer: [] }],
        body: placeBillRequestSchema,
        response: { 200: envelopeSchema(billSchema) },
      },
    },
    async (request) => {
      const { memberId } = request.member;
      const answer = await service.placeBill(idempotentRequest(request, memberId), memberId, request.body);
      return ok(answer);
    },
  );

  app.get(
    lotteryPaths.orderHistory,
    {
      onRequest: guard,
      schema: {
        tags: ['lottery'],
        summary: "The member's bills, pending (0) or settled (1), newest first, paged",
        security: [{ bearer: [] }],
        querystring: orderHistoryQuerySchema,
        response: { 200: envelopeSchema(pageSchema(orderHistoryItemSchema)) },
      },
    },
    async (request) =>
      ok(await service.orderHistory(request.operator.id, request.member.memberId, request.query)),
  );

  app.get(
    lotteryPaths.bill,
    {
      onRequest: guard,
      schema: {
        tags: ['lottery'],
        summary: 'One of the member’s bills with its lines',
        security: [{ bearer: [] }],
        params: billNoParamsSchema,
        response: { 200: envelopeSchema(billSchema) },
      },
    },
    async (request) =>
      ok(await service.billDetail(request.operator.id, request.member.memberId, request.params.billNo)),
  );

  app.post(
    lotteryPaths.cancelBill,
    {
      onRequest: guard,
      schema: {
        tags: ['lottery'],
        summary:
          'Cancel a pending bill (round open, within 60 minutes, at most 10 per round): the stake comes back',
        security: [{ bearer: [] }],
        params: billNoParamsSchema,
        response: { 200: envelopeSchema(cancelBillResponseSchema) },
      },
    },
    async (request) => {
      const { memberId } = request.member;
      const answer = await service.cancelBill(
        idempotentRequest(request, memberId),
        memberId,
        request.params.billNo,
      );
      return ok(answer);
    },
  );
};
