export { type ActivityStep, createActivityConsumer, type TouchedMember } from './activity/activity.consumer';
export { type ActivityTotal, createActivityRepo } from './activity/activity.repo';
export { rewardJobAdminRoutes } from './jobs/jobs.admin-routes';
export { createRewardJobs, type RewardJob, type RewardJobs } from './jobs/jobs.service';
export { missionAdminRoutes } from './missions/missions.admin-routes';
export { createMissionsRepo, type MissionsRepo } from './missions/missions.repo';
export { missionRoutes } from './missions/missions.routes';
export { seedDemoMissions } from './missions/missions.seed';
export { createRewardsModule, type RewardsModule } from './rewards.module';
