import { apiPaths, envelopeSchema, smsOutboxQuerySchema, smsOutboxSchema } from '@chokdee/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '#platform/http/envelope';

export type OutboxReader = (mobileNo?: string) => Array<{ mobileNo: string; text: string; createdAt: Date }>;

/**
 * `GET /api/dev/sms-outbox?mobileNo=`: the console SMS sender's messages, newest first, so a
 * developer and the e2e tests can read an OTP without a phone. app.ts registers it only with the
 * console provider outside production.
 */
export const smsOutboxRoutes: FastifyPluginAsyncZod<{ readOutbox: OutboxReader }> = async (
  app,
  { readOutbox },
) => {
  app.get(
    apiPaths.smsOutbox,
    {
      schema: {
        tags: ['dev'],
        summary: 'Development only: SMS the console sender would have sent',
        querystring: smsOutboxQuerySchema,
        response: { 200: envelopeSchema(smsOutboxSchema) },
      },
    },
    async (request) =>
      ok(
        readOutbox(request.query.mobileNo || undefined).map((item) => ({
          mobileNo: item.mobileNo,
          text: item.text,
          createdAt: item.createdAt.toISOString(),
        })),
      ),
  );
};
