import { MISSION_MAX_CLAIM_HOURS, type PeriodRange, periodOf, previousPeriod } from '@chokdee/contracts';
import type { Db } from '#platform/db/client';
import type { JobsRepo } from '../jobs/jobs.repo';
import type { RewardJob } from '../jobs/jobs.service';
import type { MissionsRepo } from './missions.repo';

/** Rows expired per transaction. */
const CHUNK_SIZE = 500;

/**
 * The `missions` job: closes a period (a Bangkok day for daily missions, an ISO week for weekly
 * ones). Rows of that period that can no longer be claimed become EXPIRED: not completed when the
 * window ended, or completed and not claimed when the claim window passed. A completion whose claim
 * window is still open stays claimable (a later run of the period expires it). Bounded transactions
 * of conditional updates: a rerun writes nothing new, a crash mid-run resumes where it stopped.
 * Due: the day and the week whose longest claim window (168 h) has passed, the week first.
 * `afterChunk` and `chunkSize` are for tests (a crash after a committed chunk).
 */
export const createMissionsJob = (deps: {
  repo: MissionsRepo;
  runs: Pick<JobsRepo, 'hasDone'>;
  afterChunk?: (chunk: number) => void;
  chunkSize?: number;
}): RewardJob => ({
  name: 'missions',
  periodKinds: async () => ['DAY', 'WEEK'],
  async duePeriod(db: Db, operatorId: string, now: Date) {
    if ((await deps.repo.countTemplates(db, operatorId)) === 0) return undefined;
    const settled = new Date(now.getTime() - MISSION_MAX_CLAIM_HOURS * 3_600_000);
    const week = previousPeriod(periodOf('WEEK', settled));
    if (!(await deps.runs.hasDone(db, operatorId, 'missions', week))) return week;
    return previousPeriod(periodOf('DAY', settled));
  },
  async run(db: Db, operatorId: string, period: PeriodRange, now: Date) {
    let notCompleted = 0;
    let unclaimed = 0;
    for (let chunk = 1; ; chunk += 1) {
      const done = await db.transaction((tx) =>
        deps.repo.expireChunk(tx, operatorId, period.period, now, deps.chunkSize ?? CHUNK_SIZE),
      );
      notCompleted += done.notCompleted;
      unclaimed += done.unclaimed;
      if (done.notCompleted + done.unclaimed === 0) break;
      deps.afterChunk?.(chunk);
    }
    const counts = await deps.repo.statusCounts(db, operatorId, period.period);
    return {
      expiredNotCompleted: notCompleted,
      expiredUnclaimed: unclaimed,
      claimed: counts.CLAIMED ?? 0,
      stillClaimable: counts.COMPLETED ?? 0,
      expired: counts.EXPIRED ?? 0,
    };
  },
});
