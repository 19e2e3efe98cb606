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
import { createAgentsService } from './agents/agents.service';
import { createGrantsRepo } from './grants/grants.repo';
import { createGrantsService } from './grants/grants.service';
import { createJobsRepo } from './jobs/jobs.repo';
import { createRewardJobs, type RewardJob } from './jobs/jobs.service';

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
  const agents = createAgentsService({
    db: deps.db,
    clock: deps.clock,
    members: deps.members,
    activity: activityRepo,
    audit: deps.audit,
  });
  const grants = createGrantsService({
    db: deps.db,
    clock: deps.clock,
    repo: createGrantsRepo(),
    members: deps.members,
    conditions: deps.conditions,
    idempotency: deps.idempotency,
    audit: deps.audit,
    staffNames: deps.staffNames,
  });
  return {
    activity,
    activityRepo,
    jobs,
    /** Staff manage agents and read each agent's members and commission. */
    agents,
    /** Bonus granted by staff, with a second staff member above the threshold. */
    grants,
    /** The outbox consumers of this module, each a scheduler task. */
    eventTasks: [eventConsumerTask(activity, { everyMs: 1000 })],
  };
};
export type RewardsModule = ReturnType<typeof createRewardsModule>;
