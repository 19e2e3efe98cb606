import {
  addBangkokDays,
  bangkokDateOf,
  basisPointsToPercent,
  formatAmount,
  VIP_WINDOW_DAYS,
  type VipLevel,
  type VipLevelInput,
} from '@chokdee/contracts';
import type { DayRange } from '../activity/activity.repo';
import type { VipLevelRow } from './vip.repo';

/**
 * The level's measure: the `VIP_WINDOW_DAYS` Bangkok days that end with the day of `at` (that day
 * included), as the day totals' half-open range. At 2026-11-23 it is 2026-08-26 … 2026-11-23.
 */
export const liveWindow = (at: Date): DayRange => {
  const today = bangkokDateOf(at);
  return { fromDay: addBangkokDays(today, 1 - VIP_WINDOW_DAYS), toDay: addBangkokDays(today, 1) };
};

/** The window the monthly review measures: the `VIP_WINDOW_DAYS` days before `endDay` (exclusive). */
export const windowEndingBefore = (endDay: string): DayRange => ({
  fromDay: addBangkokDays(endDay, -VIP_WINDOW_DAYS),
  toDay: endDay,
});

/** The highest level whose threshold the turnover reaches (exactly at it counts); 1 when none. */
export const reachedLevel = (levels: readonly VipLevelRow[], turnoverSatang: bigint): number => {
  let reached = 1;
  for (const level of levels) if (turnoverSatang >= level.thresholdSatang) reached = level.level;
  return reached;
};

export const levelView = (row: VipLevelRow): VipLevel => ({
  level: row.level,
  name: row.name,
  threshold: formatAmount(row.thresholdSatang),
  cashbackPercent: row.cashbackBasisPoints === null ? null : basisPointsToPercent(row.cashbackBasisPoints),
  referralBonusPercent: basisPointsToPercent(row.referralBonusBasisPoints),
  maxWithdrawPerRequest:
    row.maxWithdrawPerRequestSatang === null ? null : formatAmount(row.maxWithdrawPerRequestSatang),
  maxWithdrawPerDay: row.maxWithdrawPerDaySatang === null ? null : formatAmount(row.maxWithdrawPerDaySatang),
  upgradeBonus: formatAmount(row.upgradeBonusSatang),
});

export const levelRowOf = (operatorId: string, input: VipLevelInput, now: Date): VipLevelRow => ({
  operatorId,
  level: input.level,
  name: input.name,
  thresholdSatang: input.threshold,
  cashbackBasisPoints: input.cashbackPercent,
  referralBonusBasisPoints: input.referralBonusPercent,
  maxWithdrawPerRequestSatang: input.maxWithdrawPerRequest,
  maxWithdrawPerDaySatang: input.maxWithdrawPerDay,
  upgradeBonusSatang: input.upgradeBonus,
  updatedAt: now,
});

/** The sum of the members' counted stake per member (from the day totals per category). */
export const countedByMember = (
  totals: ReadonlyArray<{ memberId: string; countedStakeSatang: bigint }>,
): Map<string, bigint> => {
  const sums = new Map<string, bigint>();
  for (const total of totals)
    sums.set(total.memberId, (sums.get(total.memberId) ?? 0n) + total.countedStakeSatang);
  return sums;
};
