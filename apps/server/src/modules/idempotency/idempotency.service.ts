import type { SQL } from 'drizzle-orm';
import type { Clock } from '#platform/clock';
import type { Tx } from '#platform/db/client';
import { lockKey } from '#platform/db/tx';
import { AppError } from '#platform/http/app-error';
import type { IdempotentRequest } from '#platform/http/idempotency';
import type { IdempotencyRepo } from './idempotency.repo';

/**
 * Runs `work` at most once per (operator, caller, key), inside the caller's transaction:
 * - the key is serialised with an advisory lock, so concurrent retries wait for the first;
 * - a stored answer with the same request hash is returned as it was (the data `work` answered, as
 *   JSON), and `work` does not run — nothing moves twice;
 * - a stored answer with another hash is IDEMPOTENCY_KEY_REUSED (409);
 * - only a successful answer is stored, in the same transaction as its effects. A refusal
 *   (AppError) rolls back and stores nothing: it moved nothing, so a retry is simply evaluated again.
 * `work` answers data, never an HTTP envelope: the route builds the envelope, for the first answer and
 * for a replay alike. The data is stored as `{ data }` (an answer stored before this as a whole envelope
 * `{ status, data }` replays the same), so it must be JSON already (amounts as decimal strings).
 */
export const createIdempotencyService = ({ repo, clock }: { repo: IdempotencyRepo; clock: Clock }) => {
  /**
   * The first half of `run`: serialises the key (advisory lock) and answers the stored answer, if any
   * (IDEMPOTENCY_KEY_REUSED when it was stored for another request). Undefined: the caller does the
   * work and stores its answer in the same transaction — with `answerInsert` inside its own statement.
   */
  const claim = async <T>(tx: Tx, request: IdempotentRequest): Promise<{ data: T } | undefined> => {
    const { operatorId, caller, key, requestHash } = request;
    await lockKey(tx, `idempotency:${operatorId}:${caller}:${key}`);
    const stored = await repo.find(tx, operatorId, caller, key);
    if (!stored) return undefined;
    if (stored.requestHash !== requestHash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
    return { data: (stored.responseBody as { data: T }).data };
  };
  /** The second half of `run`: stores `data` as the key's answer (in the caller's transaction). */
  const store = async (tx: Tx, request: IdempotentRequest, data: unknown): Promise<void> => {
    const { operatorId, caller, key, requestHash } = request;
    await repo.insert(tx, {
      operatorId,
      caller,
      key,
      requestHash,
      responseStatus: 200,
      responseBody: { data },
      createdAt: clock.now(),
    });
  };
  return {
    claim,
    store,
    /**
     * The INSERT storing `data` as the key's answer, one row per row of `source` (a CTE name: the
     * answer is stored only when the caller's own write produced its row), for a caller that claimed
     * the key and writes everything in one statement.
     */
    answerInsert: (request: IdempotentRequest, data: unknown, createdAt: Date, source: SQL): SQL =>
      repo.insertFrom({ ...request, responseStatus: 200, responseBody: { data }, createdAt }, source),
    async run<T>(
      tx: Tx,
      request: IdempotentRequest,
      work: () => Promise<T>,
    ): Promise<{ data: T; replayed: boolean }> {
      const stored = await claim<T>(tx, request);
      if (stored) return { data: stored.data, replayed: true };
      const data = await work();
      await store(tx, request, data);
      return { data, replayed: false };
    },
  };
};
export type IdempotencyService = ReturnType<typeof createIdempotencyService>;
