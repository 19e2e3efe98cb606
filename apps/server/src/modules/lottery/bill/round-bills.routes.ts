import {
  adminRoundBillPageSchema,
  correctionPreviewRequestSchema,
  correctionPreviewSchema,
  envelopeSchema,
  lotteryRoundBillPaths,
  payoutPreviewSchema,
  roundBillsQuerySchema,
  roundCodeParamsSchema,
  staffAccess,
} from '@chokdee/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RequireStaff } from '#platform/auth/staff-guard';
import { ok } from '#platform/http/envelope';
import type { PayoutPreviewService } from '../settlement/payout-preview';
import type { RoundBillsService } from './round-bills.service';

/** A round's bills and winners (lottery, owner, finance), and the payout previews (read only). */
export const lotteryRoundBillRoutes: FastifyPluginAsyncZod<{
  bills: RoundBillsService;
  preview: PayoutPreviewService;
  requireStaff: RequireStaff;
}> = async (app, { bills, preview, requireStaff }) => {
  const security = [{ bearer: [] }];

  app.get(
    lotteryRoundBillPaths.bills,
    {
      onRequest: requireStaff(staffAccess.lotteryBills),
      schema: {
        tags: ['admin'],
        summary: "A round's bills with their lines and wins; by number, bill number, or winners only",
        security,
        params: roundCodeParamsSchema,
        querystring: roundBillsQuerySchema,
        response: { 200: envelopeSchema(adminRoundBillPageSchema) },
      },
    },
    async (request) =>
      ok(await bills.page(request.staff.operatorId, request.params.roundCode, request.query)),
  );
  app.get(
    lotteryRoundBillPaths.resultPreview,
    {
      onRequest: requireStaff(staffAccess.lottery),
      schema: {
        tags: ['admin'],
        summary: 'What confirming the entered result would pay, per bet type (writes nothing)',
        security,
        params: roundCodeParamsSchema,
        response: { 200: envelopeSchema(payoutPreviewSchema) },
      },
    },
    async (request) => ok(await preview.result(request.staff.operatorId, request.params.roundCode)),
  );
  app.post(
    lotteryRoundBillPaths.correctionPreview,
    {
      onRequest: requireStaff(staffAccess.owner),
      schema: {
        tags: ['admin'],
        summary:
          "Owner: what correcting a settled round's result would move, and who would owe (writes nothing)",
        security,
        params: roundCodeParamsSchema,
        body: correctionPreviewRequestSchema,
        response: { 200: envelopeSchema(correctionPreviewSchema) },
      },
    },
    async (request) =>
      ok(await preview.correction(request.staff.operatorId, request.params.roundCode, request.body.result)),
  );
};
