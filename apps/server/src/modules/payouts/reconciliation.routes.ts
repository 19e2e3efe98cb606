import {
  envelopeSchema,
  payoutAdminPaths,
  reconciliationIssueSchema,
  reconciliationQuerySchema,
  reconciliationReportSchema,
  reconciliationResolveRequestSchema,
  reconciliationRunSchema,
  staffAccess,
} from '@chokdee/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RequireStaff } from '#platform/auth/staff-guard';
import { ok } from '#platform/http/envelope';
import type { Reconciliation } from './reconciliation.service';

const idParams = z.object({ id: z.uuid() });

/** The payout reconciliation's report, "reconcile now" and closing a finding (owner and finance). */
export const reconciliationRoutes: FastifyPluginAsyncZod<{
  reconciliation: Reconciliation;
  requireStaff: RequireStaff;
}> = async (app, { reconciliation, requireStaff }) => {
  const finance = requireStaff(staffAccess.payouts);
  const security = [{ bearer: [] }];

  app.get(
    payoutAdminPaths.reconciliation,
    {
      onRequest: finance,
      schema: {
        tags: ['admin'],
        summary:
          "The payout reconciliation's findings (OPEN or RESOLVED), newest first, and its last 10 runs",
        security,
        querystring: reconciliationQuerySchema,
        response: { 200: envelopeSchema(reconciliationReportSchema) },
      },
    },
    async (request) => ok(await reconciliation.report(request.staff.operatorId, request.query)),
  );

  app.post(
    payoutAdminPaths.reconciliationRun,
    {
      onRequest: finance,
      schema: {
        tags: ['admin'],
        summary:
          "Reconcile the provider's transfers of the last 48 hours now (the job does it every 10 minutes)",
        security,
        response: { 200: envelopeSchema(reconciliationRunSchema) },
      },
    },
    async (request) => ok(await reconciliation.runNow(request.staff, request.ip)),
  );

  app.post(
    payoutAdminPaths.reconciliationResolve,
    {
      onRequest: finance,
      schema: {
        tags: ['admin'],
        summary: 'Close a reconciliation finding with a note (audited)',
        security,
        params: idParams,
        body: reconciliationResolveRequestSchema,
        response: { 200: envelopeSchema(reconciliationIssueSchema) },
      },
    },
    async (request) =>
      ok(await reconciliation.resolve(request.staff, request.ip, request.params.id, request.body.note)),
  );
};
