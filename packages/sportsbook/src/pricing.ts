import { grade, type LegResult, type Score } from './grade';
import { type MarketKey, outcomesOf } from './market-key';
import { decimalFromFormat } from './odds';
import type { Rational } from './rational';

/**
 * Prices from a model of the match (docs/domain/sportsbook.md, "Pricing"): goals as two independent
 * Poisson counts, the fair price of every selection from the distribution of final scores, then the
 * book's margin, then the price grid. Prices are quotes, not money, so this file works in floating
 * point; what it answers is an exact price written on the grid (a Malay water or a decimal in
 * hundredths), which tickets then carry exactly.
 */

/** P[home][away] of the final score, 0…SCORE_GRID goals a side (the rest, ~1e-9 at football rates, folded in). */
export type ScoreDistribution = number[][];
const SCORE_GRID = 15;

const poisson = (lambda: number): number[] => {
  const p = [Math.exp(-lambda)];
  for (let k = 1; k <= SCORE_GRID; k += 1) p.push(((p[k - 1] ?? 0) * lambda) / k);
  const rest = 1 - p.reduce((sum, value) => sum + value, 0);
  p[SCORE_GRID] = (p[SCORE_GRID] ?? 0) + Math.max(rest, 0);
  return p;
};

/**
 * The goals still to come, as scores, at the given rates: the whole match's rates before kick-off,
 * the rest of the period's live (`resultChances` adds the score now).
 */
export const scoreDistribution = (homeRate: number, awayRate: number): ScoreDistribution => {
  if (!(homeRate >= 0 && awayRate >= 0 && Number.isFinite(homeRate) && Number.isFinite(awayRate)))
    throw new RangeError('goal rates must be finite and not negative');
  const home = poisson(homeRate);
  const away = poisson(awayRate);
  return home.map((ph) => away.map((pa) => ph * pa));
};

type Tally = Record<Exclude<LegResult, 'VOID'>, number>;

/**
 * How likely each result of a selection is. `from`: the score now; a live handicap counts only the
 * goals after it, every other market all goals (as `grade` does), so the distribution is of goals
 * still to come and `from` is added back.
 */
export const resultChances = (
  key: MarketKey,
  outcome: string,
  toCome: ScoreDistribution,
  from: Score = { home: 0, away: 0 },
): Tally => {
  const tally: Tally = { WIN: 0, HALF_WIN: 0, PUSH: 0, HALF_LOSE: 0, LOSE: 0 };
  toCome.forEach((row, home) => {
    row.forEach((p, away) => {
      const final = { home: from.home + home, away: from.away + away };
      const result = grade(key, outcome, { ft: final, ht: final }, key.type === 'AH' ? from : undefined);
      tally[result] += p;
    });
  });
  return tally;
};

/**
 * The fair decimal odds: the price at which a baht's expected return is a baht. With d the price,
 * E = pWin·d + pHalfWin·(1 + d)/2 + pPush + pHalfLose/2, so d = (1 − pPush − (pHalfWin + pHalfLose)/2)
 * / (pWin + pHalfWin/2). Infinite when the selection cannot win.
 */
export const fairDecimal = (chances: Tally): number => {
  const winning = chances.WIN + chances.HALF_WIN / 2;
  const needed = 1 - chances.PUSH - (chances.HALF_WIN + chances.HALF_LOSE) / 2;
  return winning <= 0 ? Number.POSITIVE_INFINITY : needed / winning;
};

/** A market's margin: the sum of 1/d over its outcomes is 1 at fair prices and 1 + margin quoted. */
export const defaultMargins: Record<MarketKey['type'], number> = {
  AH: 0.045,
  OU: 0.045,
  '1X2': 0.07,
  OE: 0.045,
  CS: 0.2,
};

/** A quoted price, and the format Thai tables show it in (`formatOdds`). */
export type Quote = { outcome: string; decimal: Rational; format: 'MY' | 'EU' };

const down = (value: number, step: number) => Math.floor(value / step + 1e-9) * step;

/**
 * A price on the grid, never better for the member than `decimal`: handicaps and totals as Malay
 * water in hundredths (black 0.01…1.00, red −1.00…−0.01), the rest as decimal odds in hundredths.
 * Undefined when the price is off the grid (below 1.01, above 1,000).
 */
export const onGrid = (decimal: number, type: MarketKey['type']): Rational | undefined => {
  if (!(decimal > 1)) return undefined;
  if (type === 'AH' || type === 'OU') {
    const water = decimal <= 2 ? down(decimal - 1, 0.01) : -Math.ceil((1 / (decimal - 1)) * 100 - 1e-9) / 100;
    if (water === 0) return undefined;
    return decimalFromFormat(water.toFixed(2), 'MY');
  }
  return decimalFromFormat(down(Math.min(decimal, 1000), 0.01).toFixed(2), 'EU');
};

/**
 * The quoted prices of one market: each outcome's fair probability-equivalent 1/d scaled up by the
 * margin, then put on the grid (rounded toward the book). Outcomes that cannot win, or whose price
 * falls off the grid, are left out.
 */
export const quoteMarket = (
  key: MarketKey,
  toCome: ScoreDistribution,
  options: { from?: Score; margin?: number } = {},
): Quote[] => {
  const margin = options.margin ?? defaultMargins[key.type];
  const quotes: Quote[] = [];
  for (const outcome of outcomesOf(key)) {
    const fair = fairDecimal(resultChances(key, outcome, toCome, options.from));
    const decimal = onGrid(1 / ((1 / fair) * (1 + margin)), key.type);
    if (!decimal) continue;
    const format = key.type === 'AH' || key.type === 'OU' ? 'MY' : 'EU';
    quotes.push({ outcome, decimal, format });
  }
  return quotes;
};

/**
 * The main line of a handicap or total: the quarter line whose two sides are closest to even money
 * (their fair prices nearest each other), among −`span`…+`span` goals for a handicap, 0.5…`span` for a
 * total. Answered in quarter goals.
 */
export const mainLine = (
  type: 'AH' | 'OU',
  toCome: ScoreDistribution,
  options: { from?: Score; span?: number } = {},
): number => {
  const span = (options.span ?? (type === 'AH' ? 3.5 : 6.5)) * 4;
  let best = type === 'AH' ? 0 : 2;
  let bestGap = Number.POSITIVE_INFINITY;
  for (let quarters = type === 'AH' ? -span : 2; quarters <= span; quarters += 1) {
    const key = { period: 'FT', type, quarters } as MarketKey;
    const [first, second] = outcomesOf(key);
    const a = fairDecimal(resultChances(key, first as string, toCome, options.from));
    const b = fairDecimal(resultChances(key, second as string, toCome, options.from));
    const gap = Math.abs(Math.log(a) - Math.log(b));
    if (gap < bestGap) {
      bestGap = gap;
      best = quarters;
    }
  }
  return best;
};
