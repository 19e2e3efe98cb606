import {
  envelopeSchema,
  payoutAdminPaths,
  payoutWebhookPath,
  staffAccess,
  type WithdrawalStatus,
  withdrawalStatuses,
} from '@chokdee/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthenticatedStaff, RequireStaff } from '#platform/auth/staff-guard';
import { ok } from '#platform/http/envelope';
import { keepRawBodies } from '#platform/http/raw-body';
import type { createWebhook } from './webhook';

/** Event bodies are small (one object); a generous limit still refuses a flood. */
const WEBHOOK_BODY_LIMIT_BYTES = 256 * 1024;

const headersOf = (
  headers: Record<string, string | string[] | undefined>,
): Record<string, string | undefined> =>
  Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [
      name.toLowerCase(),
      Array.isArray(value) ? value.join(',') : value,
    ]),
  );

/**
 * `POST /api/integrations/payouts/:operatorKey/events`: the payout provider's webhook, outside the
 * tenant scope (the provider names the operator in the path it was given). Every body is kept as
 * text and verified before it is read; 401 `PAYOUT_WEBHOOK_REFUSED` on a bad signature or a stale
 * timestamp, 200 for a replayed event id (nothing changed).
 */
export const payoutWebhookRoutes: FastifyPluginAsyncZod<{
  payouts: { handleWebhook: ReturnType<typeof createWebhook> };
}> = async (app, { payouts }) => {
  keepRawBodies(app);
  app.post(
    payoutWebhookPath,
    {
      bodyLimit: WEBHOOK_BODY_LIMIT_BYTES,
      schema: {
        tags: ['integrations'],
        summary: 'Payout provider events (signed): transfer paid or failed, recipient verified',
        params: z.object({ operatorKey: z.string().min(1).max(100) }),
        // Kept as text (verified before it is read): the object the event names is re-read from the provider.
        body: z.unknown(),
        response: { 200: envelopeSchema(z.object({ duplicate: z.boolean() })) },
      },
    },
    async (request) =>
      ok(
        await payouts.handleWebhook(
          request.params.operatorKey,
          request.rawBody ?? '',
          headersOf(request.headers),
        ),
      ),
  );
};

/** `POST /api/admin/withdrawals/:id/retry` (owner, finance): a new transfer for a FAILED or waiting withdrawal. */
export const payoutRetryRoutes: FastifyPluginAsyncZod<{
  payouts: {
    retry(staff: AuthenticatedStaff, ip: string, withdrawalId: string): Promise<{ status: WithdrawalStatus }>;
  };
  requireStaff: RequireStaff;
}> = async (app, { payouts, requireStaff }) => {
  app.post(
    payoutAdminPaths.withdrawalRetry,
    {
      onRequest: requireStaff(staffAccess.payouts),
      schema: {
        tags: ['admin'],
        summary:
          'Send a FAILED (or waiting APPROVED) withdrawal to the payout provider again: a new transfer',
        security: [{ bearer: [] }],
        params: z.object({ id: z.string().uuid() }),
        body: z.object({}).optional(),
        response: { 200: envelopeSchema(z.object({ status: z.enum(withdrawalStatuses) })) },
      },
    },
    async (request) => ok(await payouts.retry(request.staff, request.ip, request.params.id)),
  );
};
