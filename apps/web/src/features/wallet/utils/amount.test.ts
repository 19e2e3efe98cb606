import { formatAmount } from '@chokdee/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { adjustAmount, amountToSatang, sanitizeAmountInput } from './amount';

describe('adjustAmount', () => {
  it('adds and subtracts in whole satang, always with two decimals', () => {
    expect(adjustAmount('', 10_000n)).toBe('100.00');
    expect(adjustAmount('100', 10_000n)).toBe('200.00');
    expect(adjustAmount('0.1', 20n)).toBe('0.30');
    expect(adjustAmount('1250.5', -5_000n)).toBe('1200.50');
    expect(adjustAmount('90071992547409.99', 1n)).toBe('90071992547410.00');
  });

  it('never goes below 0', () => {
    expect(adjustAmount('50', -10_000n)).toBe('0.00');
    expect(adjustAmount('', -10_000n)).toBe('0.00');
    expect(adjustAmount('0.00', -1n)).toBe('0.00');
  });

  it('treats what is not an amount as 0', () => {
    expect(adjustAmount('abc', 10_000n)).toBe('100.00');
    expect(adjustAmount('1.234', 100n)).toBe('1.00');
  });

  it('keeps two decimals and no float drift for any sequence of steps', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10_000_000_00n }),
        fc.array(fc.bigInt({ min: -100_000_00n, max: 100_000_00n }), { maxLength: 20 }),
        (start, steps) => {
          let text = formatAmount(start);
          let expected = start;
          for (const step of steps) {
            text = adjustAmount(text, step);
            expected = expected + step < 0n ? 0n : expected + step;
            expect(text).toMatch(/^\d+\.\d{2}$/);
          }
          expect(amountToSatang(text)).toBe(expected);
        },
      ),
    );
  });
});

describe('sanitizeAmountInput', () => {
  it.each([
    ['1,250.50', '1250.50'],
    ['12a3', '123'],
    ['1.2.3', '1.23'],
    ['1.239', '1.23'],
    ['.5', '0.5'],
    ['007', '7'],
    ['-100', '100'],
    ['100.', '100.'],
    ['', ''],
  ])('%j → %j', (input, output) => {
    expect(sanitizeAmountInput(input)).toBe(output);
  });
});

describe('amountToSatang', () => {
  it('reads typed text as satang, or undefined', () => {
    expect(amountToSatang('100')).toBe(10_000n);
    expect(amountToSatang('100.')).toBe(10_000n);
    expect(amountToSatang('0.01')).toBe(1n);
    expect(amountToSatang('')).toBeUndefined();
    expect(amountToSatang('1.001')).toBeUndefined();
  });
});
