import {
  couponCampaignCreatedSchema,
  couponCampaignEnabledRequestSchema,
  couponCampaignInputSchema,
  couponCampaignPageSchema,
  couponCampaignParamsSchema,
  couponCampaignQuerySchema,
  couponCampaignSchema,
  couponPaths,
  envelopeSchema,
  staffAccess,
} from '@chokdee/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RequireStaff } from '#platform/auth/staff-guard';
import { ok } from '#platform/http/envelope';
import type { CouponsService } from './coupons.service';

/**
 * Coupon campaigns in the back office. A campaign hands out bonus money, so owner and finance create
 * and switch them; support may read the list. Creating answers the codes once: no Idempotency-Key
 * here on purpose — a stored answer would keep the plain codes in the database.
 */
export const couponAdminRoutes: FastifyPluginAsyncZod<{
  service: CouponsService;
  requireStaff: RequireStaff;
}> = async (app, { service, requireStaff }) => {
  const money = requireStaff(staffAccess.money);
  const readers = requireStaff(staffAccess.couponsRead);
  const security = [{ bearer: [] }];

  app.post(
    couponPaths.adminCampaigns,
    {
      onRequest: money,
      schema: {
        tags: ['admin'],
        summary: 'Create a coupon campaign; answers its codes, once (only their hashes are kept)',
        security,
        body: couponCampaignInputSchema,
        response: { 200: envelopeSchema(couponCampaignCreatedSchema) },
      },
    },
    async (request) => ok(await service.createCampaign(request.staff, request.ip, request.body)),
  );

  app.get(
    couponPaths.adminCampaigns,
    {
      onRequest: readers,
      schema: {
        tags: ['admin'],
        summary: 'Coupon campaigns, newest first, with what is left and what was redeemed',
        security,
        querystring: couponCampaignQuerySchema,
        response: { 200: envelopeSchema(couponCampaignPageSchema) },
      },
    },
    async (request) =>
      ok(await service.listCampaigns(request.staff.operatorId, request.query.pageNo, request.query.pageSize)),
  );

  app.put(
    couponPaths.adminCampaignEnabled,
    {
      onRequest: money,
      schema: {
        tags: ['admin'],
        summary: "Switch a campaign's redemptions off or on",
        security,
        params: couponCampaignParamsSchema,
        body: couponCampaignEnabledRequestSchema,
        response: { 200: envelopeSchema(couponCampaignSchema) },
      },
    },
    async (request) =>
      ok(await service.setEnabled(request.staff, request.ip, request.params.id, request.body.enabled)),
  );
};
