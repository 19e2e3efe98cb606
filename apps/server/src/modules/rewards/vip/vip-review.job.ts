import { bangkokDateStart, periodOf, previousPeriod } from '@chokdee/contracts';
import { uuidv7 } from 'uuidv7';
import type { Db } from '#platform/db/client';
import type { ActivityRepo } from '../activity/activity.repo';
import type { RewardJob } from '../jobs/jobs.service';
import type { VipRepo } from './vip.repo';
import { vipMemberLock } from './vip.service';
import { countedByMember, reachedLevel, windowEndingBefore } from './vip-levels';

/** Members reviewed per transaction. */
const CHUNK = 200;
/** The review of a month is due from 04:00 Bangkok on the 1st of the next. */
const DUE_HOUR_MS = 4 * 60 * 60 * 1000;

/**
 * The monthly downgrade (docs/domain/rewards.md rule 8), job `vip-review` over MONTH periods: each member above
 * level 1 whose counted turnover over the 90 Bangkok days ending with the month's last day is below
 * their level's threshold goes down to the level it reaches, with a REVIEW change for that month.
 * A level reached after the month ended is left alone (it was earned on newer turnover). Chunks of
 * members in member-id order, one transaction each under the members' VIP locks; the change is
 * unique per (member, month) and the level is lowered only while it is still the one read, so a
 * rerun writes nothing more and a crash mid-run resumes where the committed chunks end.
 */
export const createVipReviewJob = (deps: {
  repo: VipRepo;
  activityRepo: Pick<ActivityRepo, 'totalsByCategory'>;
  chunkSize?: number;
  /** Tests: runs after each committed chunk (a throw there is a crash mid-run). */
  afterChunk?: (chunk: number) => void | Promise<void>;
}): RewardJob => {
  const { repo, activityRepo } = deps;
  const chunkSize = deps.chunkSize ?? CHUNK;
  return {
    name: 'vip-review',
    periodKinds: async () => ['MONTH'],
    async duePeriod(db: Db, operatorId: string, now: Date) {
      if ((await repo.levelsOf(db, operatorId)).length === 0) return undefined;
      const month = periodOf('MONTH', now);
      const dueAt = bangkokDateStart(`${month}-01`).getTime() + DUE_HOUR_MS;
      return now.getTime() >= dueAt ? previousPeriod(month) : undefined;
    },
    async run(db, operatorId, period, now) {
      const levels = await repo.levelsOf(db, operatorId);
      if (levels.length === 0) return { reviewed: 0, downgraded: 0 };
      const window = windowEndingBefore(period.endDay);
      let reviewed = 0;
      let downgraded = 0;
      let after: string | null = null;
      for (let chunk = 1; ; chunk += 1) {
        const rows = await repo.reviewChunk(db, operatorId, after, chunkSize);
        if (rows.length === 0) break;
        after = rows[rows.length - 1]?.memberId ?? null;
        const ids = rows.map((row) => row.memberId);
        downgraded += await db.transaction(async (tx) => {
          for (const memberId of ids) await vipMemberLock(tx, operatorId, memberId);
          const current = await repo.memberLevels(tx, operatorId, ids);
          const turnovers = countedByMember(await activityRepo.totalsByCategory(tx, operatorId, window, ids));
          let lowered = 0;
          for (const memberId of ids) {
            const row = current.get(memberId);
            // Reached after the month ended: measured on turnover the review does not see.
            if (!row || row.since.getTime() >= period.to.getTime()) continue;
            const turnover = turnovers.get(memberId) ?? 0n;
            const to = reachedLevel(levels, turnover);
            if (to >= row.level) continue;
            const recorded = await repo.insertChange(tx, {
              id: uuidv7(),
              operatorId,
              memberId,
              fromLevel: row.level,
              toLevel: to,
              reason: 'REVIEW',
              turnoverSatang: turnover,
              period: period.period,
              at: now,
            });
            if (!recorded) continue;
            if (await repo.lowerLevel(tx, operatorId, memberId, { from: row.level, to, at: now }))
              lowered += 1;
          }
          return lowered;
        });
        reviewed += rows.length;
        await deps.afterChunk?.(chunk);
      }
      return { reviewed, downgraded };
    },
  };
};
