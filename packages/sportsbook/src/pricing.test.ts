import { describe, expect, it } from 'vitest';
import { grade } from './grade';
import { type MarketKey, outcomesOf } from './market-key';
import { formatOdds } from './odds';
import { fairDecimal, mainLine, onGrid, quoteMarket, resultChances, scoreDistribution } from './pricing';

const key = (type: 'AH' | 'OU', quarters: number): MarketKey => ({ period: 'FT', type, quarters });
const asNumber = (value: { num: bigint; den: bigint }) => Number(value.num) / Number(value.den);
const grid = (decimal: number, type: MarketKey['type']) => {
  const price = onGrid(decimal, type);
  if (!price) throw new Error(`${decimal} is off the grid`);
  return price;
};
const factorOf = (result: string, d: number) =>
  ({ WIN: d, HALF_WIN: (1 + d) / 2, PUSH: 1, VOID: 1, HALF_LOSE: 0.5, LOSE: 0 })[result] ?? Number.NaN;

describe('pricing from a Poisson model', () => {
  const match = scoreDistribution(1.6, 1.1);

  it('is a distribution of scores', () => {
    const total = match.flat().reduce((sum, p) => sum + p, 0);
    expect(total).toBeCloseTo(1, 12);
    expect(() => scoreDistribution(-1, 1)).toThrow(RangeError);
  });

  it('a fair price returns a baht per baht on average, graded as the grader grades (every line)', () => {
    const keys: MarketKey[] = [];
    for (let q = -14; q <= 14; q += 1) keys.push(key('AH', q));
    for (let q = 2; q <= 26; q += 1) keys.push(key('OU', q));
    keys.push({ period: 'FT', type: '1X2' }, { period: 'FT', type: 'OE' }, { period: 'FT', type: 'CS' });
    for (const market of keys)
      for (const outcome of outcomesOf(market)) {
        const d = fairDecimal(resultChances(market, outcome, match));
        if (!Number.isFinite(d)) continue;
        // The expectation computed independently: grade every score, weigh its factor.
        let expected = 0;
        match.forEach((row, home) => {
          row.forEach((p, away) => {
            const score = { home, away };
            expected += p * factorOf(grade(market, outcome, { ft: score, ht: score }), d);
          });
        });
        expect(expected, `${JSON.stringify(market)} ${outcome}`).toBeCloseTo(1, 9);
      }
  });

  it('both sides of a line at fair prices have 1/d summing to one; quoted, to at least 1 + margin', () => {
    for (let q = -10; q <= 10; q += 1) {
      const market = key('AH', q);
      const [home, away] = outcomesOf(market).map((o) => fairDecimal(resultChances(market, o, match)));
      expect(1 / (home ?? 0) + 1 / (away ?? 0)).toBeCloseTo(1, 9);
      const quotes = quoteMarket(market, match);
      if (quotes.length === 2) {
        const book = quotes.reduce((sum, quote) => sum + 1 / asNumber(quote.decimal), 0);
        expect(book).toBeGreaterThanOrEqual(1.045 - 1e-9);
        expect(book).toBeLessThan(1.2);
      }
    }
  });

  it('puts prices on the grid, never better than asked: water in hundredths, decimals in hundredths', () => {
    expect(formatOdds(grid(1.918, 'AH'), 'MY')).toBe('0.91');
    // 2.2 is red water −0.8333…: quoted −0.84 (the member risks a little more), decimal 2.1904…
    const red = grid(2.2, 'OU');
    expect(formatOdds(red, 'MY')).toBe('-0.84');
    expect(asNumber(red)).toBeLessThanOrEqual(2.2);
    expect(formatOdds(grid(3.456, '1X2'), 'EU')).toBe('3.45');
    expect(onGrid(1.004, 'AH')).toBeUndefined();
    expect(onGrid(1.0, '1X2')).toBeUndefined();
  });

  it('takes the line closest to even money as the main line: level teams 0, a stronger home side gives', () => {
    expect(mainLine('AH', scoreDistribution(1.3, 1.3))).toBe(0);
    expect(mainLine('AH', scoreDistribution(2.4, 0.7))).toBeLessThan(-2);
    const total = mainLine('OU', scoreDistribution(1.4, 1.2));
    // About 2.6 goals expected: the main total is 2.5 or a quarter either side.
    expect(total).toBeGreaterThanOrEqual(9);
    expect(total).toBeLessThanOrEqual(11);
  });

  it('prices a live handicap on the goals still to come and a total on all of them', () => {
    const rest = scoreDistribution(0.4, 0.3);
    const from = { home: 2, away: 0 };
    // At 2-0 over 1.5 cannot lose and under cannot win: neither is quoted.
    expect(quoteMarket(key('OU', 6), rest, { from })).toEqual([]);
    expect(quoteMarket(key('OU', 10), rest, { from }).map((q) => q.outcome)).toEqual(['OVER', 'UNDER']);
    // The handicap on what is left is near level: its main line is 0 or a quarter.
    expect(Math.abs(mainLine('AH', rest, { from }))).toBeLessThanOrEqual(1);
  });
});
