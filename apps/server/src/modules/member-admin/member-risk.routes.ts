import {
  adminMemberParamsSchema,
  envelopeSchema,
  memberRiskPaths,
  memberRiskQuerySchema,
  memberRiskSchema,
  staffAccess,
} from '@chokdee/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RequireStaff } from '#platform/auth/staff-guard';
import { ok } from '#platform/http/envelope';
import type { MemberRiskService } from './member-risk.service';

/** `GET /api/admin/members/{id}/risk?from&to`: owner, finance and support (docs/modules/member.md, "Risk"). */
export const memberRiskRoutes: FastifyPluginAsyncZod<{
  service: MemberRiskService;
  requireStaff: RequireStaff;
}> = async (app, { service, requireStaff }) => {
  app.get(
    memberRiskPaths.risk,
    {
      onRequest: requireStaff(staffAccess.memberRisk),
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        summary: "A member's risk page: money, play by category, flags and linked accounts over Bangkok days",
        params: adminMemberParamsSchema,
        querystring: memberRiskQuerySchema,
        response: { 200: envelopeSchema(memberRiskSchema) },
      },
    },
    async (request) => ok(await service.risk(request.staff.operatorId, request.params.id, request.query)),
  );
};
