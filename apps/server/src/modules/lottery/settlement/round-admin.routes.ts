import {
  adminRoundSchema,
  cancelRoundRequestSchema,
  confirmResultRequestSchema,
  correctResultRequestSchema,
  enterResultRequestSchema,
  envelopeSchema,
  lotteryAdminPaths,
  roundCodeParamsSchema,
  staffAccess,
} from '@chokdee/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RequireStaff } from '#platform/auth/staff-guard';
import { ok } from '#platform/http/envelope';
import type { CorrectionService } from './correction.service';
import type { RoundAdminService } from './round-admin.service';

/** Back-office round calls (lottery and owner). Every change is audited in its own transaction. */
export const lotteryRoundAdminRoutes: FastifyPluginAsyncZod<{
  service: RoundAdminService;
  correction: CorrectionService;
  requireStaff: RequireStaff;
}> = async (app, { service, correction, requireStaff }) => {
  const lottery = requireStaff(staffAccess.lottery);
  const security = [{ bearer: [] }];
  const response = { 200: envelopeSchema(adminRoundSchema) };
  const noBody = z.object({}).optional();

  app.post(
    lotteryAdminPaths.close,
    {
      onRequest: lottery,
      schema: {
        tags: ['admin'],
        summary: 'Close a round early',
        security,
        params: roundCodeParamsSchema,
        body: noBody,
        response,
      },
    },
    async (request) => ok(await service.close(request.staff, request.ip, request.params.roundCode)),
  );
  app.post(
    lotteryAdminPaths.result,
    {
      onRequest: lottery,
      schema: {
        tags: ['admin'],
        summary: "Enter a closed round's result (the product's result format)",
        security,
        params: roundCodeParamsSchema,
        body: enterResultRequestSchema,
        response,
      },
    },
    async (request) =>
      ok(await service.enterResult(request.staff, request.ip, request.params.roundCode, request.body)),
  );
  app.post(
    lotteryAdminPaths.resultVoid,
    {
      onRequest: lottery,
      schema: {
        tags: ['admin'],
        summary: 'Void an unconfirmed result',
        security,
        params: roundCodeParamsSchema,
        body: noBody,
        response,
      },
    },
    async (request) => ok(await service.voidResult(request.staff, request.ip, request.params.roundCode)),
  );
  app.post(
    lotteryAdminPaths.resultConfirm,
    {
      onRequest: lottery,
      schema: {
        tags: ['admin'],
        summary: 'Confirm a result (a second staff member, re-typing it blind) and settle the round',
        security,
        params: roundCodeParamsSchema,
        body: confirmResultRequestSchema,
        response,
      },
    },
    async (request) =>
      ok(
        await service.confirmResult(
          request.staff,
          request.ip,
          request.params.roundCode,
          request.body?.result,
        ),
      ),
  );
  app.post(
    lotteryAdminPaths.cancel,
    {
      onRequest: lottery,
      schema: {
        tags: ['admin'],
        summary: 'Cancel a round before settlement: every pending bill refunded',
        security,
        params: roundCodeParamsSchema,
        body: cancelRoundRequestSchema,
        response,
      },
    },
    async (request) =>
      ok(await service.cancel(request.staff, request.ip, request.params.roundCode, request.body.reason)),
  );
  app.post(
    lotteryAdminPaths.resultCorrect,
    {
      onRequest: requireStaff(staffAccess.owner),
      schema: {
        tags: ['admin'],
        summary: "Owner: correct a settled round's result; every bill re-judged and the differences posted",
        security,
        params: roundCodeParamsSchema,
        body: correctResultRequestSchema,
        response,
      },
    },
    async (request) =>
      ok(await correction.correct(request.staff, request.ip, request.params.roundCode, request.body)),
  );
};
