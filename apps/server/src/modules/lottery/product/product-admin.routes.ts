import {
  adminProductListSchema,
  adminProductSchema,
  envelopeSchema,
  holidayParamsSchema,
  holidayRequestSchema,
  lotteryBoardPaths,
  productCodeParamsSchema,
  staffAccess,
  updateProductRequestSchema,
} from '@chokdee/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RequireStaff } from '#platform/auth/staff-guard';
import { ok } from '#platform/http/envelope';
import type { ProductAdminService } from './product-admin.service';

/** Products in the back office: every staff role reads; lottery and owner change. Changes are audited. */
export const lotteryProductAdminRoutes: FastifyPluginAsyncZod<{
  service: ProductAdminService;
  requireStaff: RequireStaff;
}> = async (app, { service, requireStaff }) => {
  const security = [{ bearer: [] }];
  const lottery = requireStaff(staffAccess.lottery);
  const response = { 200: envelopeSchema(adminProductSchema) };

  app.get(
    lotteryBoardPaths.products,
    {
      onRequest: requireStaff(staffAccess.anyStaff),
      schema: {
        tags: ['admin'],
        summary: 'Every lottery product with its bet types, limits, schedule and holidays',
        security,
        response: { 200: envelopeSchema(adminProductListSchema) },
      },
    },
    async (request) => ok(await service.list(request.staff.operatorId)),
  );
  app.patch(
    lotteryBoardPaths.product,
    {
      onRequest: lottery,
      schema: {
        tags: ['admin'],
        summary: 'Enable, order, close time, and bet-type rates and limits of a product',
        security,
        params: productCodeParamsSchema,
        body: updateProductRequestSchema,
        response,
      },
    },
    async (request) => ok(await service.update(request.staff, request.ip, request.params.code, request.body)),
  );
  app.put(
    lotteryBoardPaths.holiday,
    {
      onRequest: lottery,
      schema: {
        tags: ['admin'],
        summary: 'A day without a round (rounds the job creates from now on)',
        security,
        params: holidayParamsSchema,
        body: holidayRequestSchema,
        response,
      },
    },
    async (request) =>
      ok(
        await service.setHoliday(
          request.staff,
          request.ip,
          request.params.code,
          request.params.date,
          request.body.note,
        ),
      ),
  );
  app.delete(
    lotteryBoardPaths.holiday,
    {
      onRequest: lottery,
      schema: {
        tags: ['admin'],
        summary: 'Remove a holiday',
        security,
        params: holidayParamsSchema,
        response,
      },
    },
    async (request) =>
      ok(await service.removeHoliday(request.staff, request.ip, request.params.code, request.params.date)),
  );
};
