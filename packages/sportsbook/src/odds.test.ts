import { describe, expect, it } from 'vitest';
import { decimalFromFormat, decimalString, formatOdds, isRedWater, milliOf } from './odds';
import { rational } from './rational';

describe('odds formats', () => {
  it('MY +0.80 = HK 0.80 = ID −1.25 = EU 1.80', () => {
    const eu = decimalFromFormat('1.80', 'EU');
    expect(decimalFromFormat('0.80', 'MY')).toEqual(eu);
    expect(decimalFromFormat('0.80', 'HK')).toEqual(eu);
    expect(decimalFromFormat('-1.25', 'ID')).toEqual(eu);
    expect(eu && formatOdds(eu, 'MY')).toBe('0.80');
    expect(eu && formatOdds(eu, 'ID')).toBe('-1.25');
    expect(eu && formatOdds(eu, 'HK')).toBe('0.80');
  });

  it('red water −0.80 is 2.25 decimal, and shows as red water again', () => {
    const decimal = decimalFromFormat('-0.80', 'MY');
    expect(decimal).toEqual(rational(9n, 4n));
    expect(decimal && isRedWater(decimal)).toBe(true);
    expect(decimal && formatOdds(decimal, 'MY')).toBe('-0.80');
    expect(decimal && formatOdds(decimal, 'EU')).toBe('2.25');
    expect(decimal && milliOf(decimal)).toBe(2250);
    expect(decimal && decimalString(decimal)).toBe('2.25');
  });

  it('shows a third decimal only when there is one, cut toward zero', () => {
    expect(formatOdds(rational(2015n, 1000n), 'EU')).toBe('2.015');
    // 1 + 1/0.83 is not a whole number of thousandths; shown again as −0.83 (cut toward zero).
    expect(formatOdds(rational(183n, 83n), 'MY')).toBe('-0.83');
    expect(formatOdds(rational(3n), 'MY')).toBe('-0.50');
    expect(decimalString(rational(2n))).toBe('2.00');
    expect(decimalString(rational(19n, 10n))).toBe('1.90');
  });

  it('refuses what is not a price', () => {
    for (const [text, format] of [
      ['1', 'EU'],
      ['0.99', 'EU'],
      ['1001', 'EU'],
      ['0', 'MY'],
      ['1.2', 'MY'],
      ['-1.2', 'MY'],
      ['0.5', 'ID'],
      ['-0.5', 'ID'],
      ['-0.5', 'HK'],
      ['1e3', 'EU'],
      ['abc', 'EU'],
      ['', 'EU'],
      ['1.9000001', 'EU'],
    ] as const)
      expect(decimalFromFormat(text, format), `${text} ${format}`).toBeUndefined();
  });
});
