import type { CategoryWeights, WageringCategory } from '@chokdee/contracts';

/**
 * The arithmetic of wagering conditions (docs/domain/rewards.md §3 rules 2 and 5), kept pure so a property test
 * can walk it: what part of a settled stake counts, and how it is shared out among the member's open
 * conditions. Every amount is satang (bigint); weights are whole percents.
 */

/** One bet type's lines of a settled bill, as `bill.settled` carries them. */
export type SettledLines = { stakeSatang: bigint; covering: boolean };

/**
 * The part of a bill's stake that can count at all: covering lines (≥ 70% of one bet type's numbers
 * in one round, docs/domain/rewards.md §2) count 0, whatever the weight.
 */
export const countableStake = (lines: readonly SettledLines[]): bigint =>
  lines.reduce((sum, line) => (line.covering ? sum : sum + line.stakeSatang), 0n);

/** `stake × percent / 100`, floored to the satang (the member never gains a satang from rounding). */
export const weighted = (stakeSatang: bigint, percent: number): bigint =>
  (stakeSatang * BigInt(percent)) / 100n;

/** The weight of `category` for a condition (0 when the category is missing: it does not count). */
export const weightOf = (weights: CategoryWeights, category: WageringCategory): number =>
  weights[category] ?? 0;

export type OpenConditionShare = {
  id: string;
  /** What is still needed to reach the target (target − turnover, ≥ 0). */
  remainingSatang: bigint;
  /** The condition's weight for the stake's category, percent 0–100. */
  weightPercent: number;
};

export type Allocation = { conditionId: string; stakeSatang: bigint; countedSatang: bigint };

/**
 * Shares `stakeSatang` among `conditions`, oldest first (the order given), each taking only the stake
 * it needs to reach its target and passing the rest on (spill-over): a stake counts once in all.
 * A condition whose weight is 0 takes nothing (the stake does not count for it, so it passes on).
 * The stake a condition takes is the least whose weighted value reaches what it still needs, so a
 * condition never counts more than its target, and the last satang lands exactly on it.
 */
export const allocateStake = (
  stakeSatang: bigint,
  conditions: readonly OpenConditionShare[],
): Allocation[] => {
  const allocations: Allocation[] = [];
  let left = stakeSatang;
  for (const condition of conditions) {
    if (left <= 0n) break;
    if (condition.weightPercent <= 0 || condition.remainingSatang <= 0n) continue;
    const weight = BigInt(condition.weightPercent);
    // The least stake s with floor(s × w / 100) ≥ remaining is ceil(remaining × 100 / w).
    const needed = (condition.remainingSatang * 100n + weight - 1n) / weight;
    const taken = needed < left ? needed : left;
    const counted = weighted(taken, condition.weightPercent);
    allocations.push({
      conditionId: condition.id,
      stakeSatang: taken,
      countedSatang: counted < condition.remainingSatang ? counted : condition.remainingSatang,
    });
    left -= taken;
  }
  return allocations.filter((allocation) => allocation.stakeSatang > 0n);
};

/** The target of a grant: multiplier (tenths) × base, rounded up to the satang. */
export const targetOf = (multiplierTenths: number, baseSatang: bigint): bigint =>
  (baseSatang * BigInt(multiplierTenths) + 9n) / 10n;
