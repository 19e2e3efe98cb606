import {
  adminRoundDetailSchema,
  adminRoundPageSchema,
  envelopeSchema,
  exposureBoardSchema,
  exposureQuerySchema,
  lotteryBoardPaths,
  roundCodeParamsSchema,
  roundListQuerySchema,
  staffAccess,
} from '@chokdee/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RequireStaff } from '#platform/auth/staff-guard';
import { ok } from '#platform/http/envelope';
import type { RoundBoardService } from './round-board.service';

/** Reads for the back office's lottery pages (every staff role). */
export const lotteryRoundBoardRoutes: FastifyPluginAsyncZod<{
  service: RoundBoardService;
  requireStaff: RequireStaff;
}> = async (app, { service, requireStaff }) => {
  const security = [{ bearer: [] }];
  const anyStaff = requireStaff(staffAccess.anyStaff);

  app.get(
    lotteryBoardPaths.rounds,
    {
      onRequest: anyStaff,
      schema: {
        tags: ['admin'],
        summary: 'Rounds by close time (the calendar), with their bills and profit',
        security,
        querystring: roundListQuerySchema,
        response: { 200: envelopeSchema(adminRoundPageSchema) },
      },
    },
    async (request) => ok(await service.list(request.staff.operatorId, request.query)),
  );
  app.get(
    lotteryBoardPaths.round,
    {
      onRequest: anyStaff,
      schema: {
        tags: ['admin'],
        summary: "A round's page: status, result, who entered and confirmed it, settlement and profit",
        security,
        params: roundCodeParamsSchema,
        response: { 200: envelopeSchema(adminRoundDetailSchema) },
      },
    },
    async (request) => ok(await service.detail(request.staff.operatorId, request.params.roundCode)),
  );
  app.get(
    lotteryBoardPaths.exposure,
    {
      onRequest: anyStaff,
      schema: {
        tags: ['admin'],
        summary: 'The exposure board: stake and liability per number, riskiest first',
        security,
        params: roundCodeParamsSchema,
        querystring: exposureQuerySchema,
        response: { 200: envelopeSchema(exposureBoardSchema) },
      },
    },
    async (request) =>
      ok(await service.exposure(request.staff.operatorId, request.params.roundCode, request.query)),
  );
};
