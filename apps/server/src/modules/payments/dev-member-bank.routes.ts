import {
  devMemberBankQuerySchema,
  devMemberBankSchema,
  envelopeSchema,
  paymentPaths,
} from '@chokdee/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MemberService } from '#modules/member/index';
import { AppError } from '#platform/http/app-error';
import { ok } from '#platform/http/envelope';

/**
 * `GET /api/dev/member-bank?mobileNo=`: a member's registered bank account, so `npm run
 * demo:transfer -- --phone …` can build a feed line that matches them. Registered only outside
 * production (it reveals account numbers by phone).
 */
export const devMemberBankRoutes: FastifyPluginAsyncZod<{
  members: Pick<MemberService, 'findLoginMember' | 'getMe'>;
}> = async (app, { members }) => {
  app.get(
    paymentPaths.devMemberBank,
    {
      schema: {
        tags: ['dev'],
        summary: "Dev only: a member's registered bank account",
        querystring: devMemberBankQuerySchema,
        response: { 200: envelopeSchema(devMemberBankSchema) },
      },
    },
    async (request) => {
      const member = await members.findLoginMember(request.operator.id, request.query.mobileNo);
      if (!member) throw new AppError('NOT_FOUND');
      const me = await members.getMe(request.operator.id, member.id);
      return ok({ bankCode: me.bankAccount.bankCode, accountNumber: me.bankAccount.accountNumber });
    },
  );
};
