import type { IdempotencyService } from '#modules/idempotency/index';
import { roundsWithBills } from '#modules/lottery/index';
import type { MemberService } from '#modules/member/index';
import type { ConditionService } from '#modules/promotions/index';
import type { WalletService } from '#modules/wallet/index';
import type { AuditLog } from '#platform/audit/audit-log';
import type { Clock } from '#platform/clock';
import type { Db } from '#platform/db/client';
import { eventConsumerTask } from '#platform/events/events';
import type { Platform, ServerModule } from '#platform/module';
import type { Publisher } from '#platform/realtime/publisher';
import { createActivityConsumer } from './activity/activity.consumer';
import { createActivityRepo, type DayRange } from './activity/activity.repo';
import { agentAdminRoutes } from './agents/agents.admin-routes';
import { createAgentsService } from './agents/agents.service';
import { rewardsAuditNamers } from './audit-names.repo';
import { createCashbackRepo } from './cashback/cashback.repo';
import { cashbackAdminRoutes, cashbackRoutes } from './cashback/cashback.routes';
import { seedDemoCashback } from './cashback/cashback.seed';
import { createCashbackService } from './cashback/cashback.service';
import { rewardGrantAdminRoutes } from './grants/grants.admin-routes';
import { createGrantsRepo } from './grants/grants.repo';
import { createGrantsService } from './grants/grants.service';
import { rewardJobAdminRoutes } from './jobs/jobs.admin-routes';
import { createJobsRepo } from './jobs/jobs.repo';
import { createRewardJobs, type RewardJob } from './jobs/jobs.service';
import { missionAdminRoutes } from './missions/missions.admin-routes';
import { createMissionsConsumer } from './missions/missions.consumer';
import { createMissionsJob } from './missions/missions.job';
import { createMissionsRepo } from './missions/missions.repo';
import { missionRoutes } from './missions/missions.routes';
import { seedDemoMissions } from './missions/missions.seed';
import { createMissionsService } from './missions/missions.service';
import { referralAdminRoutes } from './referral/referral.admin-routes';
import { createReferralIncomeJob } from './referral/referral.job';
import { createReferralRepo } from './referral/referral.repo';
import { referralRoutes } from './referral/referral.routes';
import { seedDemoReferral } from './referral/referral.seed';
import { createReferralService } from './referral/referral.service';
import { vipAdminRoutes } from './vip/vip.admin-routes';
import { createVipRepo } from './vip/vip.repo';
import { vipRoutes } from './vip/vip.routes';
import { seedDemoVip } from './vip/vip.seed';
import { createVipService } from './vip/vip.service';
import { createVipUpgradeStep } from './vip/vip.upgrade';
import { createVipReviewJob } from './vip/vip-review.job';

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
 * Composes the loyalty programmes (docs/domain/rewards.md §2, rules 6–9, 11): the day totals of settled play
 * (`activity/`, consumer `rewards.activity`) that cashback, referral income, VIP and missions read,
 * and the jobs that compute them per period (`jobs/`). Like promotions, it only reacts to the facts
 * other modules publish; nothing it owns is called by lottery, payments, auth or wallet.
 */
const createRewards = (deps: RewardsModuleDeps) => {
  const activityRepo = createActivityRepo();
  const activity = createActivityConsumer();
  const jobList: RewardJob[] = [];
  // Missions (docs/domain/rewards.md rule 9): progress from events, the claim, the job that closes a period.
  const missionsRepo = createMissionsRepo();
  const missions = createMissionsService({
    db: deps.db,
    clock: deps.clock,
    repo: missionsRepo,
    publish: deps.publish,
    wallet: deps.wallet,
    members: deps.members,
    conditions: deps.conditions,
    idempotency: deps.idempotency,
    audit: deps.audit,
  });
  const missionsConsumer = createMissionsConsumer({
    repo: missionsRepo,
    publish: deps.publish,
    roundsWithBills,
  });
  jobList.push(createMissionsJob({ repo: missionsRepo, runs: createJobsRepo() }));
  // VIP (docs/domain/rewards.md rule 8): the upgrade runs in the day totals' transaction, the downgrade monthly.
  const vipRepo = createVipRepo();
  const vip = createVipService({
    db: deps.db,
    clock: deps.clock,
    repo: vipRepo,
    activityRepo,
    conditions: deps.conditions,
    idempotency: deps.idempotency,
    audit: deps.audit,
    members: deps.members,
  });
  activity.addStep(createVipUpgradeStep({ repo: vipRepo, activityRepo, publish: deps.publish }));
  jobList.push(createVipReviewJob({ repo: vipRepo, activityRepo }));
  const jobsRepo = createJobsRepo();
  const cashback = createCashbackService({
    db: deps.db,
    clock: deps.clock,
    repo: createCashbackRepo(),
    activityRepo,
    conditions: deps.conditions,
    wallet: deps.wallet,
    members: deps.members,
    idempotency: deps.idempotency,
    audit: deps.audit,
    runsOf: (operatorId) => jobs.listRuns(operatorId, { job: 'cashback' }),
    // The member's VIP level's cashback percent replaces the setting's when VIP is on.
    vipBenefits: (db, operatorId, memberIds) => vip.benefitsOf(db, operatorId, memberIds),
  });
  jobList.push(cashback.job());
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
    // The referrer's VIP level adds its referral bonus percent to every category's.
    vipBenefits: (db, operatorId, memberIds) => vip.benefitsOf(db, operatorId, memberIds),
  });
  jobList.push(createReferralIncomeJob({ repo: referralRepo, service: referral }));
  const jobs = createRewardJobs({
    db: deps.db,
    clock: deps.clock,
    repo: jobsRepo,
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
    /** A member's VIP level (1 when they never rose), or undefined when the site has no VIP levels. */
    vipLevelOf: async (operatorId: string, memberId: string) =>
      (await vip.benefitsOf(deps.db, operatorId, [memberId])).get(memberId)?.level,
    /** A member's settled play by category over Bangkok days (`toDay` exclusive): the back office's risk page. */
    memberPlay: (operatorId: string, memberId: string, range: DayRange) =>
      activityRepo.totalsByCategory(deps.db, operatorId, range, [memberId]),
    jobs,
    missions,
    /** VIP: the member's and staff's calls, `benefitsOf` for cashback and referral, the withdrawal limits. */
    vip,
    cashback,
    /** Scheduler tasks that are not outbox consumers (main.ts): the cashback expiry. */
    tasks: [cashback.expiryTask()],
    /** Staff manage agents and read each agent's members and commission. */
    agents,
    /** Bonus granted by staff, with a second staff member above the threshold. */
    grants,
    referral,
    /** The outbox consumers of this module, each a scheduler task. */
    eventTasks: [
      eventConsumerTask(activity, { everyMs: 1000 }),
      eventConsumerTask(missionsConsumer, { everyMs: 1000 }),
    ],
  };
};
/** The rewards services other modules and tests are given (`createRewardsModule`'s `api`). */
export type RewardsModule = ReturnType<typeof createRewards>;

/** The loyalty programmes as a server module: routes, the period jobs, the consumers, the demo seeds. */
export const createRewardsModule = (
  platform: Platform,
  deps: Pick<
    RewardsModuleDeps,
    'wallet' | 'members' | 'conditions' | 'idempotency' | 'listOperatorIds' | 'staffNames' | 'catchUp'
  >,
) => {
  const { db, clock, publish, audit, log } = platform;
  const api = createRewards({ ...deps, db, clock, publish, audit, log });
  return {
    name: 'rewards',
    auditNamers: rewardsAuditNamers,
    api,
    // Loyalty jobs (referral income at 04:00, cashback, VIP review, missions): each operator's due
    // periods; then the cashback expiry.
    jobs: [api.jobs.task(), ...api.tasks],
    eventConsumers: api.eventTasks,
    seedDemo: [
      {
        fixture: false,
        async run({ db, operatorId, clock }) {
          await seedDemoMissions({ db, repo: createMissionsRepo(), operatorId, now: clock.now() });
          await seedDemoVip({ db, repo: createVipRepo(), operatorId, now: clock.now() });
          await seedDemoCashback({ db, repo: createCashbackRepo(), operatorId, now: clock.now() });
          await seedDemoReferral({ db, repo: createReferralRepo(), operatorId, now: clock.now() });
        },
      },
    ],
    async siteRoutes(site, { guard, requireStaff }) {
      await site.register(rewardJobAdminRoutes, { jobs: api.jobs, requireStaff });
      await site.register(missionRoutes, { service: api.missions, guard });
      await site.register(missionAdminRoutes, { service: api.missions, requireStaff });
      await site.register(vipRoutes, { service: api.vip, guard });
      await site.register(vipAdminRoutes, { service: api.vip, requireStaff });
      await site.register(cashbackRoutes, { service: api.cashback, guard });
      await site.register(cashbackAdminRoutes, {
        service: api.cashback,
        requireStaff,
        staffNames: deps.staffNames,
      });
      await site.register(agentAdminRoutes, { service: api.agents, requireStaff });
      await site.register(rewardGrantAdminRoutes, { service: api.grants, requireStaff });
      await site.register(referralRoutes, { service: api.referral, guard });
      await site.register(referralAdminRoutes, { service: api.referral, requireStaff });
    },
  } satisfies ServerModule<'rewards', RewardsModule>;
};
