import { describe, expect, it } from 'vitest';
import { rational } from './rational';
import { isValidStakeFactor, maxStakeFor, stakeLimitProblem } from './stake-limits';

describe('stake limits', () => {
  it('50,000 baht a bet on a top competition, 10,000 below, scaled by the stake factor, halved live', () => {
    expect(maxStakeFor('TOP')).toBe(5_000_000n);
    expect(maxStakeFor('LOWER')).toBe(1_000_000n);
    expect(maxStakeFor('TOP', { stakeFactor: rational(1n, 4n) })).toBe(1_250_000n);
    expect(maxStakeFor('LOWER', { live: true })).toBe(500_000n);
    expect(maxStakeFor('LOWER', { stakeFactor: rational(1n, 3n) })).toBe(333_333n);
  });

  it('refuses a stake over the maximum, and more than two maximums on one selection in 24 hours', () => {
    const base = { tier: 'LOWER' as const, stakedOnSelection24h: 0n };
    expect(stakeLimitProblem({ ...base, stakeSatang: 1_000_000n })).toBeUndefined();
    expect(stakeLimitProblem({ ...base, stakeSatang: 1_000_001n })).toBe('STAKE_OVER_MAX');
    expect(stakeLimitProblem({ ...base, stakeSatang: 500_000n, live: true })).toBeUndefined();
    expect(stakeLimitProblem({ ...base, stakeSatang: 500_001n, live: true })).toBe('STAKE_OVER_MAX');
    expect(
      stakeLimitProblem({ ...base, stakeSatang: 1_000_000n, stakedOnSelection24h: 1_000_000n }),
    ).toBeUndefined();
    expect(stakeLimitProblem({ ...base, stakeSatang: 1n * 100n, stakedOnSelection24h: 2_000_000n })).toBe(
      'SELECTION_DAY_OVER_MAX',
    );
  });

  it('keeps the stake factor within 0.01…10', () => {
    expect(isValidStakeFactor(rational(1n, 100n))).toBe(true);
    expect(isValidStakeFactor(rational(10n))).toBe(true);
    expect(isValidStakeFactor(rational(1n, 101n))).toBe(false);
    expect(isValidStakeFactor(rational(101n, 10n))).toBe(false);
  });
});
