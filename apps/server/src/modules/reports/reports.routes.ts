import {
  dailyReportQuerySchema,
  dailyReportSchema,
  dashboardSchema,
  envelopeSchema,
  reportPaths,
  reportRangeQuerySchema,
  rewardCostReportSchema,
  roundReportQuerySchema,
  roundReportSchema,
  staffAccess,
  summaryQuerySchema,
  summaryReportSchema,
} from '@chokdee/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RequireStaff } from '#platform/auth/staff-guard';
import { sendCsv } from '#platform/http/csv';
import { ok } from '#platform/http/envelope';
import { dailyColumns, reportFilename, roundColumns } from './reports.csv';
import type { ReportsService } from './reports.service';

/** The dashboard (every staff role) and the reports (owner, finance, lottery: not support). */
export const reportsRoutes: FastifyPluginAsyncZod<{
  service: ReportsService;
  requireStaff: RequireStaff;
}> = async (app, { service, requireStaff }) => {
  const security = [{ bearer: [] }];
  const csvNote =
    ' With `format=csv`: a `text/csv; charset=utf-8` attachment with a UTF-8 BOM instead of the envelope.';

  app.get(
    reportPaths.dashboard,
    {
      onRequest: requireStaff(staffAccess.anyStaff),
      schema: {
        tags: ['admin'],
        summary: "Today's money, bets and members, the queues, and the last 14 days (Bangkok days)",
        description:
          "Each figure only for the roles of the report that holds it (contracts' `dashboardFigureAccess`); the others are null.",
        security,
        response: { 200: envelopeSchema(dashboardSchema) },
      },
    },
    async (request) => ok(await service.dashboard(request.staff.operatorId, request.staff.role)),
  );

  const reportRoles = requireStaff(staffAccess.reports);
  app.get(
    reportPaths.rewards,
    {
      onRequest: reportRoles,
      schema: {
        tags: ['admin'],
        summary: "Each loyalty programme's cost per Bangkok day beside GGR (at most 92 days)",
        security,
        querystring: reportRangeQuerySchema,
        response: { 200: envelopeSchema(rewardCostReportSchema) },
      },
    },
    async (request) => ok(await service.rewardCosts(request.staff.operatorId, request.query)),
  );
  app.get(
    reportPaths.daily,
    {
      onRequest: reportRoles,
      schema: {
        tags: ['admin'],
        summary: 'Lottery money per Bangkok day and product (at most 92 days)',
        description: csvNote,
        security,
        querystring: dailyReportQuerySchema,
        response: { 200: envelopeSchema(dailyReportSchema) },
      },
    },
    async (request, reply) => {
      const report = await service.daily(request.staff.operatorId, request.query);
      if (request.query.format === 'csv')
        return sendCsv(reply, reportFilename('daily', request.query), {
          columns: dailyColumns,
          rows: report.rows,
        });
      return ok(report);
    },
  );
  app.get(
    reportPaths.rounds,
    {
      onRequest: reportRoles,
      schema: {
        tags: ['admin'],
        summary: 'Rounds closing in the range (Bangkok days, at most 92) with stake, win, refunds and profit',
        description: `${csvNote} The CSV holds every round of the range (no paging).`,
        security,
        querystring: roundReportQuerySchema,
        response: { 200: envelopeSchema(roundReportSchema) },
      },
    },
    async (request, reply) => {
      const { operatorId } = request.staff;
      if (request.query.format === 'csv')
        return sendCsv(reply, reportFilename('rounds', request.query), {
          columns: roundColumns,
          rows: await service.allRounds(operatorId, request.query),
        });
      return ok(await service.rounds(operatorId, request.query));
    },
  );

  app.get(
    reportPaths.summary,
    {
      onRequest: requireStaff(staffAccess.summaryReport),
      schema: {
        tags: ['admin'],
        summary:
          "A day, week or month of 11:00 business days from the ledger: each product's GGR, the programmes' cost, cash flow, receivables",
        security,
        querystring: summaryQuerySchema,
        response: { 200: envelopeSchema(summaryReportSchema) },
      },
    },
    async (request) => ok(await service.summary(request.staff.operatorId, request.query)),
  );
};
