import {
  adminNumberRulesSchema,
  envelopeSchema,
  lotteryAdminPaths,
  numberRuleParamsSchema,
  numberRuleRequestSchema,
  numberRulesBulkRequestSchema,
  roundCodeParamsSchema,
  staffAccess,
} from '@chokdee/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RequireStaff } from '#platform/auth/staff-guard';
import { ok } from '#platform/http/envelope';
import type { NumberRuleService } from './number-rule.service';

/** A round's closed and reduced-rate numbers: every staff role reads them; lottery and owner change them. */
export const lotteryNumberRuleRoutes: FastifyPluginAsyncZod<{
  service: NumberRuleService;
  requireStaff: RequireStaff;
}> = async (app, { service, requireStaff }) => {
  const security = [{ bearer: [] }];
  const response = { 200: envelopeSchema(adminNumberRulesSchema) };
  const lottery = requireStaff(staffAccess.lottery);

  app.get(
    lotteryAdminPaths.numbers,
    {
      onRequest: requireStaff(staffAccess.anyStaff),
      schema: {
        tags: ['admin'],
        summary: "A round's closed and reduced-rate numbers",
        security,
        params: roundCodeParamsSchema,
        response,
      },
    },
    async (request) => ok(await service.list(request.staff.operatorId, request.params.roundCode)),
  );
  app.put(
    lotteryAdminPaths.number,
    {
      onRequest: lottery,
      schema: {
        tags: ['admin'],
        summary: 'Close a number (CLOSED) or set its reduced rate (REDUCED) while the round takes bills',
        security,
        params: numberRuleParamsSchema,
        body: numberRuleRequestSchema,
        response,
      },
    },
    async (request) => {
      const { roundCode, betType, number } = request.params;
      return ok(await service.put(request.staff, request.ip, roundCode, { betType, number }, request.body));
    },
  );
  app.put(
    lotteryAdminPaths.numbers,
    {
      onRequest: lottery,
      schema: {
        tags: ['admin'],
        summary: 'Close or reduce many numbers of one bet type at once (all or none)',
        security,
        params: roundCodeParamsSchema,
        body: numberRulesBulkRequestSchema,
        response,
      },
    },
    async (request) =>
      ok(await service.putMany(request.staff, request.ip, request.params.roundCode, request.body)),
  );
  app.delete(
    lotteryAdminPaths.number,
    {
      onRequest: lottery,
      schema: {
        tags: ['admin'],
        summary: 'Reopen a closed or reduced-rate number at its normal rate',
        security,
        params: numberRuleParamsSchema,
        response,
      },
    },
    async (request) => {
      const { roundCode, betType, number } = request.params;
      return ok(await service.remove(request.staff, request.ip, roundCode, { betType, number }));
    },
  );
};
