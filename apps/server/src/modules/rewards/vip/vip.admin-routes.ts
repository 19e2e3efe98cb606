import {
  envelopeSchema,
  staffAccess,
  vipChangePageSchema,
  vipChangesQuerySchema,
  vipLevelsSchema,
  vipLevelsUpdateSchema,
  vipMembersQuerySchema,
  vipMembersSchema,
  vipPaths,
} from '@chokdee/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RequireStaff } from '#platform/auth/staff-guard';
import { ok } from '#platform/http/envelope';
import type { VipService } from './vip.service';

/**
 * VIP in the back office: every role reads the level table, the members per level and the level
 * changes; owner and finance change the table (its upgrade bonuses spend the house's money), audited.
 */
export const vipAdminRoutes: FastifyPluginAsyncZod<{
  service: VipService;
  requireStaff: RequireStaff;
}> = async (app, { service, requireStaff }) => {
  const base = { tags: ['admin'], security: [{ bearer: [] }] };
  const anyStaff = requireStaff(staffAccess.anyStaff);
  app.get(
    vipPaths.adminLevels,
    {
      onRequest: anyStaff,
      schema: { ...base, summary: 'The VIP level table', response: { 200: envelopeSchema(vipLevelsSchema) } },
    },
    async (request) => ok(await service.levels(request.staff.operatorId)),
  );
  app.put(
    vipPaths.adminLevels,
    {
      onRequest: requireStaff(staffAccess.vip),
      schema: {
        ...base,
        summary: 'Replace the VIP level table (8 levels, or none: VIP off); audited',
        body: vipLevelsUpdateSchema,
        response: { 200: envelopeSchema(vipLevelsSchema) },
      },
    },
    async (request) => ok(await service.updateLevels(request.staff, request.ip, request.body)),
  );
  app.get(
    vipPaths.adminMembers,
    {
      onRequest: anyStaff,
      schema: {
        ...base,
        summary: 'Members per VIP level, and the members of one level',
        querystring: vipMembersQuerySchema,
        response: { 200: envelopeSchema(vipMembersSchema) },
      },
    },
    async (request) => ok(await service.membersPerLevel(request.staff.operatorId, request.query)),
  );
  app.get(
    vipPaths.adminChanges,
    {
      onRequest: anyStaff,
      schema: {
        ...base,
        summary: 'VIP level changes (upgrades and monthly reviews), newest first',
        querystring: vipChangesQuerySchema,
        response: { 200: envelopeSchema(vipChangePageSchema) },
      },
    },
    async (request) => ok(await service.changes(request.staff.operatorId, request.query)),
  );
};
