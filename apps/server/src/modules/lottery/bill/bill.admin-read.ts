import { and, count, desc, eq, gte, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '#platform/db/client';
import { lotteryProducts } from '../product/product.tables';
import { lotteryRounds } from '../round/round.tables';
import { BILL_CANCELLED, BILL_PENDING, BILL_SETTLED, lotteryBills } from './bill.tables';

export type AdminBillStatus = 'PENDING' | 'SETTLED' | 'CANCELLED';

const statusCodes: Record<AdminBillStatus, number> = {
  PENDING: BILL_PENDING,
  SETTLED: BILL_SETTLED,
  CANCELLED: BILL_CANCELLED,
};
const statusNames = new Map(
  Object.entries(statusCodes).map(([name, code]) => [code, name as AdminBillStatus]),
);

export type MemberBillRow = {
  billNo: string;
  roundCode: string;
  productName: string;
  totalSatang: bigint;
  /** Null until the bill is settled. */
  winSatang: bigint | null;
  status: AdminBillStatus;
  createdAt: Date;
};

export type MemberBillTotals = {
  /** Bills not cancelled and their stakes. */
  bets: { count: number; satang: bigint };
  /** Settled bills that won and their wins. */
  wins: { count: number; satang: bigint };
};

/**
 * The back office's read of one member's bills (the member-admin pages), kept here so no other
 * module reads the lottery tables. Every query is scoped by `operatorId`.
 */
export const createBillAdminRead = () => ({
  /** The member's bills, newest first, of one status or all. */
  async memberBills(
    db: DbOrTx,
    operatorId: string,
    memberId: string,
    query: { status?: AdminBillStatus | undefined; pageNo: number; pageSize: number },
  ): Promise<{ rows: MemberBillRow[]; total: number }> {
    const conditions: SQL[] = [eq(lotteryBills.operatorId, operatorId), eq(lotteryBills.memberId, memberId)];
    if (query.status) conditions.push(eq(lotteryBills.status, statusCodes[query.status]));
    const where = and(...conditions);
    const rows = await db
      .select({ bill: lotteryBills, roundCode: lotteryRounds.roundCode, productName: lotteryProducts.name })
      .from(lotteryBills)
      .innerJoin(lotteryRounds, eq(lotteryRounds.id, lotteryBills.roundId))
      .innerJoin(lotteryProducts, eq(lotteryProducts.id, lotteryRounds.productId))
      .where(where)
      .orderBy(desc(lotteryBills.createdAt), desc(lotteryBills.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize);
    const [total] = await db.select({ n: count() }).from(lotteryBills).where(where);
    return {
      rows: rows.map(({ bill, roundCode, productName }) => ({
        billNo: bill.billNo,
        roundCode,
        productName,
        totalSatang: bill.totalSatang,
        winSatang: bill.status === BILL_SETTLED ? (bill.totalWinSatang ?? 0n) : null,
        status: statusNames.get(bill.status) ?? 'PENDING',
        createdAt: bill.createdAt,
      })),
      total: total?.n ?? 0,
    };
  },

  async memberBillTotals(db: DbOrTx, operatorId: string, memberId: string): Promise<MemberBillTotals> {
    const [row] = await db
      .select({
        bets: count(),
        stake: sql<string>`coalesce(sum(${lotteryBills.totalSatang}), 0)`,
        wins: sql<number>`count(*) filter (where ${lotteryBills.totalWinSatang} > 0)`,
        won: sql<string>`coalesce(sum(${lotteryBills.totalWinSatang}), 0)`,
      })
      .from(lotteryBills)
      .where(
        and(
          eq(lotteryBills.operatorId, operatorId),
          eq(lotteryBills.memberId, memberId),
          ne(lotteryBills.status, BILL_CANCELLED),
        ),
      );
    return {
      bets: { count: row?.bets ?? 0, satang: BigInt(row?.stake ?? 0) },
      wins: { count: Number(row?.wins ?? 0), satang: BigInt(row?.won ?? 0) },
    };
  },

  /**
   * The member's largest single win as it stands now (after any correction) among bills of rounds
   * whose result was confirmed in `[from, to]` — when the win first settled — or 0. Not `settled_at`:
   * a correction moves it to the correction's time, which would drop a win the member still has
   * from the window of a withdrawal made before it (reports' `AFTER_BIG_WIN` flag).
   */
  async largestWinSettledBetween(
    db: DbOrTx,
    operatorId: string,
    memberId: string,
    range: { from: Date; to: Date },
  ): Promise<bigint> {
    const [row] = await db
      .select({ won: sql<string>`coalesce(max(${lotteryBills.totalWinSatang}), 0)` })
      .from(lotteryBills)
      .innerJoin(lotteryRounds, eq(lotteryRounds.id, lotteryBills.roundId))
      .where(
        and(
          eq(lotteryBills.operatorId, operatorId),
          eq(lotteryBills.memberId, memberId),
          eq(lotteryBills.status, BILL_SETTLED),
          gte(lotteryRounds.resultConfirmedAt, range.from),
          lte(lotteryRounds.resultConfirmedAt, range.to),
        ),
      );
    return BigInt(row?.won ?? 0);
  },
});
export type BillAdminRead = ReturnType<typeof createBillAdminRead>;
