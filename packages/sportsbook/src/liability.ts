import { grade, type Score } from './grade';
import type { MarketKey, Period } from './market-key';
import type { Rational } from './rational';
import { resultFactor, returnOf } from './returns';

/**
 * What the book stands to lose on a fixture, by final score (docs/domain/sportsbook.md, "Liability").
 * Neighbouring and quarter lines overlap, so adding each line's worst case would overstate the risk
 * and adding their stakes would understate it; grading every open bet against every score that can
 * still happen, and taking the worst score, is exact. Scores run 0…SCENARIO_GOALS a side: past that
 * no line the engine grades (±10 goals, totals to 20) changes its result.
 */
export const SCENARIO_GOALS = 12;

export type ExposureBet = {
  key: MarketKey;
  outcome: string;
  stakeSatang: bigint;
  decimal: Rational;
  /** A live bet's score when taken: scores below it can no longer happen. */
  atPlacement?: Score;
  /**
   * A parlay leg: the parlay's most it can return. Counted in full wherever this leg does not lose
   * (its other legs may all win), as −stake where it loses (the parlay is lost then).
   */
  parlayMaxReturn?: bigint;
};

/** The member's net win (return − stake; negative when the book keeps money) on one bet at a score. */
export const netWinAt = (bet: ExposureBet, score: Score): bigint => {
  const result = grade(
    bet.key,
    bet.outcome,
    { ft: score, ht: bet.key.period === '1H' ? score : { home: 0, away: 0 } },
    bet.atPlacement,
  );
  if (bet.parlayMaxReturn !== undefined)
    return result === 'LOSE' ? -bet.stakeSatang : bet.parlayMaxReturn - bet.stakeSatang;
  return returnOf(bet.stakeSatang, resultFactor(result, bet.decimal)) - bet.stakeSatang;
};

export type Exposure = {
  /** The most the members' bets can win from the book at any score still possible (0 when none). */
  worst: bigint;
  /** The score of the worst case (undefined when no bet). */
  at?: Score;
  /** Net of all bets by score, `[home][away]`; null where the score can no longer happen. */
  grid: Array<Array<bigint | null>>;
};

/** The book's exposure on one period's bets (all FT, or all 1H) of one fixture. */
export const periodExposure = (period: Period, bets: readonly ExposureBet[]): Exposure => {
  const own = bets.filter((bet) => bet.key.period === period);
  const grid: Array<Array<bigint | null>> = [];
  let worst: bigint | undefined;
  let at: Score | undefined;
  for (let home = 0; home <= SCENARIO_GOALS; home += 1) {
    const row: Array<bigint | null> = [];
    for (let away = 0; away <= SCENARIO_GOALS; away += 1) {
      const score = { home, away };
      const possible = own.every(
        (bet) => !bet.atPlacement || (bet.atPlacement.home <= home && bet.atPlacement.away <= away),
      );
      if (!possible) {
        row.push(null);
        continue;
      }
      const net = own.reduce((sum, bet) => sum + netWinAt(bet, score), 0n);
      row.push(net);
      if (worst === undefined || net > worst) {
        worst = net;
        at = score;
      }
    }
    grid.push(row);
  }
  return {
    worst: own.length === 0 || worst === undefined || worst < 0n ? 0n : worst,
    ...(own.length && at ? { at } : {}),
    grid,
  };
};

/**
 * A fixture's exposure: its FT bets' worst score plus its 1H bets' worst. The two halves of a match
 * are not independent, so the sum may exceed what any one match can cost: a cap on it errs toward
 * the book.
 */
export const fixtureExposure = (bets: readonly ExposureBet[]): bigint =>
  periodExposure('FT', bets).worst + periodExposure('1H', bets).worst;
