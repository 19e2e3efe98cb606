import { cashbackDefaults, wageringCategories } from '@chokdee/contracts';
import type { Db } from '#platform/db/client';
import type { CashbackRepo } from './cashback.repo';

/**
 * The demo's loss cashback, switched on with docs/domain/rewards.md's defaults (weekly, 5% in every category,
 * minimum net loss 100 baht, cap 5,000 baht per member, period and category, paid as cash, 7 days to
 * claim). Leaves settings staff already saved alone.
 */
export const seedDemoCashback = async (deps: {
  db: Db;
  repo: CashbackRepo;
  operatorId: string;
  now: Date;
}) => {
  if (await deps.repo.findSettings(deps.db, deps.operatorId)) return;
  await deps.db.transaction((tx) =>
    deps.repo.upsertSettings(tx, {
      operatorId: deps.operatorId,
      enabled: true,
      period: cashbackDefaults.period,
      percentBasisPoints: Object.fromEntries(
        wageringCategories.map((category) => [category, cashbackDefaults.percentBasisPoints]),
      ),
      minimumLossSatang: cashbackDefaults.minimumLossSatang,
      capSatang: cashbackDefaults.capSatang,
      turnoverTenths: cashbackDefaults.turnoverTenths,
      claimDays: cashbackDefaults.claimDays,
      updatedAt: deps.now,
      updatedBy: null,
    }),
  );
};
