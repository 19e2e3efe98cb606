import {
  adminBankListSchema,
  adminWebConfigSchema,
  bankCodeParamsSchema,
  enabledStateSchema,
  envelopeSchema,
  financeAdminPaths,
  staffAccess,
  updateWebConfigRequestSchema,
} from '@chokdee/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RequireStaff } from '#platform/auth/staff-guard';
import { ok } from '#platform/http/envelope';
import type { SiteSettingsService } from './site-settings.service';

/** Back-office site settings: finance and support read them; only the owner changes them. */
export const siteSettingsAdminRoutes: FastifyPluginAsyncZod<{
  service: SiteSettingsService;
  requireStaff: RequireStaff;
}> = async (app, { service, requireStaff }) => {
  const readers = requireStaff(staffAccess.siteSettingsRead);
  const owner = requireStaff(staffAccess.owner);
  const security = [{ bearer: [] }];

  app.get(
    financeAdminPaths.webConfig,
    {
      onRequest: readers,
      schema: {
        tags: ['admin'],
        summary: "The site's web config with its banners",
        security,
        response: { 200: envelopeSchema(adminWebConfigSchema) },
      },
    },
    async (request) => ok(await service.getWebConfig(request.staff.operatorId)),
  );

  app.put(
    financeAdminPaths.webConfig,
    {
      onRequest: owner,
      schema: {
        tags: ['admin'],
        summary: 'Replace the web config (members see it on their next call)',
        security,
        body: updateWebConfigRequestSchema,
        response: { 200: envelopeSchema(adminWebConfigSchema) },
      },
    },
    async (request) => ok(await service.updateWebConfig(request.staff, request.ip, request.body)),
  );

  app.get(
    financeAdminPaths.banks,
    {
      onRequest: readers,
      schema: {
        tags: ['admin'],
        summary: 'Every bank with whether this site offers it to members',
        security,
        response: { 200: envelopeSchema(adminBankListSchema) },
      },
    },
    async (request) => ok(await service.listBanks(request.staff.operatorId)),
  );

  for (const [path, enabled] of [
    [financeAdminPaths.bankEnable, true],
    [financeAdminPaths.bankDisable, false],
  ] as const) {
    app.post(
      path,
      {
        onRequest: owner,
        schema: {
          tags: ['admin'],
          summary: enabled ? 'Offer a bank to members again' : 'Stop offering a bank to members',
          security,
          params: bankCodeParamsSchema,
          response: { 200: envelopeSchema(enabledStateSchema) },
        },
      },
      async (request) =>
        ok(await service.setBankEnabled(request.staff, request.ip, request.params.code, enabled)),
    );
  }
};
