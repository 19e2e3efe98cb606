import { VIP_LEVEL_COUNT, vipDefaultNames } from '@chokdee/contracts';
import type { Db } from '#platform/db/client';
import type { VipLevelRow, VipRepo } from './vip.repo';

const baht = (amount: number): bigint => BigInt(amount) * 100n;

/**
 * The demo's VIP table (issue 13 item 8): 8 levels by 90-day counted turnover. Cashback percents
 * start above the cashback setting's default (level 1: the setting's own), referral adds up to 0.5
 * point, withdrawal limits rise, the top level has none beyond the site's.
 */
type Ladder = [number, number | null, number, number | null, number | null, number];
const ladder: Ladder[] = [
  [0, null, 0, 20_000, 50_000, 0],
  [10_000, 550, 5, 30_000, 100_000, 50],
  [50_000, 600, 10, 50_000, 200_000, 200],
  [200_000, 650, 15, 100_000, 300_000, 500],
  [500_000, 700, 20, 200_000, 500_000, 1_000],
  [1_000_000, 800, 30, 300_000, 1_000_000, 3_000],
  [3_000_000, 900, 40, 500_000, 2_000_000, 8_000],
  [10_000_000, 1_000, 50, null, null, 20_000],
];
/** Per level: threshold (baht), cashback (basis points, null: the setting's), referral bonus (basis points), withdrawal per request and per day (baht, null: none), upgrade bonus (baht). */
export const demoVipLevels: ReadonlyArray<Omit<VipLevelRow, 'operatorId' | 'updatedAt' | 'name'>> =
  ladder.map(([threshold, cashback, referral, perRequest, perDay, bonus], index) => ({
    level: index + 1,
    thresholdSatang: baht(threshold),
    cashbackBasisPoints: cashback,
    referralBonusBasisPoints: referral,
    maxWithdrawPerRequestSatang: perRequest === null ? null : baht(perRequest),
    maxWithdrawPerDaySatang: perDay === null ? null : baht(perDay),
    upgradeBonusSatang: baht(bonus),
  }));

/** Switches VIP on for the demo site once: a site that already has a table is left as staff made it. */
export const seedDemoVip = async ({
  db,
  repo,
  operatorId,
  now,
}: {
  db: Db;
  repo: VipRepo;
  operatorId: string;
  now: Date;
}): Promise<void> => {
  await db.transaction(async (tx) => {
    if ((await repo.levelsOf(tx, operatorId)).length > 0) return;
    await repo.replaceLevels(
      tx,
      operatorId,
      demoVipLevels.slice(0, VIP_LEVEL_COUNT).map((level, index) => ({
        ...level,
        operatorId,
        name: vipDefaultNames[index] ?? `VIP ${index + 1}`,
        updatedAt: now,
      })),
    );
  });
};
