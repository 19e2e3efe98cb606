import {
  envelopeSchema,
  missionClaimResponseSchema,
  missionIdParamsSchema,
  missionListSchema,
  missionPaths,
  th,
} from '@chokdee/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MemberGuard } from '#platform/auth/member-guard';
import { ok } from '#platform/http/envelope';
import { idempotentRequest } from '#platform/http/idempotency';
import type { MissionsService } from './missions.service';

/** The member's missions: the list with progress, and the claim (Idempotency-Key: paid once). */
export const missionRoutes: FastifyPluginAsyncZod<{ service: MissionsService; guard: MemberGuard }> = async (
  app,
  { service, guard },
) => {
  const base = { tags: ['missions'], security: [{ bearer: [] }] };
  app.get(
    missionPaths.list,
    {
      onRequest: guard,
      schema: {
        ...base,
        summary: "Today's and this week's missions with progress, target, reward, state and time left",
        response: { 200: envelopeSchema(missionListSchema) },
      },
    },
    async (request) => ok(await service.list(request.operator.id, request.member.memberId)),
  );
  app.post(
    missionPaths.claim,
    {
      onRequest: guard,
      schema: {
        ...base,
        summary: "Claim a completed mission's reward (once, within its claim window)",
        params: missionIdParamsSchema,
        response: { 200: envelopeSchema(missionClaimResponseSchema) },
      },
    },
    async (request) => {
      const { memberId } = request.member;
      return ok(
        await service.claim(idempotentRequest(request, memberId), memberId, request.params.id),
        th.missionClaimed,
      );
    },
  );
};
