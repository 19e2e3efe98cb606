import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { countByBangkokDay, type DayCount, type InstantRange } from '#platform/db/bangkok-day';
import type { DbOrTx } from '#platform/db/client';
import { deposits, statementLines, withdrawals } from './payments.tables';

export type PaymentDayTotals = {
  /** Deposits credited, by Bangkok day of crediting (`deposits.created_at`). */
  deposits: DayCount[];
  /** Withdrawals marked PAID, by Bangkok day of that change (`updated_at`: PAID is final). */
  paidWithdrawals: DayCount[];
};

export type CountSatang = { count: number; satang: bigint };

export type PaymentQueues = {
  /** Withdrawals PENDING, APPROVED or ON_HOLD: not paid or rejected yet, their money on hold. */
  openWithdrawals: CountSatang;
  /** Statement lines no member was matched to (UNMATCHED), waiting for staff. */
  unmatchedLines: CountSatang;
};

const countAndSum = async (db: DbOrTx, table: PgTable, amount: SQL, where: SQL | undefined) => {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, satang: sql<string>`coalesce(sum(${amount}), 0)::text` })
    .from(table)
    .where(where);
  return { count: Number(row?.count ?? 0), satang: BigInt(row?.satang ?? '0') };
};

/** Read-only money figures of one operator for the back office's dashboard and reports. */
export const paymentTotals = {
  async byDay(db: DbOrTx, operatorId: string, range: InstantRange): Promise<PaymentDayTotals> {
    return {
      deposits: await countByBangkokDay(db, deposits, {
        at: deposits.createdAt,
        amount: deposits.amountSatang,
        where: eq(deposits.operatorId, operatorId),
        range,
      }),
      paidWithdrawals: await countByBangkokDay(db, withdrawals, {
        at: withdrawals.updatedAt,
        amount: withdrawals.amountSatang,
        where: and(eq(withdrawals.operatorId, operatorId), eq(withdrawals.status, 'PAID')),
        range,
      }),
    };
  },

  async queues(db: DbOrTx, operatorId: string): Promise<PaymentQueues> {
    return {
      openWithdrawals: await countAndSum(
        db,
        withdrawals,
        sql`${withdrawals.amountSatang}`,
        and(
          eq(withdrawals.operatorId, operatorId),
          inArray(withdrawals.status, ['PENDING', 'APPROVED', 'ON_HOLD']),
        ),
      ),
      unmatchedLines: await countAndSum(
        db,
        statementLines,
        sql`${statementLines.amountSatang}`,
        and(eq(statementLines.operatorId, operatorId), eq(statementLines.status, 'UNMATCHED')),
      ),
    };
  },
};
