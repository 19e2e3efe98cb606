import { describe, expect, it } from 'vitest';
import { cashbackSettingsInputSchema, tenthsToMultiplier } from './cashback';
import { basisPointsToPercent, percentToBasisPoints } from './percent';
import { wageringCategories } from './promotions';

describe('cashback percents and multipliers', () => {
  it('reads a percent with at most two places, 0–100, as basis points, and writes it back', () => {
    expect(percentToBasisPoints('5')).toBe(500);
    expect(percentToBasisPoints('0.25')).toBe(25);
    expect(percentToBasisPoints('7.5')).toBe(750);
    expect(percentToBasisPoints('100')).toBe(10_000);
    for (const bad of ['100.01', '5.555', '-1', '1e2', '', ' ', '5,5', '0x10'])
      expect(percentToBasisPoints(bad)).toBeUndefined();
    expect([500, 25, 750, 10_000, 0, 1].map(basisPointsToPercent)).toEqual([
      '5',
      '0.25',
      '7.5',
      '100',
      '0',
      '0.01',
    ]);
    expect([0, 5, 10].map(tenthsToMultiplier)).toEqual(['0', '0.5', '1']);
  });

  it('parses the settings to satang, basis points and tenths; a multiplier above ×1 is refused', () => {
    const percents = Object.fromEntries(wageringCategories.map((category) => [category, '5']));
    const input = {
      enabled: true,
      period: 'WEEKLY',
      percents,
      minimumLoss: '100',
      cap: 5000,
      turnoverMultiplier: '0.5',
      claimDays: 7,
    };
    const parsed = cashbackSettingsInputSchema.parse(input);
    expect(parsed).toMatchObject({ minimumLoss: 10_000n, cap: 500_000n, turnoverMultiplier: 5 });
    expect(parsed.percents.LOTTERY).toBe(500);
    for (const turnoverMultiplier of ['1.1', '2', '-0.5', '0.55'])
      expect(cashbackSettingsInputSchema.safeParse({ ...input, turnoverMultiplier }).success).toBe(false);
    expect(cashbackSettingsInputSchema.safeParse({ ...input, cap: '0' }).success).toBe(false);
  });
});
