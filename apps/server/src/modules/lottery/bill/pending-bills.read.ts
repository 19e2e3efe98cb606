import { and, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '#platform/db/client';
import { BILL_PENDING, lotteryBills } from './bill.tables';

/**
 * How many of the member's bills are still waiting for a result: a wagering condition is never closed
 * on a small balance while one is (docs/domain/rewards.md §3 rule 4), since its win may still arrive. Read-only,
 * so promotions need not read the lottery's tables.
 */
export const countPendingBills = async (
  db: DbOrTx,
  operatorId: string,
  memberId: string,
): Promise<number> => {
  const [row] = await db
    .select({ pending: count() })
    .from(lotteryBills)
    .where(
      and(
        eq(lotteryBills.operatorId, operatorId),
        eq(lotteryBills.memberId, memberId),
        eq(lotteryBills.status, BILL_PENDING),
      ),
    );
  return row?.pending ?? 0;
};
