import { describe, expect, it } from 'vitest';
import { turnoverPercent } from './promotions';

describe('turnoverPercent', () => {
  it('is whole percent, capped at 100', () => {
    expect(turnoverPercent('25.00', '100.00')).toBe(25);
    expect(turnoverPercent('99.99', '100.00')).toBe(99);
    expect(turnoverPercent('150.00', '100.00')).toBe(100);
    expect(turnoverPercent('10.00', '0.00')).toBe(100);
  });
});
