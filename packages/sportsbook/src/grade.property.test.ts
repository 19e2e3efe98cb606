import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { grade, type LegResult, lineHalves, type MatchResult } from './grade';
import { type MarketKey, parseMarketKey } from './market-key';
import { add, HALF, mul, rational } from './rational';
import { resultFactor, returnOf, ticketState } from './returns';

const key = (text: string): MarketKey => parseMarketKey(text) as MarketKey;
const goals = fc.integer({ min: 0, max: 9 });
const result = fc.record({ htHome: goals, htAway: goals, moreHome: goals, moreAway: goals }).map(
  ({ htHome, htAway, moreHome, moreAway }): MatchResult => ({
    ht: { home: htHome, away: htAway },
    ft: { home: htHome + moreHome, away: htAway + moreAway },
  }),
);
const ahQuarters = fc.integer({ min: -15, max: 15 });
const ouQuarters = fc.integer({ min: 1, max: 27 });
const period = fc.constantFrom('FT', '1H');
const lineText = (quarters: number) => String(quarters / 4);
/** Decimal odds 1.001…20 in thousandths. */
const decimal = fc.integer({ min: 1001, max: 20_000 }).map((milli) => rational(BigInt(milli), 1000n));
const winning = (result: LegResult) => result === 'WIN' || result === 'HALF_WIN';
const net: Record<LegResult, number> = { WIN: 1, HALF_WIN: 0.5, PUSH: 0, VOID: 0, HALF_LOSE: -0.5, LOSE: -1 };

describe('grading properties', () => {
  it('the two sides of a handicap never both win, and their nets cancel', () => {
    fc.assert(
      fc.property(period, ahQuarters, result, (p, quarters, match) => {
        const market = key(`${p}.AH:${lineText(quarters)}`);
        const home = grade(market, 'HOME', match);
        const away = grade(market, 'AWAY', match);
        expect(winning(home) && winning(away)).toBe(false);
        expect(net[home] + net[away]).toBe(0);
      }),
    );
  });

  it('over and under mirror each other', () => {
    fc.assert(
      fc.property(period, ouQuarters, result, (p, quarters, match) => {
        const market = key(`${p}.OU:${lineText(quarters)}`);
        expect(net[grade(market, 'OVER', match)] + net[grade(market, 'UNDER', match)]).toBe(0);
      }),
    );
  });

  it('a quarter line returns what half the stake on each neighbouring line returns', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('AH', 'OU'),
        fc.integer({ min: 1, max: 13 }),
        result,
        decimal,
        fc.bigInt({ min: 1n, max: 10_000_000n }),
        (type, index, match, price, halfStake) => {
          // Quarter lines only: AH −3.25…+3.25, O/U 0.75…6.75 (0.25's lower half, 0, is no line).
          const quarters = type === 'AH' ? index * 2 - 13 : index * 2 + 1;
          const outcome = type === 'AH' ? 'HOME' : 'OVER';
          const whole = grade(key(`FT.${type}:${lineText(quarters)}`), outcome, match);
          const halves = lineHalves(quarters).map((q) =>
            grade(key(`FT.${type}:${lineText(q)}`), outcome, match),
          );
          expect(halves).toHaveLength(2);
          const [low = rational(0n), high = rational(0n)] = halves.map((half) => resultFactor(half, price));
          // Exact: the quarter line's factor is the mean of its halves'.
          expect(resultFactor(whole, price)).toEqual(mul(add(low, high), HALF));
          // In satang, half the stake on each: the same to within the one cut of each ticket.
          const paid = returnOf(halfStake * 2n, resultFactor(whole, price));
          const halvesPaid = returnOf(halfStake, low) + returnOf(halfStake, high);
          expect(paid - halvesPaid).toBeGreaterThanOrEqual(0n);
          expect(paid - halvesPaid).toBeLessThanOrEqual(1n);
        },
      ),
    );
  });

  it('a live handicap is graded on the goals after the bet, as if the match started at that score', () => {
    fc.assert(
      fc.property(ahQuarters, result, fc.nat(), fc.nat(), (quarters, match, a, b) => {
        const at = { home: a % (match.ft.home + 1), away: b % (match.ft.away + 1) };
        const market = key(`FT.AH:${lineText(quarters)}`);
        const rest = { home: match.ft.home - at.home, away: match.ft.away - at.away };
        expect(grade(market, 'HOME', match, at)).toBe(
          grade(market, 'HOME', { ft: rest, ht: { home: 0, away: 0 } }),
        );
      }),
    );
  });
});

describe('ticket properties', () => {
  it('a parlay of pushes and voids returns its stake exactly', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ decimal, result: fc.constantFrom<LegResult>('PUSH', 'VOID') }), {
          minLength: 2,
          maxLength: 12,
        }),
        fc.bigInt({ min: 1_000n, max: 100_000_000n }),
        (legs, stake) => {
          expect(ticketState(stake, legs)).toMatchObject({ state: 'SETTLED', payout: stake, refunded: true });
        },
      ),
    );
  });

  it('the payout is the exact product cut once, never more, and the order of legs does not matter', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            decimal,
            result: fc.constantFrom<LegResult>('WIN', 'HALF_WIN', 'PUSH', 'HALF_LOSE', 'VOID'),
          }),
          { minLength: 1, maxLength: 12 },
        ),
        fc.bigInt({ min: 1_000n, max: 100_000_000n }),
        (legs, stake) => {
          const state = ticketState(stake, legs);
          const reversed = ticketState(stake, [...legs].reverse());
          expect(reversed).toEqual(state);
          if (state.state !== 'SETTLED') throw new Error('all legs graded');
          // payout ≤ stake × factor < payout + 1 satang.
          expect(state.payout * state.factor.den).toBeLessThanOrEqual(stake * state.factor.num);
          expect((state.payout + 1n) * state.factor.den).toBeGreaterThan(stake * state.factor.num);
        },
      ),
    );
  });

  it('one lost leg loses the ticket whatever the others are or will be', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            decimal,
            result: fc.option(fc.constantFrom<LegResult>(...(Object.keys(net) as LegResult[])), {
              nil: undefined,
            }),
          }),
          {
            minLength: 1,
            maxLength: 11,
          },
        ),
        decimal,
        (legs, price) => {
          expect(ticketState(10_000n, [...legs, { decimal: price, result: 'LOSE' }])).toMatchObject({
            state: 'SETTLED',
            payout: 0n,
          });
        },
      ),
    );
  });
});
