import {
  envelopeSchema,
  rewardJobParamsSchema,
  rewardJobPaths,
  rewardJobRunListSchema,
  rewardJobRunRequestSchema,
  rewardJobRunSchema,
  rewardJobRunsQuerySchema,
  staffAccess,
} from '@chokdee/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RequireStaff } from '#platform/auth/staff-guard';
import { ok } from '#platform/http/envelope';
import type { RewardJobs } from './jobs.service';

/**
 * The loyalty jobs in the back office: the owner runs one for a period now (after fixing a result, or
 * instead of waiting for 04:00), owner and finance read the runs.
 */
export const rewardJobAdminRoutes: FastifyPluginAsyncZod<{
  jobs: RewardJobs;
  requireStaff: RequireStaff;
}> = async (app, { jobs, requireStaff }) => {
  const security = [{ bearer: [] }];
  app.post(
    rewardJobPaths.run,
    {
      onRequest: requireStaff(staffAccess.owner),
      schema: {
        tags: ['admin'],
        summary: 'Run a loyalty job for a period now (idempotent: a rerun posts only what is new)',
        security,
        params: rewardJobParamsSchema,
        body: rewardJobRunRequestSchema,
        response: { 200: envelopeSchema(rewardJobRunSchema) },
      },
    },
    async (request) =>
      ok(await jobs.runNow(request.staff, request.ip, request.params.job, request.body.period)),
  );
  app.get(
    rewardJobPaths.runs,
    {
      onRequest: requireStaff(staffAccess.cashback),
      schema: {
        tags: ['admin'],
        summary: 'Runs of the loyalty jobs, newest first',
        security,
        querystring: rewardJobRunsQuerySchema,
        response: { 200: envelopeSchema(rewardJobRunListSchema) },
      },
    },
    async (request) => ok({ items: await jobs.listRuns(request.staff.operatorId, request.query) }),
  );
};
