import { createHash } from 'node:crypto';
import { IDEMPOTENCY_HEADER } from '@chokdee/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/** What an idempotent call is keyed and compared by. */
export type IdempotentRequest = { operatorId: string; caller: string; key: string; requestHash: string };

const KEY_PATTERN = /^[\x21-\x7e]{8,128}$/;

/** The `Idempotency-Key` header (8–128 visible ASCII characters), or IDEMPOTENCY_KEY_REQUIRED (400). */
export const requireIdempotencyKey = (request: FastifyRequest): string => {
  const header = request.headers[IDEMPOTENCY_HEADER];
  const key = (Array.isArray(header) ? header[0] : header)?.trim();
  if (!key || !KEY_PATTERN.test(key)) throw new AppError('IDEMPOTENCY_KEY_REQUIRED');
  return key;
};

/**
 * SHA-256 over the method, route, path parameters and the parsed body (bigint satang as text): `{amount: 500}` and
 * `{amount: "500.00"}` are the same request, another amount or another route is not.
 */
export const requestHash = (request: FastifyRequest): string => {
  const hash = createHash('sha256').update(`${request.method} ${request.routeOptions.url ?? request.url}\n`);
  // Path parameters (`/order/:billNo/cancel`) name what the call acts on: another bill is another request.
  const params = request.params as Record<string, unknown> | undefined;
  if (params && Object.keys(params).length > 0) hash.update(`${JSON.stringify(params)}\n`);
  return hash
    .update(JSON.stringify(request.body ?? null, (_k, v) => (typeof v === 'bigint' ? v.toString() : v)))
    .digest('hex');
};

/** The key, caller and hash of an idempotent member call. */
export const idempotentRequest = (request: FastifyRequest, caller: string): IdempotentRequest => ({
  operatorId: request.operator.id,
  caller,
  key: requireIdempotencyKey(request),
  requestHash: requestHash(request),
});

/** The key, caller and hash when the call carries an `Idempotency-Key` (a malformed one is refused); else undefined. */
export const optionalIdempotentRequest = (
  request: FastifyRequest,
  caller: string,
): IdempotentRequest | undefined =>
  request.headers[IDEMPOTENCY_HEADER] === undefined ? undefined : idempotentRequest(request, caller);
