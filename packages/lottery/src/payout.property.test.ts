import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseRate, winSatang } from './payout';

const rateArbitrary = fc
  .tuple(fc.integer({ min: 0, max: 2000 }), fc.constantFrom('', '0', '00', '000'), fc.nat(999))
  .map(([whole, zeros, fraction]) => (zeros === '' ? String(whole) : `${whole}.${zeros}${fraction}`));
const stakeArbitrary = fc.bigInt({ min: 0n, max: 10n ** 22n });
const hitsArbitrary = fc.integer({ min: 0, max: 2 });

describe('winSatang properties', () => {
  it('is stake × rate × hits rounded half up, exactly', () => {
    fc.assert(
      fc.property(stakeArbitrary, rateArbitrary, hitsArbitrary, (stake, rate, hits) => {
        const { numerator, denominator } = parseRate(rate);
        const exact = stake * numerator * BigInt(hits);
        const win = winSatang(stake, rate, hits);
        // win is the nearest integer to exact / denominator, with .5 going up.
        const twiceError = 2n * exact - 2n * win * denominator;
        expect(twiceError >= -denominator && twiceError < denominator).toBe(true);
      }),
    );
  });

  it('is monotonic in the stake', () => {
    fc.assert(
      fc.property(stakeArbitrary, stakeArbitrary, rateArbitrary, hitsArbitrary, (a, b, rate, hits) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(winSatang(low, rate, hits) <= winSatang(high, rate, hits)).toBe(true);
      }),
    );
  });

  it('trailing zeros of the rate change nothing; whole rates scale exactly past 2^53', () => {
    fc.assert(
      fc.property(stakeArbitrary, fc.integer({ min: 0, max: 2000 }), hitsArbitrary, (stake, whole, hits) => {
        const win = winSatang(stake, String(whole), hits);
        expect(win).toBe(stake * BigInt(whole) * BigInt(hits));
        expect(winSatang(stake, `${whole}.00`, hits)).toBe(win);
      }),
    );
  });

  it('a half satang always rounds up', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 15n }), (half) => {
        const oddStake = 2n * half + 1n;
        expect(winSatang(oddStake, '0.5', 1)).toBe(half + 1n);
        expect(winSatang(oddStake * 5n, '0.10', 1)).toBe(half + 1n);
      }),
    );
  });
});
