import { grade, outcomesOf, parseMarketKey } from '@chokdee/sportsbook';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { crossCheck } from './outcome-check';

const result = { ft: { home: 2, away: 1 }, ht: { home: 0, away: 1 } };

describe('crossCheck', () => {
  it('finds nothing when the source grades as we do, quarter lines and first half included', () => {
    expect(
      crossCheck(result, [
        { market: 'FT.AH:-0.75', outcome: 'HOME', result: 'HALF_WIN' },
        { market: 'FT.AH:-0.75', outcome: 'AWAY', result: 'HALF_LOSE' },
        { market: 'FT.OU:2.75', outcome: 'OVER', result: 'HALF_WIN' },
        { market: 'FT.OU:3', outcome: 'UNDER', result: 'PUSH' },
        { market: 'FT.1X2', outcome: 'HOME', result: 'WIN' },
        { market: 'FT.OE', outcome: 'EVEN', result: 'LOSE' },
        { market: 'FT.CS', outcome: '2-1', result: 'WIN' },
        { market: '1H.1X2', outcome: 'AWAY', result: 'WIN' },
        { market: '1H.CS', outcome: '0-1', result: 'WIN' },
      ]),
    ).toEqual([]);
  });

  it('answers each disagreement with both readings', () => {
    expect(
      crossCheck(result, [
        { market: 'FT.AH:-0.75', outcome: 'HOME', result: 'WIN' },
        { market: '1H.OU:0.5', outcome: 'OVER', result: 'LOSE' },
        { market: 'FT.1X2', outcome: 'HOME', result: 'WIN' },
      ]),
    ).toEqual([
      { market: 'FT.AH:-0.75', outcome: 'HOME', ours: 'HALF_WIN', theirs: 'WIN' },
      { market: '1H.OU:0.5', outcome: 'OVER', ours: 'WIN', theirs: 'LOSE' },
    ]);
  });

  it('holds what it cannot grade, and any VOID from the source', () => {
    expect(
      crossCheck(result, [
        { market: 'FT.AH:+0.5', outcome: 'HOME', result: 'WIN' },
        { market: 'FT.CS', outcome: '7-0', result: 'LOSE' },
        { market: 'FT.1X2', outcome: 'DRAW', result: 'VOID' },
      ]).map((entry) => entry.ours),
    ).toEqual(['UNGRADABLE', 'UNGRADABLE', 'LOSE']);
    // A half-time score above the full-time one cannot be graded: held, never paid.
    expect(
      crossCheck({ ft: { home: 0, away: 0 }, ht: { home: 1, away: 0 } }, [
        { market: 'FT.1X2', outcome: 'DRAW', result: 'WIN' },
      ]),
    ).toEqual([{ market: 'FT.1X2', outcome: 'DRAW', ours: 'UNGRADABLE', theirs: 'WIN' }]);
  });

  it('agrees with the grader on every outcome of every market (property)', () => {
    const markets = [
      'FT.AH:-1.25',
      'FT.AH:0.5',
      '1H.AH:-0.25',
      'FT.OU:2.25',
      '1H.OU:1',
      'FT.1X2',
      '1H.OE',
      'FT.CS',
    ];
    fc.assert(
      fc.property(fc.nat(3), fc.nat(3), fc.nat(3), fc.nat(3), (hh, ha, sh, sa) => {
        const score = { ft: { home: hh + sh, away: ha + sa }, ht: { home: hh, away: ha } };
        const graded = markets.flatMap((market) => {
          const key = parseMarketKey(market);
          if (!key) return [];
          return outcomesOf(key).map((outcome) => ({ market, outcome, result: grade(key, outcome, score) }));
        });
        return crossCheck(score, graded).length === 0;
      }),
    );
  });
});
