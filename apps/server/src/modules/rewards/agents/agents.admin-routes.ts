import {
  agentAdminPaths,
  agentCreateRequestSchema,
  agentListSchema,
  agentParamsSchema,
  agentReportQuerySchema,
  agentReportSchema,
  agentSchema,
  agentUpdateRequestSchema,
  envelopeSchema,
  staffAccess,
} from '@chokdee/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RequireStaff } from '#platform/auth/staff-guard';
import { ok } from '#platform/http/envelope';
import type { AgentsService } from './agents.service';

/** `/api/admin/agents`: the owner creates and edits agents; owner and finance read them and their commission. */
export const agentAdminRoutes: FastifyPluginAsyncZod<{
  service: AgentsService;
  requireStaff: RequireStaff;
}> = async (app, { service, requireStaff }) => {
  const readers = requireStaff(staffAccess.money);
  const owner = requireStaff(staffAccess.owner);
  const base = { tags: ['admin'], security: [{ bearer: [] }] };

  app.get(
    agentAdminPaths.list,
    {
      onRequest: readers,
      schema: {
        ...base,
        summary: 'Agents with their member counts',
        response: { 200: envelopeSchema(agentListSchema) },
      },
    },
    async (request) => ok(await service.list(request.staff.operatorId)),
  );
  app.post(
    agentAdminPaths.create,
    {
      onRequest: owner,
      schema: {
        ...base,
        summary: 'Add an agent (code unique per site), audited',
        body: agentCreateRequestSchema,
        response: { 200: envelopeSchema(agentSchema) },
      },
    },
    async (request) => ok(await service.create(request.staff, request.ip, request.body)),
  );
  app.put(
    agentAdminPaths.update,
    {
      onRequest: owner,
      schema: {
        ...base,
        summary: "Change an agent's name, commission rate or active flag, audited",
        params: agentParamsSchema,
        body: agentUpdateRequestSchema,
        response: { 200: envelopeSchema(agentSchema) },
      },
    },
    async (request) => ok(await service.update(request.staff, request.ip, request.params.id, request.body)),
  );
  app.get(
    agentAdminPaths.report,
    {
      onRequest: readers,
      schema: {
        ...base,
        summary: "An agent's members, their net loss and the agent's commission over Bangkok days",
        params: agentParamsSchema,
        querystring: agentReportQuerySchema,
        response: { 200: envelopeSchema(agentReportSchema) },
      },
    },
    async (request) => ok(await service.report(request.staff.operatorId, request.params.id, request.query)),
  );
};
