import { describe, expect, it } from 'vitest';
import { formatAmountNumber, formatBaht, formatThaiDate } from './format';

describe('format', () => {
  it('formats baht in th-TH from the decimal string', () => {
    expect(formatBaht('0.00')).toBe('฿0.00');
    expect(formatBaht('1250.5')).toBe('฿1,250.50');
    expect(formatBaht('-0.50')).toBe('-฿0.50');
  });

  it('keeps every satang of an amount past float precision', () => {
    expect(formatBaht('90071992547409.99')).toBe('฿90,071,992,547,409.99');
  });

  it('formats a plain amount (no sign) exactly, for "… บาท" text', () => {
    expect(formatAmountNumber('9800.00')).toBe('9,800.00');
    expect(formatAmountNumber('0.5')).toBe('0.50');
    expect(formatAmountNumber('90071992547409.99')).toBe('90,071,992,547,409.99');
    expect(formatAmountNumber('1e3')).toBe('—');
  });

  it('refuses what is not an amount instead of guessing', () => {
    expect(formatBaht('1e3')).toBe('—');
    expect(formatBaht('12.345')).toBe('—');
    expect(formatBaht('')).toBe('—');
  });

  it('shows dates in the Buddhist era, Bangkok time', () => {
    const text = formatThaiDate('2025-11-23T17:30:00Z');
    expect(text).toContain('2568');
    expect(text).toContain('24');
    expect(text).toContain('00:30');
    expect(formatThaiDate('not a date')).toBe('—');
  });
});
