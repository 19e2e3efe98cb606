import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '#platform/db/client';
import type { QueueCount } from '#platform/db/work-queue';
import { lotteryProducts } from '../product/product.tables';
import { lotteryRounds } from './round.tables';

/**
 * Rounds closed and waiting for staff's result: none entered yet (CLOSED) or entered and waiting for
 * a second staff member's confirmation (RESULTED). Yeekee rounds are left out: their result comes
 * from the shots, by the job.
 */
export const countRoundsAwaitingResult = async (db: DbOrTx, operatorId: string): Promise<QueueCount> => {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(lotteryRounds)
    .innerJoin(lotteryProducts, eq(lotteryProducts.id, lotteryRounds.productId))
    .where(
      and(
        eq(lotteryRounds.operatorId, operatorId),
        inArray(lotteryRounds.status, ['CLOSED', 'RESULTED']),
        ne(lotteryProducts.group, 'YEEKEE'),
      ),
    );
  return { count: Number(row?.count ?? 0), satang: 0n };
};
