import {
  type AmbEndpoint,
  type AmbRequest,
  type AmbStatusCode,
  ambEndpoints,
  ambRequestSchema,
  ambStatusCodes,
  gamePaths,
} from '@chokdee/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { keepRawBodies } from '#platform/http/raw-body';
import {
  authenticateSigned,
  echoField,
  type IntegrationDeps,
  PROVIDER_BODY_LIMIT_BYTES,
  RAW_BODY_ROUTE_SCHEMA,
  tryParseJson,
} from '../integration-kit';
import { ambRequestId, ambResponse, ambStatusOf, ambToWalletTxns } from './amb.mapping';

const isAmbEndpoint = (value: string): value is AmbEndpoint =>
  (ambEndpoints as readonly string[]).includes(value);

/**
 * The AMB common flow at `/api/integrations/amb/:endpoint` (docs/domain/games.md §1 and §4).
 * Every answer is AMB's response shape, never the site's envelope:
 * - HTTP 401, 40001: the call is not authenticated (key, address, switch, adapter or signature);
 * - HTTP 404, 40001: not one of the ten endpoints;
 * - HTTP 400, 40001: the body is not JSON or not AMB's request shape (nothing to answer to);
 * - HTTP 200 with `statusCode`: everything decided on a readable request — the wallet's outcome,
 *   or 40001 for a transaction the operator refuses before asking the wallet (an amount with a sign
 *   or a third decimal, `skipBalanceUpdate`), with the member's balance;
 * - HTTP 200, 50001: the wallet failed (logged); the provider retries with the same id.
 * Authentication comes first and reads only the raw text, so an unsigned caller learns nothing.
 */
export const ambIntegrationRoutes = async (app: FastifyInstance, deps: IntegrationDeps): Promise<void> => {
  const { wallet, clock, faults, log } = deps;
  keepRawBodies(app);
  const send = (
    reply: FastifyReply,
    http: number,
    body: unknown,
    statusCode: AmbStatusCode,
    balances = { beforeSatang: 0n, afterSatang: 0n },
  ) => {
    const echo = {
      id: echoField(body, 'id') ?? '',
      productId: echoField(body, 'productId') ?? '',
      username: echoField(body, 'username') ?? '',
    };
    return reply.code(http).send(ambResponse(echo, statusCode, balances, clock.now().getTime()));
  };

  // Whatever fails before the handler (body too large, a broken stream) still answers AMB's shape.
  app.setErrorHandler((error: { statusCode?: number }, request, reply) => {
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
    if (!error.statusCode || error.statusCode >= 500)
      log.error({ err: error, url: request.url }, 'amb call failed');
    return send(reply, status === 413 ? 413 : 400, undefined, ambStatusCodes.INVALID_REQUEST);
  });

  app.post<{ Params: { endpoint: string } }>(
    gamePaths.amb,
    { bodyLimit: PROVIDER_BODY_LIMIT_BYTES, schema: RAW_BODY_ROUTE_SCHEMA },
    async (request, reply): Promise<FastifyReply> => {
      const authenticated = await authenticateSigned(deps, request, 'AMB');
      const body = tryParseJson(request.rawBody ?? '');
      if (!authenticated) return send(reply, 401, body, ambStatusCodes.INVALID_REQUEST);
      const { endpoint } = request.params;
      if (!isAmbEndpoint(endpoint)) return send(reply, 404, body, ambStatusCodes.INVALID_REQUEST);
      const parsed = ambRequestSchema.safeParse(body);
      if (!parsed.success) return send(reply, 400, body, ambStatusCodes.INVALID_REQUEST);
      const ambRequest: AmbRequest = parsed.data;
      const { provider } = authenticated;
      try {
        const mapped = ambToWalletTxns(endpoint, ambRequest);
        if (!mapped.ok) {
          const balance = await deps.balanceOf(provider.operatorId, ambRequest.username);
          if (balance === undefined) return send(reply, 200, body, ambStatusCodes.MEMBER_NOT_FOUND);
          log.warn({ providerId: provider.id, endpoint, reason: mapped.reason }, 'amb request refused');
          return send(reply, 200, body, ambStatusCodes.INVALID_REQUEST, {
            beforeSatang: balance,
            afterSatang: balance,
          });
        }
        const answer = await wallet.apply({
          operatorId: provider.operatorId,
          providerId: provider.id,
          username: ambRequest.username,
          sessionToken: ambRequest.sessionToken,
          requestId: ambRequestId(ambRequest, mapped.txns),
          endpoint,
          txns: mapped.txns,
        });
        if (faults.killIfArmed(ambRequest.id, request, reply)) return reply;
        return send(reply, 200, body, ambStatusOf(answer, ambRequest.txns ?? []), {
          beforeSatang: answer.balanceBeforeSatang,
          afterSatang: answer.balanceAfterSatang,
        });
      } catch (error) {
        log.error(
          { err: error, providerId: provider.id, endpoint, requestId: ambRequest.id },
          'amb call failed',
        );
        return send(reply, 200, body, ambStatusCodes.INTERNAL);
      }
    },
  );
};
