import { describe, expect, it } from 'vitest';
import { formatPercent } from './format';

describe('formatPercent', () => {
  it('shows every percentage with two decimals, exactly', () => {
    expect(formatPercent('96.5')).toBe('96.50%');
    expect(formatPercent('96.00')).toBe('96.00%');
    expect(formatPercent('96')).toBe('96.00%');
    expect(formatPercent('100')).toBe('100.00%');
    expect(formatPercent('0.1')).toBe('0.10%');
    expect(formatPercent('-4.5')).toBe('-4.50%');
  });

  it('rounds a third decimal half away from zero, with no float error', () => {
    expect(formatPercent('4.855')).toBe('4.86%');
    expect(formatPercent('4.854')).toBe('4.85%');
    expect(formatPercent('-1.005')).toBe('-1.01%');
    expect(formatPercent('-0.004')).toBe('0.00%');
  });

  it('leaves what is not a number as it is', () => {
    expect(formatPercent('')).toBe('');
    expect(formatPercent('n/a')).toBe('n/a');
  });
});
