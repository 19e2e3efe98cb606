import type { MarketKey } from './market-key';

/** A bet's result (docs/domain/sportsbook.md, "Grading"). VOID comes from the lifecycle, never from a score. */
export type LegResult = 'WIN' | 'HALF_WIN' | 'PUSH' | 'HALF_LOSE' | 'LOSE' | 'VOID';
export const legResults: readonly LegResult[] = ['WIN', 'HALF_WIN', 'PUSH', 'HALF_LOSE', 'LOSE', 'VOID'];

export type Score = { home: number; away: number };
export type MatchResult = { ft: Score; ht: Score };

type Half = 'WIN' | 'PUSH' | 'LOSE';
const sign = (value: number): Half => (value > 0 ? 'WIN' : value === 0 ? 'PUSH' : 'LOSE');

/**
 * A line bet whose value is `quarters` (the goal margin or total, in quarter goals, plus or minus the
 * line). A whole or half line wins above zero, pushes at zero, loses below. A quarter line (odd) is
 * two half-stakes on the neighbouring lines, a quarter goal either side; their results combine into a
 * half win or half loss. The neighbours differ by half a goal, so one half never wins while the other
 * loses.
 */
export const gradeLineValue = (quarters: number): Exclude<LegResult, 'VOID'> => {
  if (quarters % 2 === 0) return sign(quarters);
  const low = sign(quarters - 1);
  const high = sign(quarters + 1);
  if (low === high) return low;
  return low === 'PUSH' ? 'HALF_WIN' : 'HALF_LOSE';
};

/** The two halves of a quarter-line bet (one entry for other lines): the working a ticket shows. */
export const lineHalves = (quarters: number): number[] =>
  quarters % 2 === 0 ? [quarters] : [quarters - 1, quarters + 1];

const validScore = (score: Score): boolean =>
  Number.isSafeInteger(score.home) && Number.isSafeInteger(score.away) && score.home >= 0 && score.away >= 0;

/**
 * Grades one selection. `atPlacement`: the score when a live bet was taken; an Asian handicap counts
 * only the goals after it, every other market all of the period's goals. Throws on scores that cannot
 * be (negative, or a placement score above the final one): a result like that is held for staff, not
 * graded.
 */
export const grade = (
  key: MarketKey,
  outcome: string,
  result: MatchResult,
  atPlacement?: Score,
): Exclude<LegResult, 'VOID'> => {
  const score = key.period === 'FT' ? result.ft : result.ht;
  if (!validScore(result.ft) || !validScore(result.ht) || (atPlacement && !validScore(atPlacement)))
    throw new RangeError('a score must be whole goals, not negative');
  if (result.ht.home > result.ft.home || result.ht.away > result.ft.away)
    throw new RangeError('the half-time score is above the full-time score');
  if (atPlacement && (atPlacement.home > score.home || atPlacement.away > score.away))
    throw new RangeError('the score at placement is above the final score');
  switch (key.type) {
    case 'AH': {
      const from = atPlacement ?? { home: 0, away: 0 };
      const margin = score.home - from.home - (score.away - from.away);
      if (outcome === 'HOME') return gradeLineValue(margin * 4 + key.quarters);
      if (outcome === 'AWAY') return gradeLineValue(-margin * 4 - key.quarters);
      break;
    }
    case 'OU': {
      const total = (score.home + score.away) * 4;
      if (outcome === 'OVER') return gradeLineValue(total - key.quarters);
      if (outcome === 'UNDER') return gradeLineValue(key.quarters - total);
      break;
    }
    case '1X2': {
      const winner = score.home > score.away ? 'HOME' : score.home < score.away ? 'AWAY' : 'DRAW';
      if (['HOME', 'DRAW', 'AWAY'].includes(outcome)) return outcome === winner ? 'WIN' : 'LOSE';
      break;
    }
    case 'OE': {
      const parity = (score.home + score.away) % 2 === 0 ? 'EVEN' : 'ODD';
      if (outcome === 'ODD' || outcome === 'EVEN') return outcome === parity ? 'WIN' : 'LOSE';
      break;
    }
    case 'CS': {
      const grid = key.period === 'FT' ? 4 : 2;
      const inGrid = score.home <= grid && score.away <= grid;
      const actual = inGrid ? `${score.home}-${score.away}` : 'OTHER';
      const match = /^(\d)-(\d)$/.exec(outcome);
      const valid = outcome === 'OTHER' || (match && Number(match[1]) <= grid && Number(match[2]) <= grid);
      if (valid) return outcome === actual ? 'WIN' : 'LOSE';
      break;
    }
  }
  throw new RangeError(`${outcome} is not an outcome of this market`);
};
