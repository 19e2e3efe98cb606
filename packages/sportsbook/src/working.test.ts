import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { grade, type LegResult, type MatchResult } from './grade';
import { type MarketKey, parseMarketKey } from './market-key';
import { rational } from './rational';
import { legWorking } from './working';

const key = (text: string): MarketKey => parseMarketKey(text) as MarketKey;
const ft = (home: number, away: number): MatchResult => ({ ft: { home, away }, ht: { home: 0, away: 0 } });
const price = rational(19n, 10n);
/** How two halves' results make the leg's (the rule, written from the halves' side). */
const combined = (halves: Array<{ result: string }>): LegResult => {
  const results = halves.map((half) => half.result);
  if (results.length === 1) return results[0] as LegResult;
  if (results.every((r) => r === results[0])) return results[0] as LegResult;
  return results.includes('WIN') ? 'HALF_WIN' : 'HALF_LOSE';
};

describe('the working of a settled leg', () => {
  it('home −0.75 at 1-0: the −0.5 half won, the −1 half pushed, half won at (1 + 1.9)/2', () => {
    const working = legWorking(key('FT.AH:-0.75'), 'HOME', 'HALF_WIN', price, ft(1, 0));
    expect(working.counted).toBe(1);
    expect(working.halves).toEqual([
      { quarters: -4, result: 'PUSH' },
      { quarters: -2, result: 'WIN' },
    ]);
    expect(working.factor).toEqual(rational(29n, 20n));
  });

  it('a live handicap counts the goals after the bet; a total counts them all', () => {
    const match = ft(2, 1);
    const live = legWorking(key('FT.AH:0.25'), 'AWAY', 'HALF_LOSE', price, match, { home: 1, away: 1 });
    expect(live.counted).toBe(-1);
    const total = legWorking(key('FT.OU:2.75'), 'OVER', 'HALF_WIN', price, match);
    expect(total.counted).toBe(3);
    expect(total.halves).toEqual([
      { quarters: 10, result: 'WIN' },
      { quarters: 12, result: 'PUSH' },
    ]);
  });

  it('shows no halves for a void leg or a market without a line', () => {
    expect(legWorking(key('FT.1X2'), 'HOME', 'WIN', price, ft(1, 0))).toEqual({
      result: 'WIN',
      factor: price,
    });
    expect(legWorking(key('FT.AH:0'), 'HOME', 'VOID', price)).toEqual({
      result: 'VOID',
      factor: rational(1n),
    });
  });

  it('its halves always make the result the grader gave', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('AH', 'OU'),
        fc.integer({ min: -15, max: 15 }),
        fc.boolean(),
        fc.nat({ max: 6 }),
        fc.nat({ max: 6 }),
        (type, q, firstSide, home, away) => {
          const quarters = type === 'OU' ? Math.abs(q) + 1 : q;
          const market = key(`FT.${type}:${quarters / 4}`);
          const outcome = type === 'AH' ? (firstSide ? 'HOME' : 'AWAY') : firstSide ? 'OVER' : 'UNDER';
          const result = grade(market, outcome, ft(home, away));
          const working = legWorking(market, outcome, result, price, ft(home, away));
          expect(combined(working.halves ?? [])).toBe(result);
        },
      ),
    );
  });
});
