import type { Clock } from '#platform/clock';
import type { Tx } from '#platform/db/client';
import { lockKey } from '#platform/db/tx';
import { AppError } from '#platform/http/app-error';
import type { IdempotentRequest, StoredResponse } from '#platform/http/idempotency';
import type { IdempotencyRepo } from './idempotency.repo';

/**
 * Runs `work` at most once per (operator, caller, key), inside the caller's transaction:
 * - the key is serialised with an advisory lock, so concurrent retries wait for the first;
 * - a stored answer with the same request hash is returned as it was (status and body), and `work`
 *   does not run — nothing moves twice;
 * - a stored answer with another hash is IDEMPOTENCY_KEY_REUSED (409);
 * - only a successful answer is stored, in the same transaction as its effects. A refusal
 *   (AppError) rolls back and stores nothing: it moved nothing, so a retry is simply evaluated again.
 */
export const createIdempotencyService = ({ repo, clock }: { repo: IdempotencyRepo; clock: Clock }) => ({
  async run(
    tx: Tx,
    request: IdempotentRequest,
    work: () => Promise<StoredResponse>,
  ): Promise<StoredResponse & { replayed: boolean }> {
    const { operatorId, caller, key, requestHash } = request;
    await lockKey(tx, `idempotency:${operatorId}:${caller}:${key}`);
    const stored = await repo.find(tx, operatorId, caller, key);
    if (stored) {
      if (stored.requestHash !== requestHash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
      return { statusCode: stored.responseStatus, body: stored.responseBody, replayed: true };
    }
    const response = await work();
    await repo.insert(tx, {
      operatorId,
      caller,
      key,
      requestHash,
      responseStatus: response.statusCode,
      responseBody: response.body,
      createdAt: clock.now(),
    });
    return { ...response, replayed: false };
  },
});
export type IdempotencyService = ReturnType<typeof createIdempotencyService>;
