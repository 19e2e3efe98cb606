import type { IdempotencyService } from '#modules/idempotency/index';
import type { MemberService } from '#modules/member/index';
import type { ConditionService } from '#modules/promotions/index';
import type { AuditLog } from '#modules/staff/index';
import type { WalletService } from '#modules/wallet/index';
import type { Clock } from '#platform/clock';
import type { Db } from '#platform/db/client';
import { eventConsumerTask } from '#platform/events/events';
import type { Publisher } from '#platform/realtime/publisher';
import { createActivityConsumer } from './activity/activity.consumer';
import { createActivityRepo } from './activity/activity.repo';
import { createJobsRepo } from './jobs/jobs.repo';
import { createRewardJobs, type RewardJob } from './jobs/jobs.service';
import { createReferralIncomeJob } from './referral/referral.job';
import { createReferralRepo } from './referral/referral.repo';
import { createReferralService, type VipBenefitsReader } from './referral/referral.service';

export type RewardsModuleDeps = {
  db: Db;
  clock: Clock;
  publish: Publisher;
  wallet: WalletService;
  members: MemberService;
  /** The promotions engine: a reward taken as bonus is granted with its wagering condition. */
  conditions: ConditionService;
  idempotency: IdempotencyService;
  audit: Pick<AuditLog, 'record'>;
  listOperatorIds: () => Promise<string[]>;
  staffNames: (operatorId: string) => Promise<Map<string, string>>;
  /** Drains every outbox consumer of the app (a job reads the period's facts only once they are counted). */
  catchUp: () => Promise<void>;
  log: { error(obj: object, msg: string): void };
  /** The VIP programme's benefits per member (referral adds `referralBonusPercent`); absent: settings only. */
  vipBenefits?: VipBenefitsReader | undefined;
};

/**
 * Composes the loyalty programmes (rewards.md §2, rules 6–9, 11): the day totals of settled play
 * (`activity/`, consumer `rewards.activity`) that cashback, referral income, VIP and missions read,
 * and the jobs that compute them per period (`jobs/`). Like promotions, it only reacts to the facts
 * other modules publish; nothing it owns is called by lottery, payments, auth or wallet.
 */
export const createRewardsModule = (deps: RewardsModuleDeps) => {
  const activityRepo = createActivityRepo();
  const activity = createActivityConsumer();
  const jobList: RewardJob[] = [];
  const referralRepo = createReferralRepo();
  const referral = createReferralService({
    db: deps.db,
    clock: deps.clock,
    repo: referralRepo,
    activityRepo,
    wallet: deps.wallet,
    conditions: deps.conditions,
    idempotency: deps.idempotency,
    audit: deps.audit,
    publish: deps.publish,
    vipBenefits: deps.vipBenefits,
  });
  jobList.push(createReferralIncomeJob({ repo: referralRepo, service: referral }));
  const jobs = createRewardJobs({
    db: deps.db,
    clock: deps.clock,
    repo: createJobsRepo(),
    audit: deps.audit,
    jobs: jobList,
    listOperatorIds: deps.listOperatorIds,
    staffNames: deps.staffNames,
    catchUp: deps.catchUp,
    log: deps.log,
  });
  return {
    activity,
    activityRepo,
    jobs,
    referral,
    /** The outbox consumers of this module, each a scheduler task. */
    eventTasks: [eventConsumerTask(activity, { everyMs: 1000 })],
  };
};
export type RewardsModule = ReturnType<typeof createRewardsModule>;
