import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocateStake, countableStake, targetOf, weighted } from './wagering';

const share = fc.record({
  id: fc.uuid(),
  remainingSatang: fc.bigInt({ min: 0n, max: 5_000_000n }),
  weightPercent: fc.integer({ min: 0, max: 100 }),
});

describe('wagering arithmetic', () => {
  it('a stake is shared out once: never more stake than staked, never more counted than needed, oldest first', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10_000_000n }),
        fc.uniqueArray(share, { maxLength: 5, selector: (s) => s.id }),
        (stake, shares) => {
          const allocations = allocateStake(stake, shares);
          const used = allocations.reduce((sum, a) => sum + a.stakeSatang, 0n);
          expect(used <= stake).toBe(true);
          for (const allocation of allocations) {
            const condition = shares.find((s) => s.id === allocation.conditionId);
            if (!condition) throw new Error('allocation to an unknown condition');
            expect(allocation.stakeSatang > 0n).toBe(true);
            expect(allocation.countedSatang).toBe(
              weighted(allocation.stakeSatang, condition.weightPercent) < condition.remainingSatang
                ? weighted(allocation.stakeSatang, condition.weightPercent)
                : condition.remainingSatang,
            );
          }
          // Spill-over only past a condition that is full: every earlier eligible one reached its target.
          allocations.forEach((allocation, index) => {
            if (index === allocations.length - 1) return;
            const condition = shares.find((s) => s.id === allocation.conditionId);
            expect(allocation.countedSatang).toBe(condition?.remainingSatang);
          });
          // Stake left over means every condition that could count it is full.
          if (used < stake)
            for (const condition of shares.filter((s) => s.weightPercent > 0 && s.remainingSatang > 0n))
              expect(allocations.find((a) => a.conditionId === condition.id)?.countedSatang).toBe(
                condition.remainingSatang,
              );
        },
      ),
    );
  });

  it('covering lines count 0; weights floor; targets round up', () => {
    expect(
      countableStake([
        { stakeSatang: 10_000n, covering: true },
        { stakeSatang: 25n, covering: false },
      ]),
    ).toBe(25n);
    expect(weighted(1_001n, 15)).toBe(150n);
    expect(weighted(9n, 10)).toBe(0n);
    expect(targetOf(15, 3_333n)).toBe(5_000n);
    expect(targetOf(50, 110_000n)).toBe(550_000n);
    // The least stake that reaches the target exactly: 1 satang short stays short.
    expect(allocateStake(99_999n, [{ id: 'a', remainingSatang: 100_000n, weightPercent: 100 }])).toEqual([
      { conditionId: 'a', stakeSatang: 99_999n, countedSatang: 99_999n },
    ]);
    expect(
      allocateStake(1_000n, [
        { id: 'a', remainingSatang: 15n, weightPercent: 10 },
        { id: 'b', remainingSatang: 10_000n, weightPercent: 100 },
      ]),
    ).toEqual([
      { conditionId: 'a', stakeSatang: 150n, countedSatang: 15n },
      { conditionId: 'b', stakeSatang: 850n, countedSatang: 850n },
    ]);
  });
});
