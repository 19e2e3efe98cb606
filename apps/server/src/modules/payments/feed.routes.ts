import {
  bankStatementRequestSchema,
  bankStatementResponseSchema,
  envelopeSchema,
  FEED_SIGNATURE_HEADER,
  FEED_TIMESTAMP_HEADER,
  paymentPaths,
} from '@chokdee/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '#platform/http/envelope';
import { keepRawJsonBody } from '#platform/http/raw-body';
import type { PaymentsService } from './payments.service';

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * A full batch (MAX_STATEMENT_LINES lines of ~250 bytes, names and ids at their longest ~1 KB) is far
 * over the 64 KiB every other call takes: the feed alone reads up to 1 MiB.
 */
const FEED_BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * `POST /api/integrations/bank-statement`: the bank feed pushes statement lines. Inside the tenant
 * scope (x-operator) but not member-guarded: the HMAC over `${x-timestamp}.${rawBody}` with the
 * operator's feed secret is the authentication, checked before the body's schema so an unsigned
 * caller learns nothing about the format. This plugin's JSON parser keeps the raw body (`keepRawJsonBody`).
 */
export const bankFeedRoutes: FastifyPluginAsyncZod<{ service: PaymentsService }> = async (
  app,
  { service },
) => {
  keepRawJsonBody(app);

  app.post(
    paymentPaths.bankStatementFeed,
    {
      bodyLimit: FEED_BODY_LIMIT_BYTES,
      preValidation: async (request) => {
        await service.verifyFeed({
          operatorId: request.operator.id,
          timestamp: header(request, FEED_TIMESTAMP_HEADER),
          signature: header(request, FEED_SIGNATURE_HEADER),
          rawBody: request.rawBody ?? '',
        });
      },
      schema: {
        tags: ['integrations'],
        summary:
          'Bank-statement lines (signed); each answers CREDITED, DUPLICATE, UNMATCHED or REJECTED (with its reason)',
        body: bankStatementRequestSchema,
        response: { 200: envelopeSchema(bankStatementResponseSchema) },
      },
    },
    async (request) => ok({ lines: await service.ingestStatement(request.operator.id, request.body.lines) }),
  );
};
