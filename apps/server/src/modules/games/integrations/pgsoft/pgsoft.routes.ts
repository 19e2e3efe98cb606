import {
  type PgsoftEndpoint,
  pgsoftCashGetSchema,
  pgsoftEndpoints,
  pgsoftErrorCodes,
  pgsoftTransferSchema,
  pgsoftVerifySessionSchema,
} from '@chokdee/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { keepRawBodies } from '#platform/http/raw-body';
import {
  type IntegrationDeps,
  PROVIDER_BODY_LIMIT_BYTES,
  RAW_BODY_ROUTE_SCHEMA,
  tryParseJson,
} from '../integration-kit';
import {
  pgsoftCodeOf,
  pgsoftData,
  pgsoftError,
  pgsoftTransferTxns,
  transferRequestId,
} from './pgsoft.mapping';

const BASE = '/api/integrations/pgsoft';

const isEndpoint = (value: string): value is PgsoftEndpoint =>
  (pgsoftEndpoints as readonly string[]).includes(value);

/** PG Soft posts form fields; JSON is taken too. Either way a flat object of strings (or JSON values). */
const readBody = (request: FastifyRequest): Record<string, unknown> | undefined => {
  const raw = request.rawBody ?? '';
  const type = String(request.headers['content-type'] ?? '');
  if (type.includes('application/x-www-form-urlencoded'))
    return Object.fromEntries(new URLSearchParams(raw).entries());
  const json = tryParseJson(raw);
  return typeof json === 'object' && json !== null && !Array.isArray(json)
    ? (json as Record<string, unknown>)
    : undefined;
};

/**
 * The PG Soft-like contract at `/api/integrations/pgsoft/{VerifySession | Cash/Get | Cash/TransferInOut}`.
 * Authentication is its own (not the header HMAC): `operator_token` = the provider's wallet key and
 * `secret_key` = its secret, compared in constant time, plus the allow-list and the switch. Answers
 * `{data, error}` always: HTTP 401 (1204) unauthenticated, 404 (1034) unknown endpoint, 400 (1034)
 * unreadable body or shape, 200 for every decision on a readable request (a business error in
 * `error.code`), 200 with 1200 when the wallet failed (logged; the provider retries).
 */
export const pgsoftIntegrationRoutes = async (app: FastifyInstance, deps: IntegrationDeps): Promise<void> => {
  const { providers, wallet, clock, faults, log } = deps;
  keepRawBodies(app);
  app.setErrorHandler((error: { statusCode?: number }, request, reply) => {
    if (!error.statusCode || error.statusCode >= 500)
      log.error({ err: error, url: request.url }, 'pgsoft call failed');
    return reply
      .code(error.statusCode === 413 ? 413 : 400)
      .send(pgsoftError(pgsoftErrorCodes.INVALID_REQUEST));
  });

  const handle = async (request: FastifyRequest<{ Params: { '*': string } }>, reply: FastifyReply) => {
    const body = readBody(request);
    const walletKey = typeof body?.operator_token === 'string' ? body.operator_token : '';
    const secret = typeof body?.secret_key === 'string' ? body.secret_key : '';
    const provider =
      walletKey && secret
        ? await providers.authenticateShared({ walletKey, secret }, request.ip, 'PGSOFT')
        : undefined;
    if (!provider) return reply.code(401).send(pgsoftError(pgsoftErrorCodes.UNAUTHORIZED));
    const endpoint = request.params['*'];
    if (!isEndpoint(endpoint)) return reply.code(404).send(pgsoftError(pgsoftErrorCodes.INVALID_REQUEST));
    const now = clock.now().getTime();
    const invalid = () => reply.code(400).send(pgsoftError(pgsoftErrorCodes.INVALID_REQUEST));
    try {
      if (endpoint === 'VerifySession') {
        const parsed = pgsoftVerifySessionSchema.safeParse(body);
        if (!parsed.success) return invalid();
        const player = await deps.playerOfSession(
          provider.operatorId,
          provider.id,
          parsed.data.operator_player_session,
        );
        if (!player || player.superseded) return reply.send(pgsoftError(pgsoftErrorCodes.INVALID_SESSION));
        const balance = await deps.balanceOf(provider.operatorId, player.username);
        if (balance === undefined) return reply.send(pgsoftError(pgsoftErrorCodes.PLAYER_NOT_FOUND));
        return reply.send(pgsoftData(balance, now, player.username));
      }
      if (endpoint === 'Cash/Get') {
        const parsed = pgsoftCashGetSchema.safeParse(body);
        if (!parsed.success) return invalid();
        const balance = await deps.balanceOf(provider.operatorId, parsed.data.player_name);
        if (balance === undefined) return reply.send(pgsoftError(pgsoftErrorCodes.PLAYER_NOT_FOUND));
        return reply.send(pgsoftData(balance, now));
      }
      const parsed = pgsoftTransferSchema.safeParse(body);
      if (!parsed.success) return invalid();
      const transfer = parsed.data;
      const mapped = pgsoftTransferTxns(transfer);
      if (!mapped.ok) {
        log.warn({ providerId: provider.id, reason: mapped.reason }, 'pgsoft transfer refused');
        return reply.send(pgsoftError(pgsoftErrorCodes.INVALID_REQUEST));
      }
      const answer = await wallet.apply({
        operatorId: provider.operatorId,
        providerId: provider.id,
        username: transfer.player_name,
        sessionToken: transfer.operator_player_session,
        requestId: transferRequestId(transfer),
        endpoint,
        txns: mapped.txns,
      });
      if (faults.killIfArmed(transfer.transaction_id, request, reply)) return reply;
      if (answer.outcome !== 'OK') return reply.send(pgsoftError(pgsoftCodeOf[answer.outcome]));
      return reply.send(pgsoftData(answer.balanceAfterSatang, now));
    } catch (error) {
      log.error({ err: error, providerId: provider.id, endpoint }, 'pgsoft call failed');
      return reply.send(pgsoftError(pgsoftErrorCodes.INTERNAL));
    }
  };

  app.post(`${BASE}/*`, { bodyLimit: PROVIDER_BODY_LIMIT_BYTES, schema: RAW_BODY_ROUTE_SCHEMA }, handle);
};
