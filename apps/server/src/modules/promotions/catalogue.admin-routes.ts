import {
  envelopeSchema,
  promotionAdminListSchema,
  promotionAdminSchema,
  promotionCostQuerySchema,
  promotionCostSchema,
  promotionIdParamsSchema,
  promotionInputSchema,
  promotionPaths,
  promotionPreviewRequestSchema,
  promotionPreviewSchema,
  staffAccess,
} from '@chokdee/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RequireStaff } from '#platform/auth/staff-guard';
import { ok } from '#platform/http/envelope';
import type { CatalogueService } from './catalogue.service';

/**
 * Promotions in the back office. Every staff role reads them (support answers members about the
 * terms); owner and finance create, change and preview them, since a promotion spends the house's
 * money. The cost report follows the reports' roles (owner, finance, lottery). Changes are audited.
 */
export const promotionCatalogueAdminRoutes: FastifyPluginAsyncZod<{
  service: CatalogueService;
  requireStaff: RequireStaff;
}> = async (app, { service, requireStaff }) => {
  const security = [{ bearer: [] }];
  const manage = requireStaff(staffAccess.promotions);
  const response = { 200: envelopeSchema(promotionAdminSchema) };

  app.get(
    promotionPaths.adminList,
    {
      onRequest: requireStaff(staffAccess.promotionsRead),
      schema: {
        tags: ['admin'],
        summary: 'Every promotion of the site, enabled or not, in display order',
        security,
        response: { 200: envelopeSchema(promotionAdminListSchema) },
      },
    },
    async (request) => ok(await service.adminList(request.staff.operatorId)),
  );
  app.get(
    promotionPaths.adminOne,
    {
      onRequest: requireStaff(staffAccess.promotionsRead),
      schema: {
        tags: ['admin'],
        summary: 'One promotion',
        security,
        params: promotionIdParamsSchema,
        response,
      },
    },
    async (request) => ok(await service.adminGet(request.staff.operatorId, request.params.id)),
  );
  app.post(
    promotionPaths.adminList,
    {
      onRequest: manage,
      schema: {
        tags: ['admin'],
        summary: 'Create a promotion',
        security,
        body: promotionInputSchema,
        response,
      },
    },
    async (request) => ok(await service.create(request.staff, request.ip, request.body)),
  );
  app.put(
    promotionPaths.adminOne,
    {
      onRequest: manage,
      schema: {
        tags: ['admin'],
        summary: "Replace a promotion's settings (conditions already granted keep theirs)",
        security,
        params: promotionIdParamsSchema,
        body: promotionInputSchema,
        response,
      },
    },
    async (request) => ok(await service.update(request.staff, request.ip, request.params.id, request.body)),
  );
  app.post(
    promotionPaths.adminPreview,
    {
      onRequest: manage,
      schema: {
        tags: ['admin'],
        summary:
          'What a member depositing `deposit` would get under these settings, with the terms they read',
        security,
        body: promotionPreviewRequestSchema,
        response: { 200: envelopeSchema(promotionPreviewSchema) },
      },
    },
    async (request) => ok(service.preview(request.body.promotion, request.body.deposit)),
  );
  app.get(
    promotionPaths.adminCost,
    {
      onRequest: requireStaff(staffAccess.reports),
      schema: {
        tags: ['admin'],
        summary:
          'Cost per promotion (and coupon campaign) of the conditions granted on Bangkok dates from–to: grants, granted, converted, forfeited, open',
        security,
        querystring: promotionCostQuerySchema,
        response: { 200: envelopeSchema(promotionCostSchema) },
      },
    },
    async (request) =>
      ok(await service.costReport(request.staff.operatorId, request.query.from, request.query.to)),
  );
};
