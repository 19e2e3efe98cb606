import { apiPaths, envelopeSchema, walletSchema } from '@chokdee/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MemberGuard } from '#platform/auth/member-guard';
import { ok } from '#platform/http/envelope';
import type { BalanceCache } from './balance-cache';

/**
 * The answer is built by our own code from a typed `Wallet`, so the hottest read of the site skips the
 * zod serializer's per-request validation (≈ 10% of its CPU, bench/README.md); the schema
 * still documents the answer and the route tests check its shape.
 */
const plainJson = () => (data: unknown) => JSON.stringify(data);

/** The member's wallet. Registered inside the tenant scope. */
export const walletRoutes: FastifyPluginAsyncZod<{ balances: BalanceCache; guard: MemberGuard }> = async (
  app,
  { balances, guard },
) => {
  app.get(
    apiPaths.balance,
    {
      onRequest: guard,
      serializerCompiler: plainJson,
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
