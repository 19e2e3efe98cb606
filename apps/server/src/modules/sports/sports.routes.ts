import {
  envelopeSchema,
  sportsFixtureListSchema,
  sportsFixtureSchema,
  sportsFixturesQuerySchema,
  sportsPaths,
  sportsRulesSchema,
  sportsTicketInputSchema,
  sportsTicketListSchema,
  sportsTicketSchema,
  sportsTicketsQuerySchema,
} from '@chokdee/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MemberGuard } from '#platform/auth/member-guard';
import { ok } from '#platform/http/envelope';
import { idempotentRequest } from '#platform/http/idempotency';
import type { BoardService } from './book/board.service';
import type { TicketService } from './ticket/ticket.service';

const idParams = z.object({ id: z.uuid({ error: 'ไม่พบข้อมูลที่ต้องการ' }) });

/**
 * The member's sportsbook: the board (no login needed, like the lottery's catalogue), tickets (the
 * member's own). Placing a ticket needs an Idempotency-Key: a retry answers the first ticket.
 */
export const sportsRoutes: FastifyPluginAsyncZod<{
  board: BoardService;
  tickets: TicketService;
  guard: MemberGuard;
}> = async (app, { board, tickets, guard }) => {
  app.get(
    sportsPaths.fixtures,
    {
      schema: {
        tags: ['sports'],
        summary: 'Fixtures of a Bangkok day (or live now) with their main markets',
        querystring: sportsFixturesQuerySchema,
        response: { 200: envelopeSchema(sportsFixtureListSchema) },
      },
    },
    async (request) => ok(await board.list(request.operator.id, request.query)),
  );

  app.get(
    sportsPaths.fixture,
    {
      schema: {
        tags: ['sports'],
        summary: 'One fixture with every market',
        params: idParams,
        response: { 200: envelopeSchema(sportsFixtureSchema) },
      },
    },
    async (request) => ok(await board.one(request.operator.id, request.params.id)),
  );

  app.get(
    sportsPaths.rules,
    {
      schema: {
        tags: ['sports'],
        summary: "The book's limits and timings, as the rules page and the slip show them",
        response: { 200: envelopeSchema(sportsRulesSchema) },
      },
    },
    async () => ok(board.rules()),
  );

  app.post(
    sportsPaths.tickets,
    {
      onRequest: guard,
      schema: {
        tags: ['sports'],
        summary: 'Place a single or a parlay: every leg valid and within the limits, or nothing',
        security: [{ bearer: [] }],
        body: sportsTicketInputSchema,
        response: { 200: envelopeSchema(sportsTicketSchema) },
      },
    },
    async (request) => {
      const { memberId } = request.member;
      return ok(
        await tickets.place(idempotentRequest(request, memberId), { memberId, ip: request.ip }, request.body),
      );
    },
  );

  app.get(
    sportsPaths.tickets,
    {
      onRequest: guard,
      schema: {
        tags: ['sports'],
        summary: "The member's tickets, newest first",
        security: [{ bearer: [] }],
        querystring: sportsTicketsQuerySchema,
        response: { 200: envelopeSchema(sportsTicketListSchema) },
      },
    },
    async (request) =>
      ok(await tickets.list(request.operator.id, request.member.memberId, request.query.status)),
  );

  app.get(
    sportsPaths.ticket,
    {
      onRequest: guard,
      schema: {
        tags: ['sports'],
        summary: 'One of the member’s tickets with its legs and the working',
        security: [{ bearer: [] }],
        params: idParams,
        response: { 200: envelopeSchema(sportsTicketSchema) },
      },
    },
    async (request) => ok(await tickets.one(request.operator.id, request.member.memberId, request.params.id)),
  );
};
