import { addBangkokDays, bangkokDateOf, formatAmount, type PeriodRange } from '@chokdee/contracts';
import { referredMembers } from '#modules/member/index';
import type { Db } from '#platform/db/client';
import type { RewardJob } from '../jobs/jobs.service';
import type { ReferralRepo } from './referral.repo';
import type { ReferralService } from './referral.service';

/** Referral income is due for yesterday once it is 04:00 in Bangkok (docs/domain/rewards.md rule 7). */
const DUE_HOUR_MS = 4 * 60 * 60 * 1000;

/**
 * The job `referral-income` (period kind DAY): for every referrer's valid friends (as of the day's
 * end), the friend's counted turnover of that Bangkok day per category × the rate, one row per
 * (referrer, friend, day, category). Referrers are taken in chunks, each chunk one transaction whose
 * rows are inserted `on conflict do nothing`: a rerun (or a run resumed after a crash) inserts only
 * the rows it does not hold yet, and never tops up a row it holds (a day's counted turnover is final
 * once the day ended and the consumer caught up; a later refund is not clawed back).
 */
export const createReferralIncomeJob = (deps: {
  repo: ReferralRepo;
  service: Pick<ReferralService, 'incomesOfDay'>;
  chunkSize?: number;
  /** Tests: called after each committed chunk (throw to simulate a crash mid-run). */
  afterChunk?: (index: number) => void | Promise<void>;
}): RewardJob => {
  const chunkSize = deps.chunkSize ?? 200;
  return {
    name: 'referral-income',
    periodKinds: async () => ['DAY'],
    async duePeriod(db: Db, operatorId: string, now: Date) {
      const settings = await deps.repo.findSettings(db, operatorId);
      if (!settings?.enabled) return undefined;
      return addBangkokDays(bangkokDateOf(new Date(now.getTime() - DUE_HOUR_MS)), -1);
    },
    async run(db: Db, operatorId: string, period: PeriodRange, now: Date) {
      const settings = await deps.repo.findSettings(db, operatorId);
      if (!settings?.enabled)
        return { enabled: 0, referrers: 0, validFriends: 0, incomes: 0, paidSatang: '0.00' };
      const referrerIds = [
        ...new Set((await referredMembers(db, operatorId)).map((friend) => friend.referrerId ?? '')),
      ]
        .filter(Boolean)
        .sort();
      let incomes = 0;
      let paid = 0n;
      let validFriends = 0;
      for (let start = 0, index = 0; start < referrerIds.length; start += chunkSize, index += 1) {
        const chunk = referrerIds.slice(start, start + chunkSize);
        await db.transaction(async (tx) => {
          const { rows, validFriends: valid } = await deps.service.incomesOfDay(
            tx,
            operatorId,
            settings,
            chunk,
            period.period,
            period.to,
            now,
          );
          const written = await deps.repo.insertIncomes(tx, rows);
          incomes += written.inserted;
          paid += written.satang;
          validFriends += valid;
        });
        await deps.afterChunk?.(index);
      }
      return {
        enabled: 1,
        referrers: referrerIds.length,
        validFriends,
        incomes,
        paidSatang: formatAmount(paid),
      };
    },
  };
};
