import {
  adminPaths,
  adminStatementLineQuerySchema,
  adminStatementLineSchema,
  adminWithdrawalQuerySchema,
  adminWithdrawalSchema,
  assignStatementLineRequestSchema,
  dismissStatementLineRequestSchema,
  envelopeSchema,
  listCsvNames,
  markPaidRequestSchema,
  noDataSchema,
  pageSchema,
  rejectRequestSchema,
  staffAccess,
  withdrawalStatuses,
} from '@chokdee/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RequireStaff } from '#platform/auth/staff-guard';
import { csvListNote, csvName, listPages, sendCsv } from '#platform/http/csv';
import { ok } from '#platform/http/envelope';
import { withdrawalColumns } from './payments.csv';
import type { PaymentsService } from './payments.service';

const idParams = z.object({ id: z.string().uuid() });
const statusSchema = z.object({ status: z.enum(withdrawalStatuses) });
const assignedSchema = z.object({ paymentRef: z.string() });

/** Back-office money calls (finance and owner). Every change is audited in its own transaction. */
export const paymentsAdminRoutes: FastifyPluginAsyncZod<{
  service: PaymentsService;
  requireStaff: RequireStaff;
}> = async (app, { service, requireStaff }) => {
  const finance = requireStaff(staffAccess.money);
  const security = [{ bearer: [] }];

  app.get(
    adminPaths.withdrawals,
    {
      onRequest: finance,
      schema: {
        tags: ['admin'],
        summary: 'Withdrawals, newest first, by status',
        description: csvListNote,
        security,
        querystring: adminWithdrawalQuerySchema,
        response: { 200: envelopeSchema(pageSchema(adminWithdrawalSchema)) },
      },
    },
    async (request, reply) => {
      const { operatorId } = request.staff;
      if (request.query.format === 'csv')
        return sendCsv(reply, csvName(listCsvNames.withdrawals, request.query.status), {
          columns: withdrawalColumns,
          pages: listPages((paging) => service.pageWithdrawals(operatorId, { ...request.query, ...paging })),
        });
      return ok(await service.pageWithdrawals(operatorId, request.query));
    },
  );

  const act = (
    path: string,
    summary: string,
    type: 'approve' | 'paid' | 'reject',
    body: z.ZodType = z.object({}).optional(),
  ) =>
    app.post(
      `${adminPaths.withdrawals}/:id/${path}`,
      {
        onRequest: finance,
        schema: {
          tags: ['admin'],
          summary,
          security,
          params: idParams,
          body,
          response: { 200: envelopeSchema(statusSchema) },
        },
      },
      async (request) => {
        const input = (request.body ?? {}) as { bankRef?: string; reason?: string };
        return ok(
          await service.actOnWithdrawal(request.staff, request.ip, request.params.id, {
            type,
            ...(input.bankRef ? { bankRef: input.bankRef } : {}),
            ...(input.reason ? { reason: input.reason } : {}),
          }),
        );
      },
    );
  act('approve', 'Approve a pending withdrawal for payment', 'approve');
  act(
    'paid',
    'Mark a withdrawal paid with the bank reference (hold → withdrawals clearing)',
    'paid',
    markPaidRequestSchema,
  );
  act(
    'reject',
    'Reject a withdrawal with a reason (money back to the member)',
    'reject',
    rejectRequestSchema,
  );

  app.get(
    adminPaths.statementLines,
    {
      onRequest: finance,
      schema: {
        tags: ['admin'],
        summary: 'Bank-statement lines by status (UNMATCHED: waiting for staff)',
        security,
        querystring: adminStatementLineQuerySchema,
        response: { 200: envelopeSchema(pageSchema(adminStatementLineSchema)) },
      },
    },
    async (request) => ok(await service.pageStatementLines(request.staff.operatorId, request.query)),
  );

  app.post(
    `${adminPaths.statementLines}/:id/assign`,
    {
      onRequest: finance,
      schema: {
        tags: ['admin'],
        summary: 'Credit an unmatched line to a member (by member id or phone)',
        security,
        params: idParams,
        body: assignStatementLineRequestSchema,
        response: { 200: envelopeSchema(assignedSchema) },
      },
    },
    async (request) =>
      ok(await service.assignStatementLine(request.staff, request.ip, request.params.id, request.body)),
  );

  app.post(
    `${adminPaths.statementLines}/:id/dismiss`,
    {
      onRequest: finance,
      schema: {
        tags: ['admin'],
        summary: 'Set an unmatched line aside with a reason',
        security,
        params: idParams,
        body: dismissStatementLineRequestSchema,
        response: { 200: envelopeSchema(noDataSchema) },
      },
    },
    async (request) => {
      await service.dismissStatementLine(request.staff, request.ip, request.params.id, request.body.reason);
      return ok(null);
    },
  );
};
