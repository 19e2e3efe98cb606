import { describe, expect, it } from 'vitest';
import { parseRate, winSatang } from './payout';

describe('winSatang', () => {
  it.each([
    [10_000n, '900', 1, 9_000_000n],
    [10_000n, '3.2', 1, 32_000n],
    [10_000n, '400', 2, 8_000_000n],
    [100n, '4.2', 1, 420n],
    [1n, '4.2', 1, 4n],
    [1n, '3.5', 1, 4n],
    [5n, '0.1', 1, 1n],
    [4n, '0.1', 1, 0n],
    [335n, '3.3', 1, 1106n],
    [12_345n, '1.005', 1, 12_407n],
    [10_000n, '900', 0, 0n],
    [0n, '900', 1, 0n],
    [10n ** 20n, '0.1', 3, 3n * 10n ** 19n],
  ])('stake %s × %s × %d hits = %s satang', (stake, rate, hits, win) => {
    expect(winSatang(stake, rate, hits)).toBe(win);
  });

  it('refuses rates that are not plain decimals, negative stakes and bad hit counts', () => {
    for (const rate of ['', '-1', '1e3', '3.', '.5', '1,000', ' 3.2', 'NaN']) {
      expect(() => winSatang(100n, rate, 1), rate).toThrow(RangeError);
    }
    expect(() => winSatang(-1n, '900', 1)).toThrow(RangeError);
    expect(() => winSatang(1n, '900', -1)).toThrow(RangeError);
    expect(() => winSatang(1n, '900', 0.5)).toThrow(RangeError);
  });

  it('parses a rate into an exact fraction', () => {
    expect(parseRate('3.20')).toEqual({ numerator: 320n, denominator: 100n });
    expect(parseRate('900')).toEqual({ numerator: 900n, denominator: 1n });
  });
});
