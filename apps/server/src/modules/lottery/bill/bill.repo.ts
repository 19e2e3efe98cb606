import { and, asc, count, desc, eq, getTableColumns, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '#platform/db/client';
import type { betTypeCodes } from '../product/product.tables';
import { lotteryProducts } from '../product/product.tables';
import { lotteryRounds } from '../round/round.tables';
import { lotteryLineWins } from '../settlement/line-wins.tables';
import { BILL_CANCELLED, BILL_PENDING, lotteryBillLines, lotteryBills } from './bill.tables';

export type BillRow = typeof lotteryBills.$inferSelect;
/** A line with its win (null: not judged a winner — on a settled bill, it won nothing). */
export type BillLineRow = typeof lotteryBillLines.$inferSelect & { winSatang: bigint | null };
type BetTypeCode = (typeof betTypeCodes)[number];

const page = (pageNo: number, pageSize: number) => ({ limit: pageSize, offset: (pageNo - 1) * pageSize });

export const createBillRepo = () => ({
  /** Inserts the bill unless its bill number is taken (answers false: draw another). */
  async insertBill(tx: Tx, row: typeof lotteryBills.$inferInsert): Promise<boolean> {
    const rows = await tx
      .insert(lotteryBills)
      .values(row)
      .onConflictDoNothing({ target: [lotteryBills.operatorId, lotteryBills.billNo] })
      .returning({ id: lotteryBills.id });
    return rows.length === 1;
  },
  async insertLines(tx: Tx, rows: Array<typeof lotteryBillLines.$inferInsert>): Promise<void> {
    await tx.insert(lotteryBillLines).values(rows);
  },
  /** What the member has staked on each (bet type, number) of the round in bills not cancelled. */
  async memberStakes(
    tx: Tx,
    roundId: string,
    memberId: string,
    keys: Array<{ betType: BetTypeCode; number: string }>,
  ): Promise<Map<string, bigint>> {
    const stakes = new Map<string, bigint>();
    if (keys.length === 0) return stakes;
    const rows = await tx
      .select({
        betType: lotteryBillLines.betType,
        number: lotteryBillLines.number,
        stake: sql<string>`sum(${lotteryBillLines.stakeSatang})`,
      })
      .from(lotteryBillLines)
      .innerJoin(lotteryBills, eq(lotteryBills.id, lotteryBillLines.billId))
      .where(
        and(
          eq(lotteryBillLines.roundId, roundId),
          eq(lotteryBillLines.memberId, memberId),
          inArray(lotteryBillLines.number, [...new Set(keys.map((k) => k.number))]),
          ne(lotteryBills.status, BILL_CANCELLED),
        ),
      )
      .groupBy(lotteryBillLines.betType, lotteryBillLines.number);
    for (const row of rows) stakes.set(`${row.betType}:${row.number}`, BigInt(row.stake));
    return stakes;
  },
  async findBill(
    db: DbOrTx,
    operatorId: string,
    memberId: string,
    billNo: string,
  ): Promise<BillRow | undefined> {
    const [row] = await db
      .select()
      .from(lotteryBills)
      .where(
        and(
          eq(lotteryBills.operatorId, operatorId),
          eq(lotteryBills.memberId, memberId),
          eq(lotteryBills.billNo, billNo),
        ),
      );
    return row;
  },
  async findBillById(db: DbOrTx, billId: string): Promise<BillRow | undefined> {
    const [row] = await db.select().from(lotteryBills).where(eq(lotteryBills.id, billId));
    return row;
  },
  async linesOf(db: DbOrTx, billId: string): Promise<BillLineRow[]> {
    return db
      .select({ ...getTableColumns(lotteryBillLines), winSatang: lotteryLineWins.winSatang })
      .from(lotteryBillLines)
      .leftJoin(
        lotteryLineWins,
        and(
          eq(lotteryLineWins.roundId, lotteryBillLines.roundId),
          eq(lotteryLineWins.billId, lotteryBillLines.billId),
          eq(lotteryLineWins.lineId, lotteryBillLines.id),
        ),
      )
      .where(eq(lotteryBillLines.billId, billId))
      .orderBy(asc(lotteryBillLines.lineIndex));
  },
  /** The member's bills of one status, newest first, with their round code and product (to name the round). */
  async pageBills(
    db: DbOrTx,
    filter: { operatorId: string; memberId: string; status: number },
    pageNo: number,
    pageSize: number,
  ) {
    const where = and(
      eq(lotteryBills.operatorId, filter.operatorId),
      eq(lotteryBills.memberId, filter.memberId),
      eq(lotteryBills.status, filter.status),
    );
    const rows = await db
      .select({
        bill: lotteryBills,
        roundCode: lotteryRounds.roundCode,
        product: {
          code: lotteryProducts.code,
          name: lotteryProducts.name,
          schedule: lotteryProducts.schedule,
        },
      })
      .from(lotteryBills)
      .innerJoin(lotteryRounds, eq(lotteryRounds.id, lotteryBills.roundId))
      .innerJoin(lotteryProducts, eq(lotteryProducts.id, lotteryRounds.productId))
      .where(where)
      .orderBy(desc(lotteryBills.createdAt), desc(lotteryBills.id))
      .limit(page(pageNo, pageSize).limit)
      .offset(page(pageNo, pageSize).offset);
    const [total] = await db.select({ n: count() }).from(lotteryBills).where(where);
    return { rows, total: total?.n ?? 0 };
  },
  /** PENDING → CANCELLED; undefined when the bill is no longer pending (another cancel won). */
  async cancelBill(tx: Tx, billId: string, now: Date): Promise<BillRow | undefined> {
    const [row] = await tx
      .update(lotteryBills)
      .set({ status: BILL_CANCELLED, cancelledAt: now })
      .where(and(eq(lotteryBills.id, billId), eq(lotteryBills.status, BILL_PENDING)))
      .returning();
    return row;
  },
  async cancelledCount(tx: Tx, roundId: string, memberId: string): Promise<number> {
    const [row] = await tx
      .select({ n: count() })
      .from(lotteryBills)
      .where(
        and(
          eq(lotteryBills.roundId, roundId),
          eq(lotteryBills.memberId, memberId),
          eq(lotteryBills.status, BILL_CANCELLED),
        ),
      );
    return row?.n ?? 0;
  },
});
export type BillRepo = ReturnType<typeof createBillRepo>;
