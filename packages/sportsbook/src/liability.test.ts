import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ExposureBet, fixtureExposure, periodExposure } from './liability';
import { type MarketKey, parseMarketKey } from './market-key';
import { type Rational, rational } from './rational';

const key = (text: string): MarketKey => parseMarketKey(text) as MarketKey;
const at = (milli: number): Rational => rational(BigInt(milli), 1000n);
const bet = (
  market: string,
  outcome: string,
  baht: number,
  odds = 1900,
  more: Partial<ExposureBet> = {},
): ExposureBet => ({
  key: key(market),
  outcome,
  stakeSatang: BigInt(baht * 100),
  decimal: at(odds),
  ...more,
});

describe('exposure by score', () => {
  it('a single: the most it can win, at a score where it wins', () => {
    const exposure = periodExposure('FT', [bet('FT.AH:-0.5', 'HOME', 100)]);
    expect(exposure.worst).toBe(9_000n);
    expect(exposure.at && exposure.at.home > exposure.at.away).toBe(true);
  });

  it('both sides of one line at the same price: the stakes cover each other', () => {
    const exposure = periodExposure('FT', [bet('FT.AH:-0.5', 'HOME', 100), bet('FT.AH:-0.5', 'AWAY', 100)]);
    // Whichever side wins is paid 190 from the 200 taken.
    expect(exposure.worst).toBe(0n);
  });

  it('neighbouring lines overlap: home −0.5 and away +0.75 both win nowhere, so the worst is one win less the other stake', () => {
    // Home −0.5 wins on a home win; away +0.75 (home −0.75) wins on a draw or away win, half wins at a one-goal home win.
    const exposure = periodExposure('FT', [bet('FT.AH:-0.5', 'HOME', 100), bet('FT.AH:-0.75', 'AWAY', 100)]);
    // At 1-0: home wins 90, away half loses 50 → the book pays 40 net.
    // At 0-0: away wins 90, home loses 100 → the book gains 10. At 2-0: home +90, away −100.
    expect(exposure.worst).toBe(4_000n);
    expect(exposure.at).toEqual({ home: 1, away: 0 });
  });

  it('leaves out scores a live bet has already passed', () => {
    const exposure = periodExposure('FT', [
      bet('FT.OU:0.5', 'UNDER', 100, 1900, { atPlacement: { home: 1, away: 0 } }),
    ]);
    expect(exposure.grid[0]?.[0]).toBeNull();
    // Under 0.5 with a goal already scored can no longer win.
    expect(exposure.worst).toBe(0n);
  });

  it('counts a parlay leg at its full potential wherever the leg does not lose', () => {
    const exposure = periodExposure('FT', [bet('FT.1X2', 'HOME', 100, 2000, { parlayMaxReturn: 80_000n })]);
    expect(exposure.worst).toBe(70_000n);
  });

  it('adds the first half to full time for the fixture', () => {
    const bets = [bet('FT.1X2', 'DRAW', 100, 3000), bet('1H.1X2', 'DRAW', 100, 2000)];
    expect(fixtureExposure(bets)).toBe(20_000n + 10_000n);
  });

  it('is never less than any one score’s net, and is reached at its score', () => {
    const markets = ['FT.AH:-0.25', 'FT.AH:0.5', 'FT.OU:2.5', 'FT.OU:2.75', 'FT.1X2', 'FT.OE', 'FT.CS'];
    const outcome = (market: string, pick: number) => {
      const outcomes: Record<string, string[]> = {
        AH: ['HOME', 'AWAY'],
        OU: ['OVER', 'UNDER'],
        '1X2': ['HOME', 'DRAW', 'AWAY'],
        OE: ['ODD', 'EVEN'],
        CS: ['1-0', '2-1', 'OTHER'],
      };
      const list = outcomes[market.split('.')[1]?.split(':')[0] ?? ''] ?? [];
      return list[pick % list.length] as string;
    };
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            market: fc.constantFrom(...markets),
            pick: fc.nat(),
            baht: fc.integer({ min: 10, max: 5_000 }),
            odds: fc.integer({ min: 1_050, max: 9_000 }),
          }),
          { minLength: 1, maxLength: 8 },
        ),
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 0, max: 6 }),
        (picks, home, away) => {
          const bets = picks.map((p) => bet(p.market, outcome(p.market, p.pick), p.baht, p.odds));
          const exposure = periodExposure('FT', bets);
          const net = exposure.grid[home]?.[away];
          expect(net).not.toBeNull();
          expect(exposure.worst >= (net ?? 0n)).toBe(true);
          const worstAt = exposure.at && exposure.grid[exposure.at.home]?.[exposure.at.away];
          expect(exposure.worst).toBe(
            worstAt !== undefined && worstAt !== null && worstAt > 0n ? worstAt : 0n,
          );
        },
      ),
      { numRuns: 60 },
    );
  });
});
