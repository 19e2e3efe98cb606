import {
  adminGameGgrQuerySchema,
  adminGameRoundDetailSchema,
  adminGameRoundPageSchema,
  adminGameRoundParamsSchema,
  adminGameRoundsFilterSchema,
  adminGameTxnPageSchema,
  adminGameTxnsQuerySchema,
  adminStuckRoundsQuerySchema,
  envelopeSchema,
  GAME_STUCK_ROUND_MINUTES,
  gameGgrSchema,
  gamePaths,
  staffAccess,
} from '@chokdee/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RequireStaff } from '#platform/auth/staff-guard';
import { ok } from '#platform/http/envelope';
import type { GamesAdminService } from './games-admin.service';

/**
 * Staff reads of provider games. Owner and finance read everything; support, who answers members
 * ("my spin took my money"), reads rounds, their transactions and stuck rounds, not the house's GGR.
 */
export const gamesAdminRoutes: FastifyPluginAsyncZod<{
  service: GamesAdminService;
  requireStaff: RequireStaff;
}> = async (app, { service, requireStaff }) => {
  const base = { tags: ['admin'], security: [{ bearer: [] }] };
  const roundReaders = requireStaff(staffAccess.gameRounds);

  app.get(
    gamePaths.adminRounds,
    {
      onRequest: roundReaders,
      schema: {
        ...base,
        summary:
          "Provider game rounds, newest first (by member, provider, a provider's txn id, status, time)",
        querystring: adminGameRoundsFilterSchema,
        response: { 200: envelopeSchema(adminGameRoundPageSchema) },
      },
    },
    async (request) => ok(await service.rounds(request.staff.operatorId, request.query)),
  );

  app.get(
    gamePaths.adminStuckRounds,
    {
      onRequest: roundReaders,
      schema: {
        ...base,
        summary: `Rounds still OPEN more than ${GAME_STUCK_ROUND_MINUTES} minutes after their first bet, oldest first`,
        querystring: adminStuckRoundsQuerySchema,
        response: { 200: envelopeSchema(adminGameRoundPageSchema) },
      },
    },
    async (request) => ok(await service.stuckRounds(request.staff.operatorId, request.query)),
  );

  app.get(
    gamePaths.adminRound,
    {
      onRequest: roundReaders,
      schema: {
        ...base,
        summary: 'One provider game round with its wallet transactions',
        params: adminGameRoundParamsSchema,
        response: { 200: envelopeSchema(adminGameRoundDetailSchema) },
      },
    },
    async (request) => ok(await service.round(request.staff.operatorId, request.params.id)),
  );

  app.get(
    gamePaths.adminTransactions,
    {
      onRequest: roundReaders,
      schema: {
        ...base,
        summary: "Provider wallet transactions, newest first (of a member, or by the provider's txn id)",
        querystring: adminGameTxnsQuerySchema,
        response: { 200: envelopeSchema(adminGameTxnPageSchema) },
      },
    },
    async (request) => ok(await service.transactions(request.staff.operatorId, request.query)),
  );

  app.get(
    gamePaths.adminGgr,
    {
      onRequest: requireStaff(staffAccess.gameReports),
      schema: {
        ...base,
        summary: 'Stakes, wins and GGR of rounds settled in [from, to), per provider and category',
        querystring: adminGameGgrQuerySchema,
        response: { 200: envelopeSchema(gameGgrSchema) },
      },
    },
    async (request) => ok(await service.ggr(request.staff.operatorId, request.query)),
  );
};
