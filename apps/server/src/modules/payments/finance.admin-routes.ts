import {
  adminDepositAccountListSchema,
  adminDepositAccountSchema,
  adminDepositQuerySchema,
  adminDepositSchema,
  bankFeedSettingsRequestSchema,
  bankFeedSettingsSchema,
  createDepositAccountRequestSchema,
  depositAccountParamsSchema,
  enabledStateSchema,
  envelopeSchema,
  feedSecretStatusSchema,
  financeAdminPaths,
  listCsvNames,
  pageQuerySchema,
  pageSchema,
  rejectedStatementLineSchema,
  rotatedFeedSecretSchema,
  staffAccess,
  withdrawAutoApproveRequestSchema,
  withdrawAutoApproveSchema,
} from '@chokdee/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RequireStaff } from '#platform/auth/staff-guard';
import { csvListNote, csvName, listPages, sendCsv } from '#platform/http/csv';
import { ok } from '#platform/http/envelope';
import { depositColumns } from './payments.csv';
import type { PaymentsService } from './payments.service';

/**
 * Back-office money settings: finance and owner change deposit accounts and the auto-approve rule,
 * only the owner rotates the feed secret, support reads the lists. Every change is audited.
 */
export const financeAdminRoutes: FastifyPluginAsyncZod<{
  service: PaymentsService;
  requireStaff: RequireStaff;
}> = async (app, { service, requireStaff }) => {
  const readers = requireStaff(staffAccess.moneyRead);
  const finance = requireStaff(staffAccess.money);
  const owner = requireStaff(staffAccess.owner);
  const security = [{ bearer: [] }];

  app.get(
    financeAdminPaths.deposits,
    {
      onRequest: readers,
      schema: {
        tags: ['admin'],
        summary: 'Incoming transfers with their deposit and member, newest first',
        description: csvListNote,
        security,
        querystring: adminDepositQuerySchema,
        response: { 200: envelopeSchema(pageSchema(adminDepositSchema)) },
      },
    },
    async (request, reply) => {
      const { operatorId } = request.staff;
      if (request.query.format === 'csv')
        return sendCsv(reply, csvName(listCsvNames.deposits, request.query.status), {
          columns: depositColumns,
          pages: listPages((paging) => service.pageDeposits(operatorId, { ...request.query, ...paging })),
        });
      return ok(await service.pageDeposits(operatorId, request.query));
    },
  );

  app.get(
    financeAdminPaths.depositAccounts,
    {
      onRequest: readers,
      schema: {
        tags: ['admin'],
        summary: "The site's deposit accounts, enabled or not",
        security,
        response: { 200: envelopeSchema(adminDepositAccountListSchema) },
      },
    },
    async (request) => ok(await service.listDepositAccountsForStaff(request.staff.operatorId)),
  );

  app.post(
    financeAdminPaths.depositAccounts,
    {
      onRequest: finance,
      schema: {
        tags: ['admin'],
        summary: 'Add a deposit account (PromptPay when a PromptPay id is given)',
        security,
        body: createDepositAccountRequestSchema,
        response: { 200: envelopeSchema(adminDepositAccountSchema) },
      },
    },
    async (request) => ok(await service.addDepositAccount(request.staff, request.ip, request.body)),
  );

  for (const [path, enabled] of [
    [financeAdminPaths.depositAccountEnable, true],
    [financeAdminPaths.depositAccountDisable, false],
  ] as const) {
    app.post(
      path,
      {
        onRequest: finance,
        schema: {
          tags: ['admin'],
          summary: enabled
            ? 'Show a deposit account to members again'
            : 'Hide a deposit account from members',
          security,
          params: depositAccountParamsSchema,
          response: { 200: envelopeSchema(enabledStateSchema) },
        },
      },
      async (request) =>
        ok(
          enabled
            ? await service.enableDepositAccount(request.staff, request.ip, request.params.id)
            : await service.disableDepositAccount(request.staff, request.ip, request.params.id),
        ),
    );
  }

  app.get(
    financeAdminPaths.feedSecret,
    {
      onRequest: finance,
      schema: {
        tags: ['admin'],
        summary:
          'Whether a bank-feed secret is set, when it was rotated and its fingerprint (never the secret)',
        security,
        response: { 200: envelopeSchema(feedSecretStatusSchema) },
      },
    },
    async (request) => ok(await service.feedSecretStatus(request.staff.operatorId)),
  );

  app.post(
    financeAdminPaths.feedSecretRotate,
    {
      onRequest: owner,
      schema: {
        tags: ['admin'],
        summary: 'Rotate the bank-feed secret: the new one is answered this once; the old one stops at once',
        security,
        response: { 200: envelopeSchema(rotatedFeedSecretSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await service.rotateFeedSecret(request.staff, request.ip));
    },
  );

  app.get(
    financeAdminPaths.withdrawAutoApprove,
    {
      onRequest: finance,
      schema: {
        tags: ['admin'],
        summary: 'The withdrawal auto-approve rule',
        security,
        response: { 200: envelopeSchema(withdrawAutoApproveSchema) },
      },
    },
    async (request) => ok(await service.getAutoApproveRule(request.staff.operatorId)),
  );

  app.put(
    financeAdminPaths.withdrawAutoApprove,
    {
      onRequest: finance,
      schema: {
        tags: ['admin'],
        summary: 'Set the withdrawal auto-approve rule (applies to withdrawals requested from now on)',
        security,
        body: withdrawAutoApproveRequestSchema,
        response: { 200: envelopeSchema(withdrawAutoApproveSchema) },
      },
    },
    async (request) => ok(await service.putAutoApproveRule(request.staff, request.ip, request.body)),
  );

  app.get(
    financeAdminPaths.bankFeedSettings,
    {
      onRequest: finance,
      schema: {
        tags: ['admin'],
        summary: "The bank feed's per-line ceiling (a line above it is REJECTED)",
        security,
        response: { 200: envelopeSchema(bankFeedSettingsSchema) },
      },
    },
    async (request) => ok(await service.getFeedSettings(request.staff.operatorId)),
  );

  app.put(
    financeAdminPaths.bankFeedSettings,
    {
      onRequest: finance,
      schema: {
        tags: ['admin'],
        summary: "Set the bank feed's per-line ceiling (applies to lines received from now on)",
        security,
        body: bankFeedSettingsRequestSchema,
        response: { 200: envelopeSchema(bankFeedSettingsSchema) },
      },
    },
    async (request) => ok(await service.putFeedSettings(request.staff, request.ip, request.body)),
  );

  app.get(
    financeAdminPaths.rejectedStatementLines,
    {
      onRequest: finance,
      schema: {
        tags: ['admin'],
        summary: 'Feed lines that could not be taken, with the reason, newest first',
        security,
        querystring: pageQuerySchema,
        response: { 200: envelopeSchema(pageSchema(rejectedStatementLineSchema)) },
      },
    },
    async (request) => ok(await service.pageRejectedStatementLines(request.staff.operatorId, request.query)),
  );
};
