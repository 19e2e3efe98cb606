import { and, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';

/** A queue of work waiting for staff: how many, and the money in it (0 when it holds none). */
export type QueueCount = { count: number; satang: bigint };

/** Rows of `table` matching `where`, counted, with `amount` summed when given: a dashboard's queue. */
export const countQueue = async (
  db: DbOrTx,
  table: PgTable,
  where: Array<SQL | undefined>,
  amount?: AnyPgColumn | SQL,
): Promise<QueueCount> => {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      satang: amount ? sql<string>`coalesce(sum(${amount}), 0)::text` : sql<string>`'0'`,
    })
    .from(table)
    .where(and(...where));
  return { count: Number(row?.count ?? 0), satang: BigInt(row?.satang ?? '0') };
};
