import { adminPaths, envelopeSchema, formatAmount, ledgerCheckSchema, staffAccess } from '@chokdee/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RequireStaff } from '#platform/auth/staff-guard';
import { ok } from '#platform/http/envelope';
import type { WalletService } from './wallet.service';

/** `GET /api/admin/ledger/check`: any staff role may see whether the operator's books balance. */
export const walletAdminRoutes: FastifyPluginAsyncZod<{
  service: WalletService;
  requireStaff: RequireStaff;
}> = async (app, { service, requireStaff }) => {
  app.get(
    adminPaths.ledgerCheck,
    {
      onRequest: requireStaff(staffAccess.anyStaff),
      schema: {
        tags: ['admin'],
        summary: 'Ledger check: balances sum to zero and each equals its transfers',
        security: [{ bearer: [] }],
        response: { 200: envelopeSchema(ledgerCheckSchema) },
      },
    },
    async (request) => {
      const check = await service.checkLedger(request.staff.operatorId);
      return ok({
        ok: check.ok,
        sumOfBalances: formatAmount(check.sumOfBalances),
        accountsChecked: check.accountsChecked,
        mismatches: check.mismatches.map((m) => ({
          accountId: m.accountId,
          stored: formatAmount(m.stored),
          fromTransfers: formatAmount(m.fromTransfers),
        })),
      });
    },
  );
};
