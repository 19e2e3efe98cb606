import {
  cashbackClaimResponseSchema,
  cashbackMeSchema,
  cashbackPaths,
  cashbackRunListSchema,
  cashbackSettingsInputSchema,
  cashbackSettingsSchema,
  envelopeSchema,
  staffAccess,
} from '@chokdee/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MemberGuard } from '#platform/auth/member-guard';
import type { RequireStaff } from '#platform/auth/staff-guard';
import { ok } from '#platform/http/envelope';
import { idempotentRequest } from '#platform/http/idempotency';
import type { CashbackService } from './cashback.service';

/** The member's cashback: where this period stands and what was credited; the claim (Idempotency-Key). */
export const cashbackRoutes: FastifyPluginAsyncZod<{ service: CashbackService; guard: MemberGuard }> = async (
  app,
  { service, guard },
) => {
  const base = { tags: ['cashback'], security: [{ bearer: [] }] };
  app.get(
    cashbackPaths.me,
    {
      onRequest: guard,
      schema: {
        ...base,
        summary:
          "This period's running loss cashback per category, the credits, what can be claimed and until when",
        response: { 200: envelopeSchema(cashbackMeSchema) },
      },
    },
    async (request) => ok(await service.me(request.operator.id, request.member.memberId)),
  );
  app.post(
    cashbackPaths.claim,
    {
      onRequest: guard,
      schema: {
        ...base,
        summary: 'Claim every claimable cashback credit (cash, or bonus with its turnover); paid once',
        response: { 200: envelopeSchema(cashbackClaimResponseSchema) },
      },
    },
    async (request) => {
      const { memberId } = request.member;
      return ok(await service.claim(idempotentRequest(request, memberId), memberId));
    },
  );
};

/** Cashback in the back office: the settings (owner, finance; audited) and the runs per period. */
export const cashbackAdminRoutes: FastifyPluginAsyncZod<{
  service: CashbackService;
  requireStaff: RequireStaff;
  staffNames: (operatorId: string) => Promise<Map<string, string>>;
}> = async (app, { service, requireStaff, staffNames }) => {
  const base = { tags: ['admin'], security: [{ bearer: [] }] };
  app.get(
    cashbackPaths.adminSettings,
    {
      onRequest: requireStaff(staffAccess.cashback),
      schema: {
        ...base,
        summary: 'Loss cashback settings (no saved row: off, with the defaults shown)',
        response: { 200: envelopeSchema(cashbackSettingsSchema) },
      },
    },
    async (request) =>
      ok(await service.getSettings(request.staff.operatorId, await staffNames(request.staff.operatorId))),
  );
  app.put(
    cashbackPaths.adminSettings,
    {
      onRequest: requireStaff(staffAccess.cashback),
      schema: {
        ...base,
        summary: 'Change the loss cashback settings (audited)',
        body: cashbackSettingsInputSchema,
        response: { 200: envelopeSchema(cashbackSettingsSchema) },
      },
    },
    async (request) =>
      ok(
        await service.updateSettings(
          request.staff,
          request.ip,
          request.body,
          await staffNames(request.staff.operatorId),
        ),
      ),
  );
  app.get(
    cashbackPaths.adminRuns,
    {
      onRequest: requireStaff(staffAccess.cashback),
      schema: {
        ...base,
        summary: 'Cashback per period: its run, members, amounts credited, claimed, expired',
        response: { 200: envelopeSchema(cashbackRunListSchema) },
      },
    },
    async (request) => ok({ items: await service.runs(request.staff.operatorId) }),
  );
};
