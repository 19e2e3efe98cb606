import {
  apiPaths,
  envelopeSchema,
  memberMeSchema,
  noDataSchema,
  th,
  updateProfileRequestSchema,
} from '@chokdee/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MemberGuard } from '#platform/auth/member-guard';
import { ok } from '#platform/http/envelope';
import type { MemberService } from './member.service';

/** The logged-in member's profile. Registered inside the tenant scope. */
export const memberRoutes: FastifyPluginAsyncZod<{ service: MemberService; guard: MemberGuard }> = async (
  app,
  { service, guard },
) => {
  app.get(
    apiPaths.me,
    {
      onRequest: guard,
      schema: {
        tags: ['member'],
        summary: 'The logged-in member (loginName is the phone)',
        security: [{ bearer: [] }],
        response: { 200: envelopeSchema(memberMeSchema) },
      },
    },
    async (request) => ok(await service.getMe(request.operator.id, request.member.memberId)),
  );

  app.post(
    apiPaths.updateProfile,
    {
      onRequest: guard,
      schema: {
        tags: ['member'],
        summary: 'Save gender and email; name and phone are read-only',
        security: [{ bearer: [] }],
        body: updateProfileRequestSchema,
        response: { 200: envelopeSchema(noDataSchema) },
      },
    },
    async (request) => {
      await service.updateProfile(request.operator.id, request.member.memberId, request.body);
      return ok(null, th.profileUpdated);
    },
  );
};
