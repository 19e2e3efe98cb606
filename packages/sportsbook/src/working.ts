import { gradeLineValue, type LegResult, lineHalves, type MatchResult, type Score } from './grade';
import type { MarketKey } from './market-key';
import type { Rational } from './rational';
import { resultFactor } from './returns';

/**
 * The working a settled leg shows the member (docs/domain/sportsbook.md, "What members are owed"): for
 * a handicap or total, the line's halves with the value each was settled on; the result; and the
 * factor it multiplied the stake by. Data only: the member site writes it in Thai.
 */
export type LegWorking = {
  result: LegResult;
  factor: Rational;
  /** The goals the line was settled on: the margin after the bet (a handicap), or the total. */
  counted?: number;
  /** A handicap's or total's halves (one for a whole or half line): each line and its result. */
  halves?: Array<{ quarters: number; result: 'WIN' | 'PUSH' | 'LOSE' }>;
};

const periodScore = (key: MarketKey, result: MatchResult): Score =>
  key.period === 'FT' ? result.ft : result.ht;

export const legWorking = (
  key: MarketKey,
  outcome: string,
  legResult: LegResult,
  decimal: Rational,
  match?: MatchResult,
  atPlacement?: Score,
): LegWorking => {
  const base = { result: legResult, factor: resultFactor(legResult, decimal) };
  if (legResult === 'VOID' || !match || (key.type !== 'AH' && key.type !== 'OU')) return base;
  const score = periodScore(key, match);
  const from = key.type === 'AH' ? (atPlacement ?? { home: 0, away: 0 }) : { home: 0, away: 0 };
  const margin = score.home - from.home - (score.away - from.away);
  const total = score.home + score.away;
  const counted = key.type === 'AH' ? (outcome === 'AWAY' ? -margin : margin) : total;
  // The line from the selection's side: a handicap's away side receives what home gives; under mirrors over.
  const line = key.type === 'AH' ? (outcome === 'AWAY' ? -key.quarters : key.quarters) : key.quarters;
  const settledOn = (quarters: number) =>
    key.type === 'AH'
      ? counted * 4 + quarters
      : outcome === 'OVER'
        ? counted * 4 - quarters
        : quarters - counted * 4;
  const halves = lineHalves(line).map((quarters) => {
    const half = gradeLineValue(settledOn(quarters));
    return { quarters, result: half as 'WIN' | 'PUSH' | 'LOSE' };
  });
  return { ...base, counted, halves };
};
