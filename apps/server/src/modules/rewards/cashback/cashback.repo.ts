import { and, asc, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '#platform/db/client';
import { rewardDailyTurnover } from '../activity/activity.tables';
import { cashbackCredits, cashbackSettings } from './cashback.tables';

export type CashbackSettingsRow = typeof cashbackSettings.$inferSelect;
export type CashbackCreditRow = typeof cashbackCredits.$inferSelect;
export type NewCashbackCredit = typeof cashbackCredits.$inferInsert;

const c = cashbackCredits;

/** The SQL of loss cashback: settings, credits, and the members who played in a period. */
export const createCashbackRepo = () => ({
  async findSettings(db: DbOrTx, operatorId: string): Promise<CashbackSettingsRow | undefined> {
    const [row] = await db.select().from(cashbackSettings).where(eq(cashbackSettings.operatorId, operatorId));
    return row;
  },

  async upsertSettings(tx: Tx, row: CashbackSettingsRow): Promise<void> {
    const { operatorId, ...rest } = row;
    await tx
      .insert(cashbackSettings)
      .values(row)
      .onConflictDoUpdate({ target: cashbackSettings.operatorId, set: rest });
  },

  /** Members with settled play in the days `[fromDay, toDay)` after `afterId`, in id order (a job's chunk). */
  async membersWithPlay(
    db: DbOrTx,
    operatorId: string,
    range: { fromDay: string; toDay: string },
    afterId: string | undefined,
    limit: number,
  ): Promise<string[]> {
    const t = rewardDailyTurnover;
    const rows = await db
      .selectDistinct({ memberId: t.memberId })
      .from(t)
      .where(
        and(
          eq(t.operatorId, operatorId),
          sql`${t.day} >= ${range.fromDay} and ${t.day} < ${range.toDay}`,
          afterId ? gt(t.memberId, afterId) : undefined,
        ),
      )
      .orderBy(asc(t.memberId))
      .limit(limit);
    return rows.map((row) => row.memberId);
  },

  /**
   * Inserts credits a rerun may already hold (`on conflict do nothing`, unique per member, period and
   * category); answers `memberId|category` of those actually inserted.
   */
  async insertCreditsReturningKeys(tx: Tx, rows: NewCashbackCredit[]): Promise<string[]> {
    if (rows.length === 0) return [];
    const inserted = await tx
      .insert(c)
      .values(rows)
      .onConflictDoNothing()
      .returning({ memberId: c.memberId, category: c.category });
    return inserted.map((row) => `${row.memberId}|${row.category}`);
  },

  /** Marks CLAIMABLE credits whose window closed by `now` EXPIRED; answers how many. */
  async expire(db: DbOrTx, operatorId: string | undefined, now: Date): Promise<number> {
    const rows = await db
      .update(c)
      .set({ status: 'EXPIRED', expiredAt: now })
      .where(
        and(
          operatorId ? eq(c.operatorId, operatorId) : undefined,
          eq(c.status, 'CLAIMABLE'),
          lte(c.claimableUntil, now),
        ),
      )
      .returning({ id: c.id });
    return rows.length;
  },

  /**
   * Claims the member's credits still claimable at `now`: the conditional update (`status =
   * 'CLAIMABLE'`) makes a second, concurrent claim find nothing. Answers the rows it claimed.
   */
  claimAll(
    tx: Tx,
    operatorId: string,
    memberId: string,
    now: Date,
    paidAs: 'CASH' | 'BONUS',
  ): Promise<CashbackCreditRow[]> {
    return tx
      .update(c)
      .set({ status: 'CLAIMED', claimedAt: now, paidAs })
      .where(
        and(
          eq(c.operatorId, operatorId),
          eq(c.memberId, memberId),
          eq(c.status, 'CLAIMABLE'),
          gt(c.claimableUntil, now),
        ),
      )
      .returning();
  },

  async setCondition(tx: Tx, ids: string[], conditionId: string): Promise<void> {
    if (ids.length === 0) return;
    await tx.update(c).set({ conditionId }).where(inArray(c.id, ids));
  },

  /** The member's credits, newest first. */
  creditsOf(db: DbOrTx, operatorId: string, memberId: string, limit = 50): Promise<CashbackCreditRow[]> {
    return db
      .select()
      .from(c)
      .where(and(eq(c.operatorId, operatorId), eq(c.memberId, memberId)))
      .orderBy(desc(c.period), asc(c.category))
      .limit(limit);
  },

  /** Every credit of one period (tests, the runs page's totals). */
  creditsOfPeriod(db: DbOrTx, operatorId: string, period: string): Promise<CashbackCreditRow[]> {
    return db
      .select()
      .from(c)
      .where(and(eq(c.operatorId, operatorId), eq(c.period, period)))
      .orderBy(asc(c.memberId), asc(c.category));
  },

  /** Per period (newest first): members, and count and amount per status. */
  async periodTotals(
    db: DbOrTx,
    operatorId: string,
    limit = 60,
  ): Promise<
    Array<{ period: string; members: number; byStatus: Map<string, { count: number; amountSatang: bigint }> }>
  > {
    const periods = await db
      .select({ period: c.period, members: sql<number>`count(distinct ${c.memberId})::int` })
      .from(c)
      .where(eq(c.operatorId, operatorId))
      .groupBy(c.period)
      .orderBy(desc(c.period))
      .limit(limit);
    if (periods.length === 0) return [];
    const rows = await db
      .select({
        period: c.period,
        status: c.status,
        count: sql<number>`count(*)::int`,
        amount: sql<string>`coalesce(sum(${c.amountSatang}), 0)::text`,
      })
      .from(c)
      .where(
        and(
          eq(c.operatorId, operatorId),
          inArray(
            c.period,
            periods.map((row) => row.period),
          ),
        ),
      )
      .groupBy(c.period, c.status);
    return periods.map((row) => ({
      period: row.period,
      members: Number(row.members),
      byStatus: new Map(
        rows
          .filter((r) => r.period === row.period)
          .map((r) => [r.status, { count: Number(r.count), amountSatang: BigInt(r.amount) }]),
      ),
    }));
  },
});
export type CashbackRepo = ReturnType<typeof createCashbackRepo>;
