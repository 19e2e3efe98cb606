import { describe, expect, it } from 'vitest';
import { basisPointsToPercent, percentToBasisPoints } from './percent';
import { vipDefaultLevels, vipLevelsUpdateSchema } from './vip';

describe('VIP contracts', () => {
  it('reads percents as basis points exactly (≤ 2 places, 0–100) and writes them back shortest', () => {
    expect(percentToBasisPoints('0.5')).toBe(50);
    expect(percentToBasisPoints('12.25')).toBe(1225);
    expect(percentToBasisPoints('100')).toBe(10_000);
    expect(percentToBasisPoints('100.01')).toBeUndefined();
    expect(percentToBasisPoints('0.555')).toBeUndefined();
    expect(percentToBasisPoints('-1')).toBeUndefined();
    expect(percentToBasisPoints('1e2')).toBeUndefined();
    for (const points of [0, 5, 50, 100, 125, 1225, 10_000])
      expect(percentToBasisPoints(basisPointsToPercent(points))).toBe(points);
    expect(basisPointsToPercent(50)).toBe('0.5');
    expect(basisPointsToPercent(100)).toBe('1');
  });

  it('takes the default ladder, or none (VIP off); refuses a table out of order', () => {
    const parsed = vipLevelsUpdateSchema.parse({ levels: vipDefaultLevels });
    expect(parsed.levels[1]).toMatchObject({
      threshold: 1_000_000n,
      cashbackPercent: 550,
      referralBonusPercent: 5,
    });
    expect(parsed.levels[7]).toMatchObject({ maxWithdrawPerRequest: null, maxWithdrawPerDay: null });
    expect(vipLevelsUpdateSchema.parse({ levels: [] }).levels).toEqual([]);
    const swapped = vipDefaultLevels.map((level, index) =>
      index === 4 ? { ...level, threshold: '1.00' } : level,
    );
    expect(vipLevelsUpdateSchema.safeParse({ levels: swapped }).success).toBe(false);
    expect(vipLevelsUpdateSchema.safeParse({ levels: vipDefaultLevels.slice(1) }).success).toBe(false);
  });
});
