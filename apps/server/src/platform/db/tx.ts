import { sql } from 'drizzle-orm';
import type { Tx } from './client';
import { arrayLiteral, rowsOf } from './rows';

/**
 * Serialises a check-then-insert on `key` for the rest of the transaction (PostgreSQL advisory
 * transaction lock). On PGlite every transaction already runs alone in the one session, so the
 * lock is a no-op there, which is correct for a single process.
 */
export const lockKey = async (tx: Tx, key: string): Promise<void> => {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
};

/**
 * The shared advisory transaction lock of `key` (same key space as `lockKey`): any number of shared
 * holders at once, none while someone holds it through `lockKey` — the parallel parts of one job
 * exclude the step that must run alone.
 */
export const lockKeyShared = async (tx: Tx, key: string): Promise<void> => {
  await tx.execute(sql`select pg_advisory_xact_lock_shared(hashtext(${key}))`);
};

/** Advisory transaction locks on these keys (same key space as `lockKey`), taken in the order given, in one statement. */
export const lockKeys = async (tx: Tx, keys: string[]): Promise<void> => {
  if (keys.length === 0) return;
  await tx.execute(sql`
    select pg_advisory_xact_lock(hashtext(k.key))
    from unnest(${arrayLiteral(keys)}::text[]) with ordinality as k(key, n)
    order by k.n`);
};

/**
 * Takes the advisory transaction lock of `key` if nobody holds it, without waiting: false means
 * another session is doing this step right now (a second node's scheduler), so the caller skips it
 * and lets state decide at its next run. Same key space as `lockKey`. Always true on PGlite (one
 * session): there, callers that may overlap in one process guard with `createKeyGuard`.
 */
export const tryLockKey = async (tx: Tx, key: string): Promise<boolean> => {
  const [row] = rowsOf<{ locked: boolean }>(
    await tx.execute(sql`select pg_try_advisory_xact_lock(hashtext(${key})) as locked`),
  );
  return row?.locked === true;
};

/**
 * An in-process guard per key: `run` skips (answers undefined) when this process is already doing
 * the work of `key`. The in-process half of "each step once" (PGlite has one session, so the advisory
 * lock cannot tell two runs of one process apart).
 */
export const createKeyGuard = () => {
  const busy = new Set<string>();
  return async <T>(key: string, work: () => Promise<T>): Promise<T | undefined> => {
    if (busy.has(key)) return undefined;
    busy.add(key);
    try {
      return await work();
    } finally {
      busy.delete(key);
    }
  };
};
