export { type ActivityStep, createActivityConsumer, type TouchedMember } from './activity/activity.consumer';
export { type ActivityTotal, createActivityRepo } from './activity/activity.repo';
export { agentAdminRoutes } from './agents/agents.admin-routes';
export { rewardGrantAdminRoutes } from './grants/grants.admin-routes';
export { rewardJobAdminRoutes } from './jobs/jobs.admin-routes';
export { createRewardJobs, type RewardJob, type RewardJobs } from './jobs/jobs.service';
export { createRewardsModule, type RewardsModule } from './rewards.module';
