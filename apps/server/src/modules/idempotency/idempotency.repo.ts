import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '#platform/db/client';
import { idempotencyKeys } from './idempotency.tables';

export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;

export const createIdempotencyRepo = () => ({
  async find(tx: Tx, operatorId: string, caller: string, key: string): Promise<IdempotencyRow | undefined> {
    const [row] = await tx
      .select()
      .from(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.operatorId, operatorId),
          eq(idempotencyKeys.caller, caller),
          eq(idempotencyKeys.key, key),
        ),
      )
      .limit(1);
    return row;
  },
  async insert(tx: Tx, row: typeof idempotencyKeys.$inferInsert): Promise<void> {
    await tx.insert(idempotencyKeys).values(row);
  },
  /** `insert` as SQL, one row per row of `source` (a CTE of the caller's statement). */
  insertFrom: (row: typeof idempotencyKeys.$inferInsert, source: SQL): SQL =>
    sql`insert into idempotency_keys (operator_id, caller, key, request_hash, response_status, response_body, created_at)
        select ${row.operatorId}::uuid, ${row.caller}::text, ${row.key}::text, ${row.requestHash}::text,
               ${row.responseStatus}::int, ${JSON.stringify(row.responseBody)}::jsonb, ${row.createdAt}::timestamptz
        from ${source}`,
});
export type IdempotencyRepo = ReturnType<typeof createIdempotencyRepo>;
