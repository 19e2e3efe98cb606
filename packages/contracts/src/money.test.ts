import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountInputSchema, bahtText, formatAmount, moneySchema, parseAmount } from './money';

describe('money codec', () => {
  it.each([
    ['1250.50', 125_050n],
    ['1250.5', 125_050n],
    ['100', 10_000n],
    ['0.01', 1n],
    [' 7.00 ', 700n],
    [1250.5, 125_050n],
    [100, 10_000n],
    [0.1, 10n],
  ])('parses %j to %s satang', (input, satang) => {
    expect(parseAmount(input)).toBe(satang);
  });

  it.each([
    '1.005',
    '-1',
    '1e3',
    '',
    'abc',
    '1,000',
    '.5',
    '1.',
    0.1 + 0.2,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    -5,
  ])('refuses %j rather than rounding it', (input) => {
    expect(parseAmount(input)).toBeUndefined();
  });

  it('formats satang with exactly two places', () => {
    expect(formatAmount(0n)).toBe('0.00');
    expect(formatAmount(5n)).toBe('0.05');
    expect(formatAmount(125_050n)).toBe('1250.50');
    expect(formatAmount(-50n)).toBe('-0.50');
    expect(formatAmount(123_456_789_012_345_678n)).toBe('1234567890123456.78');
  });

  it('round-trips every non-negative amount through the wire format', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 18n }), (satang) => {
        const wire = formatAmount(satang);
        expect(moneySchema.safeParse(wire).success).toBe(true);
        expect(parseAmount(wire)).toBe(satang);
      }),
    );
  });

  it('validates request amounts with the Thai message', () => {
    expect(amountInputSchema.parse('99.99')).toBe(9_999n);
    const bad = amountInputSchema.safeParse('1.234');
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('กรุณากรอกจำนวนเงินให้ถูกต้อง (ทศนิยมไม่เกิน 2 ตำแหน่ง)');
  });
});

describe('bahtText (amounts inside server messages)', () => {
  it('separates thousands and drops zero satang', () => {
    expect(bahtText(20_000_000n)).toBe('200,000');
    expect(bahtText(10_000n)).toBe('100');
    expect(bahtText(100_000_050n)).toBe('1,000,000.50');
    expect(bahtText(150n)).toBe('1.50');
    expect(bahtText(5n)).toBe('0.05');
    expect(bahtText(-123_456_700n)).toBe('-1,234,567');
  });

  it('reads back to the same amount once the separators are removed', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 15n }), (satang) => {
        expect(parseAmount(bahtText(satang).replaceAll(',', ''))).toBe(satang);
      }),
    );
  });
});
