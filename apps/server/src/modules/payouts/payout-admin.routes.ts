import {
  adminWithdrawalDetailSchema,
  envelopeSchema,
  payoutAccountRequestSchema,
  payoutAccountSchema,
  payoutAdminPaths,
  payoutBalanceSchema,
  payoutRecipientSchema,
  payoutSettingsRequestSchema,
  payoutWebhookPath,
  staffAccess,
} from '@chokdee/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RequireStaff } from '#platform/auth/staff-guard';
import { ok } from '#platform/http/envelope';
import type { PayoutAdminService } from './payout-admin.service';

const idParams = z.object({ id: z.uuid() });

/** Where the provider must post this site's events: this request's origin and the operator's key. */
const webhookUrlOf = (request: FastifyRequest): string =>
  `${request.protocol}://${request.host}${payoutWebhookPath.replace(':operatorKey', encodeURIComponent(request.operator.key))}`;

/**
 * The payout provider's back office (docs/modules/payouts.md): the owner sets or rotates the account's credentials;
 * finance and the owner switch automatic sending off or on, set the daily cap, see the balance, a
 * withdrawal's transfers and timeline, and ask the provider again about a member's recipient.
 */
export const payoutAdminRoutes: FastifyPluginAsyncZod<{
  service: PayoutAdminService;
  requireStaff: RequireStaff;
}> = async (app, { service, requireStaff }) => {
  const finance = requireStaff(staffAccess.payouts);
  const readers = requireStaff(staffAccess.payoutRecipientRead);
  const owner = requireStaff(staffAccess.payoutCredentials);
  const security = [{ bearer: [] }];

  app.get(
    payoutAdminPaths.account,
    {
      onRequest: finance,
      schema: {
        tags: ['admin'],
        summary:
          "The payout provider account's settings (hints only, never a secret) and today's automatic total",
        security,
        response: { 200: envelopeSchema(payoutAccountSchema) },
      },
    },
    async (request) => ok(await service.getAccount(request.staff.operatorId, webhookUrlOf(request))),
  );

  app.put(
    payoutAdminPaths.account,
    {
      onRequest: owner,
      schema: {
        tags: ['admin'],
        summary: 'Set or rotate the payout account credentials (encrypted; answered only as hints)',
        security,
        body: payoutAccountRequestSchema,
        response: { 200: envelopeSchema(payoutAccountSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await service.putAccount(request.staff, request.ip, request.body, webhookUrlOf(request)));
    },
  );

  app.put(
    payoutAdminPaths.accountSettings,
    {
      onRequest: finance,
      schema: {
        tags: ['admin'],
        summary: 'Switch automatic payouts on or off (kill switch) and set their daily cap',
        security,
        body: payoutSettingsRequestSchema,
        response: { 200: envelopeSchema(payoutAccountSchema) },
      },
    },
    async (request) =>
      ok(await service.putSettings(request.staff, request.ip, request.body, webhookUrlOf(request))),
  );

  app.get(
    payoutAdminPaths.balance,
    {
      onRequest: finance,
      schema: {
        tags: ['admin'],
        summary: "The payout provider's balance, asked now",
        security,
        response: { 200: envelopeSchema(payoutBalanceSchema) },
      },
    },
    async (request) => ok(await service.balance(request.staff.operatorId)),
  );

  app.get(
    payoutAdminPaths.withdrawal,
    {
      onRequest: finance,
      schema: {
        tags: ['admin'],
        summary: "One withdrawal with its transfers, its timeline and its member's recipient",
        security,
        params: idParams,
        response: { 200: envelopeSchema(adminWithdrawalDetailSchema) },
      },
    },
    async (request) => ok(await service.withdrawalDetail(request.staff.operatorId, request.params.id)),
  );

  app.get(
    payoutAdminPaths.memberRecipient,
    {
      onRequest: readers,
      schema: {
        tags: ['admin'],
        summary: "The member's bank account as a recipient at the payout provider (null: none yet)",
        security,
        params: idParams,
        response: { 200: envelopeSchema(payoutRecipientSchema.nullable()) },
      },
    },
    async (request) => ok(await service.memberRecipient(request.staff.operatorId, request.params.id)),
  );

  app.post(
    payoutAdminPaths.memberRecipientRefresh,
    {
      onRequest: finance,
      schema: {
        tags: ['admin'],
        summary: "Create the member's recipient at the provider, or ask the provider about it again",
        security,
        params: idParams,
        response: { 200: envelopeSchema(payoutRecipientSchema.nullable()) },
      },
    },
    async (request) => ok(await service.refreshMemberRecipient(request.staff.operatorId, request.params.id)),
  );
};
