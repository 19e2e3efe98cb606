import { sql } from 'drizzle-orm';
import type { Database } from '#platform/db/client';
import { rowsOf } from '#platform/db/rows';

/**
 * Waits (up to 20 s) until every published event is below the oldest running transaction of the
 * whole server, the horizon consumers read below: on a shared PostgreSQL another test file's open
 * transaction holds it back, so a committed event may not be readable at once.
 */
export const waitForOutboxHorizon = async (db: Database['db']): Promise<void> => {
  for (let attempt = 0; attempt < 1000; attempt += 1) {
    const [beyond] = rowsOf<{ waiting: boolean }>(
      await db.execute(sql`
        select exists(
          select 1 from domain_events
          where txid >= (pg_snapshot_xmin(pg_current_snapshot())::text)::bigint
        ) as waiting`),
    );
    if (!beyond?.waiting) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('outbox events stayed beyond the oldest running transaction for 20 s');
};
