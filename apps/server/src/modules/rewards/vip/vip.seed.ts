import { vipDefaultLevels, vipLevelsUpdateSchema } from '@chokdee/contracts';
import type { Db } from '#platform/db/client';
import type { VipRepo } from './vip.repo';
import { levelRowOf } from './vip-levels';

/**
 * Switches VIP on for the demo site with the default table (`vipDefaultLevels`, docs/domain/rewards.md rule 8), once:
 * a site that already has a table is left as staff made it.
 */
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
  const { levels } = vipLevelsUpdateSchema.parse({ levels: vipDefaultLevels });
  await db.transaction(async (tx) => {
    if ((await repo.levelsOf(tx, operatorId)).length > 0) return;
    await repo.replaceLevels(
      tx,
      operatorId,
      levels.map((level) => levelRowOf(operatorId, level, now)),
    );
  });
};
