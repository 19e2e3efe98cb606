import {
  depositBankListSchema,
  depositIntentRequestSchema,
  depositIntentSchema,
  envelopeSchema,
  pageSchema,
  paymentHistoryItemSchema,
  paymentHistoryQuerySchema,
  paymentPaths,
  th,
  withdrawLimitsSchema,
  withdrawRequestSchema,
  withdrawResponseSchema,
} from '@chokdee/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MemberGuard } from '#platform/auth/member-guard';
import { ok } from '#platform/http/envelope';
import { idempotentRequest } from '#platform/http/idempotency';
import type { PaymentsService } from './payments.service';

/**
 * The member's money calls. Registered inside the tenant scope. The two POSTs need an
 * Idempotency-Key: a retry answers the first result (same status and body) and moves nothing.
 */
export const paymentsRoutes: FastifyPluginAsyncZod<{ service: PaymentsService; guard: MemberGuard }> = async (
  app,
  { service, guard },
) => {
  app.get(
    paymentPaths.depositBankList,
    {
      onRequest: guard,
      schema: {
        tags: ['payments'],
        summary: "The site's deposit accounts (bank and PromptPay)",
        security: [{ bearer: [] }],
        response: { 200: envelopeSchema(depositBankListSchema) },
      },
    },
    async (request) => ok(await service.listDepositAccounts(request.operator.id)),
  );

  app.post(
    paymentPaths.depositIntent,
    {
      onRequest: guard,
      schema: {
        tags: ['payments'],
        summary: 'Open a PromptPay deposit: the exact amount to pay (satang tag) and its QR payload',
        security: [{ bearer: [] }],
        body: depositIntentRequestSchema,
        response: { 200: envelopeSchema(depositIntentSchema) },
      },
    },
    async (request) => {
      const { memberId } = request.member;
      const answer = await service.createDepositIntent(
        idempotentRequest(request, memberId),
        memberId,
        request.body.amount,
      );
      return ok(answer);
    },
  );

  app.get(
    paymentPaths.withdrawLimits,
    {
      onRequest: guard,
      schema: {
        tags: ['payments'],
        summary:
          "What binds the member's next withdrawal (site, VIP level, today's total, cash, open conditions), the bank account it goes to and whether it waits for staff: the same rules the withdrawal is refused by",
        security: [{ bearer: [] }],
        response: { 200: envelopeSchema(withdrawLimitsSchema) },
      },
    },
    async (request) => ok(await service.withdrawLimits(request.operator.id, request.member.memberId)),
  );

  app.post(
    paymentPaths.withdraw,
    {
      onRequest: guard,
      schema: {
        tags: ['payments'],
        summary: 'Request a withdrawal: the amount moves to the hold until staff pay or reject it',
        security: [{ bearer: [] }],
        body: withdrawRequestSchema,
        response: { 200: envelopeSchema(withdrawResponseSchema) },
      },
    },
    async (request) => {
      const { memberId } = request.member;
      const answer = await service.requestWithdrawal(
        idempotentRequest(request, memberId),
        memberId,
        request.body.amount,
      );
      return ok(answer, th.withdrawCreated);
    },
  );

  app.get(
    paymentPaths.paymentHistory,
    {
      onRequest: guard,
      schema: {
        tags: ['payments'],
        summary: "The member's deposits or withdrawals, newest first, paged",
        security: [{ bearer: [] }],
        querystring: paymentHistoryQuerySchema,
        response: { 200: envelopeSchema(pageSchema(paymentHistoryItemSchema)) },
      },
    },
    async (request) => {
      const { type, pageNo, pageSize } = request.query;
      const { operator, member } = request;
      return ok(
        type === 'DEPOSIT'
          ? await service.depositHistory(operator.id, member.memberId, pageNo, pageSize)
          : await service.withdrawalHistory(operator.id, member.memberId, pageNo, pageSize),
      );
    },
  );
};
