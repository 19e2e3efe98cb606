import { and, asc, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '#platform/db/client';
import { arrayLiteral, rowsOf } from '#platform/db/rows';
import { lotteryProducts } from '../product/product.tables';
import { lotteryRounds } from '../round/round.tables';
import { yeekeeMarkets, yeekeeRoundShooters, yeekeeRounds, yeekeeShots } from './yeekee.tables';

/**
 * What members may read of a Yeekee round: its lottery round, its product and the Yeekee side.
 * Never the seed (revealed only by the proof after the freeze) nor who shot.
 */
const roundColumns = {
  roundId: lotteryRounds.id,
  operatorId: lotteryRounds.operatorId,
  roundCode: lotteryRounds.roundCode,
  status: lotteryRounds.status,
  openAt: lotteryRounds.openAt,
  closeAt: lotteryRounds.closeAt,
  productId: lotteryRounds.productId,
  productCode: lotteryProducts.code,
  productName: lotteryProducts.name,
  schedule: lotteryProducts.schedule,
  roundNo: yeekeeRounds.roundNo,
  businessDate: yeekeeRounds.businessDate,
  freezeAt: yeekeeRounds.freezeAt,
  formula: yeekeeRounds.formula,
  minShots: yeekeeRounds.minShots,
  maxShotsPerMember: yeekeeRounds.maxShotsPerMember,
  shotCooldownSeconds: yeekeeRounds.shotCooldownSeconds,
  subtractPosition: yeekeeRounds.subtractPosition,
  seedCommitment: yeekeeRounds.seedCommitment,
  lastSeq: yeekeeRounds.lastSeq,
  shotCount: yeekeeRounds.shotCount,
  shotSum: yeekeeRounds.shotSum,
  frozenAt: yeekeeRounds.frozenAt,
  resultR: yeekeeRounds.resultR,
  voidReason: yeekeeRounds.voidReason,
};

/** Rounds with their product and Yeekee side (inner joins: a daily product's round is not one). */
const selectRounds = (db: DbOrTx) =>
  db
    .select(roundColumns)
    .from(yeekeeRounds)
    .innerJoin(lotteryRounds, eq(lotteryRounds.id, yeekeeRounds.roundId))
    .innerJoin(lotteryProducts, eq(lotteryProducts.id, lotteryRounds.productId));
export type YeekeeRoundView = Awaited<ReturnType<typeof selectRounds>>[number];

const marketColumns = {
  productId: lotteryProducts.id,
  code: lotteryProducts.code,
  name: lotteryProducts.name,
  roundsPerDay: yeekeeMarkets.roundsPerDay,
  roundMinutes: yeekeeMarkets.roundMinutes,
  firstCloseTime: yeekeeMarkets.firstCloseTime,
  shootWindowSeconds: yeekeeMarkets.shootWindowSeconds,
  minShots: yeekeeMarkets.minShots,
  maxShotsPerMember: yeekeeMarkets.maxShotsPerMember,
  shotCooldownSeconds: yeekeeMarkets.shotCooldownSeconds,
  formula: yeekeeMarkets.formula,
  rewardEnabled: yeekeeMarkets.rewardEnabled,
  rewardPositions: yeekeeMarkets.rewardPositions,
  rewardAmountSatang: yeekeeMarkets.rewardAmountSatang,
  rewardMinStakeSatang: yeekeeMarkets.rewardMinStakeSatang,
};
const selectMarkets = (db: DbOrTx) =>
  db
    .select(marketColumns)
    .from(yeekeeMarkets)
    .innerJoin(lotteryProducts, eq(lotteryProducts.id, yeekeeMarkets.productId));
export type YeekeeMarketView = Awaited<ReturnType<typeof selectMarkets>>[number];

const shotColumns = {
  seq: yeekeeShots.seq,
  number: yeekeeShots.number,
  name: yeekeeShots.shooterName,
  receivedAt: yeekeeShots.receivedAt,
};
export type BoardShotRow = { seq: number; number: string; name: string; receivedAt: Date };

/** The running tally of a round: shots with seq ≤ lastSeq are committed together with it. */
export type RoundTally = { roundId: string; lastSeq: number; shotCount: number; shotSum: bigint };

const enabledYeekee = (operatorId: string) =>
  and(
    eq(lotteryProducts.operatorId, operatorId),
    eq(lotteryProducts.group, 'YEEKEE'),
    eq(lotteryProducts.isEnabled, true),
  );

/** Reads of the member-facing Yeekee calls and the live board (no writes: the intake owns those). */
export const createYeekeeReadRepo = () => ({
  /** The Yeekee round by its code, with its product. */
  async findRound(db: DbOrTx, operatorId: string, roundCode: string): Promise<YeekeeRoundView | undefined> {
    const [row] = await selectRounds(db)
      .where(and(eq(lotteryRounds.operatorId, operatorId), eq(lotteryRounds.roundCode, roundCode)))
      .limit(1);
    return row;
  },

  /** Whether the operator has a lottery round of this code (to tell "not Yeekee" from "no such round"). */
  async roundExists(db: DbOrTx, operatorId: string, roundCode: string): Promise<boolean> {
    const [row] = await db
      .select({ id: lotteryRounds.id })
      .from(lotteryRounds)
      .where(and(eq(lotteryRounds.operatorId, operatorId), eq(lotteryRounds.roundCode, roundCode)))
      .limit(1);
    return row !== undefined;
  },

  /** The operator's enabled Yeekee markets, in the catalogue's order. */
  async markets(db: DbOrTx, operatorId: string): Promise<YeekeeMarketView[]> {
    return selectMarkets(db)
      .where(enabledYeekee(operatorId))
      .orderBy(asc(lotteryProducts.sortOrder), asc(lotteryProducts.code));
  },

  async market(db: DbOrTx, operatorId: string, code: string): Promise<YeekeeMarketView | undefined> {
    const [row] = await selectMarkets(db)
      .where(and(enabledYeekee(operatorId), eq(lotteryProducts.code, code)))
      .limit(1);
    return row;
  },

  /** A market's rounds of one business date, in round order. */
  async roundsOfDate(db: DbOrTx, productId: string, businessDate: string): Promise<YeekeeRoundView[]> {
    return selectRounds(db)
      .where(and(eq(yeekeeRounds.productId, productId), eq(yeekeeRounds.businessDate, businessDate)))
      .orderBy(asc(yeekeeRounds.roundNo));
  },

  /** The tallies of these rounds in one statement (the board polls every watched round at once). */
  async tallies(db: DbOrTx, roundIds: string[]): Promise<RoundTally[]> {
    if (roundIds.length === 0) return [];
    return rowsOf<{ round_id: string; last_seq: string; shot_count: number; shot_sum: string }>(
      await db.execute(sql`
        select round_id, last_seq, shot_count, shot_sum from yeekee_rounds
        where round_id = any(${arrayLiteral(roundIds)}::uuid[])`),
    ).map((row) => ({
      roundId: row.round_id,
      lastSeq: Number(row.last_seq),
      shotCount: Number(row.shot_count),
      shotSum: BigInt(row.shot_sum),
    }));
  },

  /**
   * Shots with afterSeq < seq ≤ upToSeq, oldest first: the first `limit` of the range (`from: 'oldest'`,
   * paging forward) or its last `limit` (`from: 'newest'`, the board's newest shots).
   */
  async shotsBetween(
    db: DbOrTx,
    range: { roundId: string; afterSeq: number; upToSeq: number },
    limit: number,
    from: 'oldest' | 'newest',
  ): Promise<BoardShotRow[]> {
    const rows = await db
      .select(shotColumns)
      .from(yeekeeShots)
      .where(
        and(
          eq(yeekeeShots.roundId, range.roundId),
          gt(yeekeeShots.seq, range.afterSeq),
          lte(yeekeeShots.seq, range.upToSeq),
        ),
      )
      .orderBy(from === 'oldest' ? asc(yeekeeShots.seq) : desc(yeekeeShots.seq))
      .limit(limit);
    return from === 'oldest' ? rows : rows.reverse();
  },

  /** How many shots the member has in the round and when the last one was received. */
  async memberShooter(db: DbOrTx, roundId: string, memberId: string) {
    const [row] = await db
      .select({ shotCount: yeekeeRoundShooters.shotCount, lastShotAt: yeekeeRoundShooters.lastShotAt })
      .from(yeekeeRoundShooters)
      .where(and(eq(yeekeeRoundShooters.roundId, roundId), eq(yeekeeRoundShooters.memberId, memberId)));
    return row;
  },

  /** One member's shots in a round, oldest first. */
  async memberShots(db: DbOrTx, roundId: string, memberId: string) {
    return db
      .select({ seq: yeekeeShots.seq, number: yeekeeShots.number, receivedAt: yeekeeShots.receivedAt })
      .from(yeekeeShots)
      .where(and(eq(yeekeeShots.roundId, roundId), eq(yeekeeShots.memberId, memberId)))
      .orderBy(asc(yeekeeShots.seq));
  },
});
export type YeekeeReadRepo = ReturnType<typeof createYeekeeReadRepo>;
