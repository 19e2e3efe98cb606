import type { WageringCategory } from '@chokdee/contracts';
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '#platform/db/client';
import { rewardDailyTurnover } from './activity.tables';

/** A change to one (member, day, category) total. */
export type ActivityDelta = {
  operatorId: string;
  memberId: string;
  day: string;
  category: WageringCategory;
  stake: bigint;
  countedStake: bigint;
  win: bigint;
  countedWin: bigint;
  bills: number;
};

/** A member's settled play in one category over some days. */
export type ActivityTotal = {
  memberId: string;
  category: WageringCategory;
  stakeSatang: bigint;
  countedStakeSatang: bigint;
  winSatang: bigint;
  countedWinSatang: bigint;
  bills: number;
};

/** A member's settled play on one day in one category. */
export type ActivityDay = ActivityTotal & { day: string };

const t = rewardDailyTurnover;

const sums = {
  stakeSatang: sql<string>`coalesce(sum(${t.stakeSatang}), 0)::text`,
  countedStakeSatang: sql<string>`coalesce(sum(${t.countedStakeSatang}), 0)::text`,
  winSatang: sql<string>`coalesce(sum(${t.winSatang}), 0)::text`,
  countedWinSatang: sql<string>`coalesce(sum(${t.countedWinSatang}), 0)::text`,
  bills: sql<number>`coalesce(sum(${t.bills}), 0)::int`,
};

const toTotal = (row: {
  memberId: string;
  category: WageringCategory;
  stakeSatang: string;
  countedStakeSatang: string;
  winSatang: string;
  countedWinSatang: string;
  bills: number;
}): ActivityTotal => ({
  memberId: row.memberId,
  category: row.category,
  stakeSatang: BigInt(row.stakeSatang),
  countedStakeSatang: BigInt(row.countedStakeSatang),
  winSatang: BigInt(row.winSatang),
  countedWinSatang: BigInt(row.countedWinSatang),
  bills: Number(row.bills),
});

/** Days are Bangkok dates `YYYY-MM-DD`; `toDay` is exclusive. */
export type DayRange = { fromDay: string; toDay: string };

export const createActivityRepo = () => ({
  /** Adds the deltas in one statement (an upsert that sums onto the existing totals). */
  async addDeltas(tx: Tx, deltas: ActivityDelta[], now: Date): Promise<void> {
    if (deltas.length === 0) return;
    await tx
      .insert(t)
      .values(
        deltas.map((delta) => ({
          operatorId: delta.operatorId,
          memberId: delta.memberId,
          day: delta.day,
          category: delta.category,
          stakeSatang: delta.stake,
          countedStakeSatang: delta.countedStake,
          winSatang: delta.win,
          countedWinSatang: delta.countedWin,
          bills: delta.bills,
          updatedAt: now,
        })),
      )
      .onConflictDoUpdate({
        target: [t.operatorId, t.memberId, t.day, t.category],
        set: {
          stakeSatang: sql`${t.stakeSatang} + excluded.stake_satang`,
          countedStakeSatang: sql`${t.countedStakeSatang} + excluded.counted_stake_satang`,
          winSatang: sql`${t.winSatang} + excluded.win_satang`,
          countedWinSatang: sql`${t.countedWinSatang} + excluded.counted_win_satang`,
          bills: sql`${t.bills} + excluded.bills`,
          updatedAt: now,
        },
      });
  },

  /**
   * Per member and category over the days (all members of the operator when `memberIds` is not
   * given): what cashback and referral income are computed from.
   */
  async totalsByCategory(
    db: DbOrTx,
    operatorId: string,
    range: DayRange,
    memberIds?: readonly string[],
  ): Promise<ActivityTotal[]> {
    if (memberIds && memberIds.length === 0) return [];
    const rows = await db
      .select({ memberId: t.memberId, category: t.category, ...sums })
      .from(t)
      .where(
        and(
          eq(t.operatorId, operatorId),
          gte(t.day, range.fromDay),
          lt(t.day, range.toDay),
          memberIds ? inArray(t.memberId, [...memberIds]) : undefined,
        ),
      )
      .groupBy(t.memberId, t.category);
    return rows.map(toTotal);
  },

  /** One member's totals per day and category (the referral summary by day, a mission's progress). */
  async daysOf(
    db: DbOrTx,
    operatorId: string,
    memberIds: readonly string[],
    range: DayRange,
  ): Promise<ActivityDay[]> {
    if (memberIds.length === 0) return [];
    const rows = await db
      .select({ day: t.day, memberId: t.memberId, category: t.category, ...sums })
      .from(t)
      .where(
        and(
          eq(t.operatorId, operatorId),
          inArray(t.memberId, [...memberIds]),
          gte(t.day, range.fromDay),
          lt(t.day, range.toDay),
        ),
      )
      .groupBy(t.day, t.memberId, t.category)
      .orderBy(t.day);
    return rows.map((row) => ({ ...toTotal(row), day: row.day }));
  },

  /** The member's counted turnover (every category) over the days: the VIP level's measure. */
  async countedTurnover(db: DbOrTx, operatorId: string, memberId: string, range: DayRange): Promise<bigint> {
    const [row] = await db
      .select({ satang: sums.countedStakeSatang })
      .from(t)
      .where(
        and(
          eq(t.operatorId, operatorId),
          eq(t.memberId, memberId),
          gte(t.day, range.fromDay),
          lt(t.day, range.toDay),
        ),
      );
    return BigInt(row?.satang ?? '0');
  },
});
export type ActivityRepo = ReturnType<typeof createActivityRepo>;
