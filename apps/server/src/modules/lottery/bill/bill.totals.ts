import { and, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { bangkokDaySql, type InstantRange } from '#platform/db/bangkok-day';
import type { DbOrTx } from '#platform/db/client';
import { lotteryProducts } from '../product/product.tables';
import { lotteryRounds } from '../round/round.tables';
import { BILL_CANCELLED, BILL_PENDING, BILL_SETTLED, lotteryBills } from './bill.tables';

/** One product's lottery money on one Bangkok day (see `lotteryTotals.byDayAndProduct`). */
export type LotteryDayTotals = {
  day: string;
  productCode: string;
  productName: string;
  /** Bills placed that day, and their stakes (cancelled bills included). */
  bills: number;
  betSatang: bigint;
  /** Stakes of bills cancelled that day. */
  refundSatang: bigint;
  /** Wins of the settled bills of rounds settled that day. */
  winSatang: bigint;
  /** Stakes of those same settled bills (GGR counts settled stakes only). */
  settledStakeSatang: bigint;
};

type Part = {
  day: string;
  productId: string;
  code: string;
  name: string;
  sortOrder: number;
  n: number;
  satang: bigint;
};

/**
 * Read-only lottery figures for the back office's dashboard and daily report. Each amount is dated
 * by the day its money moved: a stake when its bill was placed, a refund when the bill was cancelled
 * (by the member or with its round), a win when its round was settled (`settled_at`, which an
 * owner's correction moves to the correction's time).
 */
export const lotteryTotals = {
  async byDayAndProduct(
    db: DbOrTx,
    operatorId: string,
    range: InstantRange,
    productCode?: string,
  ): Promise<LotteryDayTotals[]> {
    const sumPerDay = async (at: AnyPgColumn, amount: SQL, where: SQL | undefined): Promise<Part[]> => {
      const day = bangkokDaySql(at);
      const rows = await db
        .select({
          day,
          productId: lotteryProducts.id,
          code: lotteryProducts.code,
          name: lotteryProducts.name,
          sortOrder: lotteryProducts.sortOrder,
          n: sql<number>`count(*)::int`,
          satang: sql<string>`coalesce(sum(${amount}), 0)::text`,
        })
        .from(lotteryBills)
        .innerJoin(lotteryRounds, eq(lotteryRounds.id, lotteryBills.roundId))
        .innerJoin(lotteryProducts, eq(lotteryProducts.id, lotteryRounds.productId))
        .where(
          and(
            eq(lotteryBills.operatorId, operatorId),
            productCode ? eq(lotteryProducts.code, productCode) : undefined,
            gte(at, range.from),
            lt(at, range.to),
            where,
          ),
        )
        .groupBy(day, lotteryProducts.id);
      return rows.map((row) => ({ ...row, n: Number(row.n), satang: BigInt(row.satang) }));
    };
    const placed = await sumPerDay(lotteryBills.createdAt, sql`${lotteryBills.totalSatang}`, undefined);
    const refunded = await sumPerDay(
      lotteryBills.cancelledAt,
      sql`${lotteryBills.totalSatang}`,
      eq(lotteryBills.status, BILL_CANCELLED),
    );
    const settled = and(eq(lotteryBills.status, BILL_SETTLED), eq(lotteryRounds.status, 'SETTLED'));
    const won = await sumPerDay(lotteryRounds.settledAt, sql`${lotteryBills.totalWinSatang}`, settled);
    const settledStakes = await sumPerDay(lotteryRounds.settledAt, sql`${lotteryBills.totalSatang}`, settled);

    const totals = new Map<string, LotteryDayTotals & { sortOrder: number }>();
    const entry = (part: Part) => {
      const key = `${part.day}|${part.productId}`;
      let row = totals.get(key);
      if (!row) {
        row = {
          day: part.day,
          productCode: part.code,
          productName: part.name,
          sortOrder: part.sortOrder,
          bills: 0,
          betSatang: 0n,
          refundSatang: 0n,
          winSatang: 0n,
          settledStakeSatang: 0n,
        };
        totals.set(key, row);
      }
      return row;
    };
    for (const part of placed) Object.assign(entry(part), { bills: part.n, betSatang: part.satang });
    for (const part of refunded) entry(part).refundSatang = part.satang;
    for (const part of won) entry(part).winSatang = part.satang;
    for (const part of settledStakes) entry(part).settledStakeSatang = part.satang;
    return [...totals.values()]
      .sort((a, b) =>
        a.day === b.day
          ? a.sortOrder - b.sortOrder || (a.productCode < b.productCode ? -1 : 1)
          : a.day < b.day
            ? -1
            : 1,
      )
      .map(({ sortOrder: _sortOrder, ...row }) => row);
  },
  /** Now: bills neither settled nor cancelled, and their stakes (not yet revenue). */
  async unsettled(db: DbOrTx, operatorId: string): Promise<{ count: number; satang: bigint }> {
    const [row] = await db
      .select({
        n: sql<number>`count(*)::int`,
        satang: sql<string>`coalesce(sum(${lotteryBills.totalSatang}), 0)::text`,
      })
      .from(lotteryBills)
      .where(and(eq(lotteryBills.operatorId, operatorId), eq(lotteryBills.status, BILL_PENDING)));
    return { count: Number(row?.n ?? 0), satang: BigInt(row?.satang ?? '0') };
  },
};
