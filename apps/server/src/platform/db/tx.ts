import { sql } from 'drizzle-orm';
import type { Tx } from './client';

/**
 * Serialises a check-then-insert on `key` for the rest of the transaction (PostgreSQL advisory
 * transaction lock). On PGlite every transaction already runs alone in the one session, so the
 * lock is a no-op there, which is correct for a single process.
 */
export const lockKey = async (tx: Tx, key: string): Promise<void> => {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
};
