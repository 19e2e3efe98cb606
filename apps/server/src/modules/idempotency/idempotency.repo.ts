import { and, eq } from 'drizzle-orm';
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
});
export type IdempotencyRepo = ReturnType<typeof createIdempotencyRepo>;
