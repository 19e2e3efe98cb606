import { describe, expect, it } from 'vitest';
import { maskAccountNumber } from './payments';

describe('maskAccountNumber', () => {
  it('shows only the last four digits', () => {
    expect(maskAccountNumber('1234567890')).toBe('xxxxxx7890');
    expect(maskAccountNumber('1234')).toBe('1234');
  });
});
