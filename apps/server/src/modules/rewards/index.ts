export { type ActivityStep, createActivityConsumer, type TouchedMember } from './activity/activity.consumer';
export { type ActivityTotal, createActivityRepo } from './activity/activity.repo';
export { createCashbackRepo } from './cashback/cashback.repo';
export { cashbackAdminRoutes, cashbackRoutes } from './cashback/cashback.routes';
export { seedDemoCashback } from './cashback/cashback.seed';
export { type CashbackService, createCashbackService, type VipBenefits } from './cashback/cashback.service';
export { rewardJobAdminRoutes } from './jobs/jobs.admin-routes';
export { createRewardJobs, type RewardJob, type RewardJobs } from './jobs/jobs.service';
export { createRewardsModule, type RewardsModule } from './rewards.module';
