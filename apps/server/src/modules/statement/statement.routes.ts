import {
  envelopeSchema,
  statementPageSchema,
  statementPaths,
  statementQuerySchema,
} from '@chokdee/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MemberGuard } from '#platform/auth/member-guard';
import { ok } from '#platform/http/envelope';
import type { StatementService } from './statement.service';

/** The member's statement. Registered inside the tenant scope: the member and site come from the session. */
export const statementRoutes: FastifyPluginAsyncZod<{
  service: StatementService;
  guard: MemberGuard;
}> = async (app, { service, guard }) => {
  app.get(
    statementPaths.statement,
    {
      onRequest: guard,
      schema: {
        tags: ['wallet'],
        summary:
          "The member's statement: every movement of their balance (cash + bonus), newest first, with the balance after each; keyset pages (`cursor` = the previous page's `nextCursor`), filtered by `kind`",
        security: [{ bearer: [] }],
        querystring: statementQuerySchema,
        response: { 200: envelopeSchema(statementPageSchema) },
      },
    },
    async (request) => ok(await service.page(request.operator.id, request.member.memberId, request.query)),
  );
};
