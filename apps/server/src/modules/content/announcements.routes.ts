import {
  announcementAdminPageSchema,
  announcementAdminQuerySchema,
  announcementAdminSchema,
  announcementInputSchema,
  announcementListSchema,
  announcementParamsSchema,
  announcementPaths,
  envelopeSchema,
  staffAccess,
} from '@chokdee/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MemberGuard } from '#platform/auth/member-guard';
import type { RequireStaff } from '#platform/auth/staff-guard';
import { ok } from '#platform/http/envelope';
import type { AnnouncementsService } from './announcements.service';

/** Members read theirs; owner and support write and end them (docs/modules/content.md, "Announcements"). */
export const announcementRoutes: FastifyPluginAsyncZod<{
  service: AnnouncementsService;
  guard: MemberGuard;
  requireStaff: RequireStaff;
}> = async (app, { service, guard, requireStaff }) => {
  const editors = requireStaff(staffAccess.announcements);
  const security = [{ bearer: [] }];

  app.get(
    announcementPaths.list,
    {
      onRequest: guard,
      schema: {
        tags: ['content'],
        summary: "The announcements running now for this member's segment, newest first",
        security,
        response: { 200: envelopeSchema(announcementListSchema) },
      },
    },
    async (request) => ok(await service.forMember(request.operator.id, request.member.memberId)),
  );

  app.get(
    announcementPaths.adminList,
    {
      onRequest: editors,
      schema: {
        tags: ['admin'],
        summary: 'Every announcement, the newest first, with its state now',
        security,
        querystring: announcementAdminQuerySchema,
        response: { 200: envelopeSchema(announcementAdminPageSchema) },
      },
    },
    async (request) =>
      ok(await service.adminList(request.staff.operatorId, request.query.pageNo, request.query.pageSize)),
  );

  app.post(
    announcementPaths.adminList,
    {
      onRequest: editors,
      schema: {
        tags: ['admin'],
        summary: 'A new announcement for a segment and a window of time',
        security,
        body: announcementInputSchema,
        response: { 200: envelopeSchema(announcementAdminSchema) },
      },
    },
    async (request) => ok(await service.create(request.staff, request.ip, request.body)),
  );

  app.post(
    announcementPaths.adminEnd,
    {
      onRequest: editors,
      schema: {
        tags: ['admin'],
        summary: 'End a running or scheduled announcement now',
        security,
        params: announcementParamsSchema,
        response: { 200: envelopeSchema(announcementAdminSchema) },
      },
    },
    async (request) => ok(await service.end(request.staff, request.ip, request.params.id)),
  );
};
