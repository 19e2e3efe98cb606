import {
  envelopeSchema,
  missionCompletionPageSchema,
  missionCompletionQuerySchema,
  missionEnabledRequestSchema,
  missionIdParamsSchema,
  missionPaths,
  missionTemplateInputSchema,
  missionTemplateListSchema,
  missionTemplateSchema,
  staffAccess,
} from '@chokdee/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RequireStaff } from '#platform/auth/staff-guard';
import { ok } from '#platform/http/envelope';
import type { MissionsService } from './missions.service';

/**
 * Missions in the back office. Every role reads templates and completions (support answers members);
 * owner and finance create, change and switch templates, since a mission spends the house's money.
 * Changes are audited.
 */
export const missionAdminRoutes: FastifyPluginAsyncZod<{
  service: MissionsService;
  requireStaff: RequireStaff;
}> = async (app, { service, requireStaff }) => {
  const security = [{ bearer: [] }];
  const read = requireStaff(staffAccess.missionsRead);
  const manage = requireStaff(staffAccess.missions);
  const response = { 200: envelopeSchema(missionTemplateSchema) };

  app.get(
    missionPaths.adminTemplates,
    {
      onRequest: read,
      schema: {
        tags: ['admin'],
        summary: 'Every mission template of the site, in display order',
        security,
        response: { 200: envelopeSchema(missionTemplateListSchema) },
      },
    },
    async (request) => ok({ data: await service.listTemplates(request.staff.operatorId) }),
  );
  app.post(
    missionPaths.adminTemplates,
    {
      onRequest: manage,
      schema: {
        tags: ['admin'],
        summary: 'Create a mission template',
        security,
        body: missionTemplateInputSchema,
        response,
      },
    },
    async (request) => ok(await service.createTemplate(request.staff, request.ip, request.body)),
  );
  app.put(
    missionPaths.adminTemplate,
    {
      onRequest: manage,
      schema: {
        tags: ['admin'],
        summary: "Replace a mission template's settings (missions already started keep theirs)",
        security,
        params: missionIdParamsSchema,
        body: missionTemplateInputSchema,
        response,
      },
    },
    async (request) =>
      ok(await service.updateTemplate(request.staff, request.ip, request.params.id, request.body)),
  );
  app.put(
    missionPaths.adminTemplateEnabled,
    {
      onRequest: manage,
      schema: {
        tags: ['admin'],
        summary: 'Switch a mission template on or off',
        security,
        params: missionIdParamsSchema,
        body: missionEnabledRequestSchema,
        response,
      },
    },
    async (request) =>
      ok(await service.updateTemplate(request.staff, request.ip, request.params.id, request.body)),
  );
  app.get(
    missionPaths.adminCompletions,
    {
      onRequest: read,
      schema: {
        tags: ['admin'],
        summary: "Members' missions per period: progress, completed, claimed, expired",
        security,
        querystring: missionCompletionQuerySchema,
        response: { 200: envelopeSchema(missionCompletionPageSchema) },
      },
    },
    async (request) => ok(await service.completions(request.staff.operatorId, request.query)),
  );
};
