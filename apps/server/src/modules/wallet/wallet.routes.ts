import { apiPaths, envelopeSchema, walletSchema } from '@chokdee/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MemberGuard } from '#platform/auth/member-guard';
import { ok } from '#platform/http/envelope';
import type { BalanceCache } from './balance-cache';

/** The member's wallet. Registered inside the tenant scope. */
export const walletRoutes: FastifyPluginAsyncZod<{ balances: BalanceCache; guard: MemberGuard }> = async (
  app,
  { balances, guard },
) => {
  app.get(
    apiPaths.balance,
    {
      onRequest: guard,
      schema: {
        tags: ['wallet'],
        summary: "The member's spendable and on-hold balance",
        security: [{ bearer: [] }],
        response: { 200: envelopeSchema(walletSchema) },
      },
    },
    async (request) => ok(await balances.get(request.operator.id, request.member.memberId)),
  );
};
