import type { Db } from '#platform/db/client';
import type { ReferralRepo } from './referral.repo';
import { defaultReferralSettings } from './referral.service';

/** The demo's referral programme: on, with the defaults of docs/domain/rewards.md rule 7 (kept when already set). */
export const seedDemoReferral = async ({
  db,
  repo,
  operatorId,
  now,
}: {
  db: Db;
  repo: ReferralRepo;
  operatorId: string;
  now: Date;
}): Promise<void> => {
  if (await repo.findSettings(db, operatorId)) return;
  await db.transaction((tx) => repo.putSettings(tx, defaultReferralSettings(operatorId, now)));
};
