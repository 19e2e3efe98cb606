import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '#platform/db/client';
import { lotteryBills } from './bill.tables';

/**
 * The member-visible number of each of these bills that is the member's own (others are left out):
 * the statement names the bill a stake, win or refund belongs to. Read-only.
 */
export const billNumbersOf = async (
  db: DbOrTx,
  operatorId: string,
  memberId: string,
  billIds: readonly string[],
): Promise<Map<string, string>> => {
  if (billIds.length === 0) return new Map();
  const rows = await db
    .select({ id: lotteryBills.id, billNo: lotteryBills.billNo })
    .from(lotteryBills)
    .where(
      and(
        eq(lotteryBills.operatorId, operatorId),
        eq(lotteryBills.memberId, memberId),
        inArray(lotteryBills.id, [...billIds]),
      ),
    );
  return new Map(rows.map((row) => [row.id, row.billNo]));
};
