import {
  formatAmount,
  type YeekeeBoardShot,
  type YeekeeMarket,
  type YeekeeMyShots,
  type YeekeeRoundDetail,
  type YeekeeRoundItem,
  type YeekeeRoundList,
  type YeekeeShotPage,
  yeekeeSubtractPosition,
} from '@chokdee/contracts';
import { yeekeeBusinessDateOf, yeekeeFigures } from '@chokdee/lottery';
import type { Clock } from '#platform/clock';
import type { Db } from '#platform/db/client';
import { AppError } from '#platform/http/app-error';
import { roundNameOf } from '../round/round-view';
import { yeekeePhaseOf } from './round-phase';
import type { BoardShotRow, YeekeeMarketView, YeekeeReadRepo, YeekeeRoundView } from './yeekee-read.repo';

export const boardShot = (row: BoardShotRow): YeekeeBoardShot => ({
  seq: row.seq,
  number: row.number,
  name: row.name,
  receivedAt: row.receivedAt.toISOString(),
});

const marketView = (market: YeekeeMarketView): YeekeeMarket => ({
  code: market.code,
  name: market.name,
  roundsPerDay: market.roundsPerDay,
  roundMinutes: market.roundMinutes,
  firstCloseTime: market.firstCloseTime,
  shootWindowSeconds: market.shootWindowSeconds,
  minShots: market.minShots,
  maxShotsPerMember: market.maxShotsPerMember,
  shotCooldownSeconds: market.shotCooldownSeconds,
  formula: market.formula,
  subtractPosition: yeekeeSubtractPosition,
  shooterRewards: {
    enabled: market.rewardEnabled,
    positions: market.rewardPositions,
    amount: formatAmount(market.rewardAmountSatang),
    minStake: formatAmount(market.rewardMinStakeSatang),
  },
});

/** A round as members list it; the result only once it is published (R's last 3 and the 2 before). */
const roundItem = (round: YeekeeRoundView, now: Date): YeekeeRoundItem => {
  const phase = yeekeePhaseOf(round, now);
  const r = phase === 'RESULTED' ? round.resultR : null;
  return {
    roundCode: round.roundCode,
    roundNo: round.roundNo,
    roundName: roundNameOf(
      { code: round.productCode, name: round.productName, schedule: round.schedule },
      round.roundCode,
    ),
    businessDate: round.businessDate,
    status: round.status,
    phase,
    openAt: round.openAt.toISOString(),
    closeAt: round.closeAt.toISOString(),
    freezeAt: round.freezeAt.toISOString(),
    shotCount: round.shotCount,
    result: r === null ? null : { r, ...yeekeeFigures(r) },
    voidReason: round.voidReason,
  };
};

/**
 * The member-facing Yeekee reads (markets, a day's rounds, a round with its running board, the board
 * paged by seq, the member's own shots). Every figure of the board comes with the tally it was read
 * at: shots up to `lastSeq` are committed together with it, so a page never runs ahead of its sum.
 */
export const createYeekeeRead = ({ db, clock, repo }: { db: Db; clock: Clock; repo: YeekeeReadRepo }) => {
  /** The Yeekee round, ROUND_NOT_FOUND, or YEEKEE_NOT_A_YEEKEE_ROUND for a daily product's round. */
  const requireRound = async (operatorId: string, roundCode: string): Promise<YeekeeRoundView> => {
    const round = await repo.findRound(db, operatorId, roundCode);
    if (round) return round;
    if (await repo.roundExists(db, operatorId, roundCode)) throw new AppError('YEEKEE_NOT_A_YEEKEE_ROUND');
    throw new AppError('ROUND_NOT_FOUND');
  };

  return {
    requireRound,

    async markets(operatorId: string): Promise<{ data: YeekeeMarket[] }> {
      return { data: (await repo.markets(db, operatorId)).map(marketView) };
    },

    /** A market's rounds of a business date (default: the one whose round is open now). */
    async marketRounds(operatorId: string, code: string, date: string | undefined): Promise<YeekeeRoundList> {
      const market = await repo.market(db, operatorId, code);
      if (!market) throw new AppError('YEEKEE_MARKET_NOT_FOUND');
      const now = clock.now();
      const businessDate = date ?? yeekeeBusinessDateOf(market, now);
      const rounds = await repo.roundsOfDate(db, market.productId, businessDate);
      return {
        marketCode: market.code,
        marketName: market.name,
        businessDate,
        serverTime: now.toISOString(),
        rounds: rounds.map((round) => roundItem(round, now)),
      };
    },

    /** The round with its running sum and count, and the member's own count and next allowed shot. */
    async roundDetail(operatorId: string, memberId: string, roundCode: string): Promise<YeekeeRoundDetail> {
      const round = await requireRound(operatorId, roundCode);
      const mine = await repo.memberShooter(db, round.roundId, memberId);
      const now = clock.now();
      const cooldownEnds = mine && new Date(mine.lastShotAt.getTime() + round.shotCooldownSeconds * 1000);
      const nextShotAt =
        now < round.openAt ? round.openAt : cooldownEnds && cooldownEnds > now ? cooldownEnds : null;
      return {
        ...roundItem(round, now),
        marketCode: round.productCode,
        marketName: round.productName,
        serverTime: now.toISOString(),
        formula: round.formula,
        minShots: round.minShots,
        maxShotsPerMember: round.maxShotsPerMember,
        shotCooldownSeconds: round.shotCooldownSeconds,
        subtractPosition: round.subtractPosition,
        sum: round.shotSum.toString(),
        lastSeq: round.lastSeq,
        seedCommitment: round.formula === 'SEEDED' ? round.seedCommitment : null,
        myShotCount: mine?.shotCount ?? 0,
        nextShotAt: nextShotAt?.toISOString() ?? null,
      };
    },

    /** The board: shots after `afterSeq` (oldest first), or the newest `limit` without it. */
    async shots(
      operatorId: string,
      roundCode: string,
      query: { afterSeq?: number | undefined; limit: number },
    ): Promise<YeekeeShotPage> {
      const round = await requireRound(operatorId, roundCode);
      const range = { roundId: round.roundId, afterSeq: query.afterSeq ?? 0, upToSeq: round.lastSeq };
      const shots = await repo.shotsBetween(
        db,
        range,
        query.limit,
        query.afterSeq === undefined ? 'newest' : 'oldest',
      );
      return {
        roundCode: round.roundCode,
        shots: shots.map(boardShot),
        lastSeq: round.lastSeq,
        count: round.shotCount,
        sum: round.shotSum.toString(),
        serverTime: clock.now().toISOString(),
      };
    },

    async myShots(operatorId: string, memberId: string, roundCode: string): Promise<YeekeeMyShots> {
      const round = await requireRound(operatorId, roundCode);
      const shots = await repo.memberShots(db, round.roundId, memberId);
      return {
        roundCode: round.roundCode,
        shots: shots.map((shot) => ({ ...shot, receivedAt: shot.receivedAt.toISOString() })),
      };
    },
  };
};
export type YeekeeRead = ReturnType<typeof createYeekeeRead>;
