import { z } from 'zod';
import { periodSchema } from './periods';

/**
 * What the loyalty programmes share (docs/domain/rewards.md §2, rules 6–9, 11): the jobs that compute them per
 * period, run by the scheduler and by the owner on demand. Each programme's own calls live in its
 * file (`referral.ts`, `cashback.ts`, `vip.ts`, `missions.ts`).
 */
export const rewardJobNames = ['referral-income', 'cashback', 'vip-review', 'missions'] as const;
export type RewardJobName = (typeof rewardJobNames)[number];

/** Thai names of the jobs, for the back office. */
export const rewardJobThaiNames: Record<RewardJobName, string> = {
  'referral-income': 'คำนวณรายได้แนะนำเพื่อน',
  cashback: 'คำนวณคืนยอดเสีย',
  'vip-review': 'ทบทวนระดับ VIP',
  missions: 'ปิดภารกิจ',
};

export const rewardJobPaths = {
  /** `POST {period}`: runs the job for that period now (owner), idempotently. */
  run: '/api/admin/jobs/:job/run',
  /** `GET ?job=&period=`: the runs, newest first (owner, finance). */
  runs: '/api/admin/jobs/runs',
} as const;

export const rewardJobParamsSchema = z.object({ job: z.enum(rewardJobNames) });
export const rewardJobRunRequestSchema = z.object({ period: periodSchema }).strict();
export type RewardJobRunRequest = z.infer<typeof rewardJobRunRequestSchema>;

export const rewardJobRunStatuses = ['RUNNING', 'DONE', 'FAILED'] as const;

/** One run of a job: what it did, as counts and satang amounts named by the job (e.g. `{members, paidSatang}`). */
export const rewardJobRunSchema = z.object({
  id: z.string(),
  job: z.enum(rewardJobNames),
  period: z.string(),
  status: z.enum(rewardJobRunStatuses),
  /** Who ran it by hand (a staff username), null for the scheduler. */
  startedBy: z.string().nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  result: z.record(z.string(), z.union([z.number(), z.string()])),
  error: z.string().nullable(),
});
export type RewardJobRun = z.infer<typeof rewardJobRunSchema>;
export const rewardJobRunListSchema = z.object({ items: z.array(rewardJobRunSchema) });
export const rewardJobRunsQuerySchema = z.object({
  job: z.enum(rewardJobNames).optional(),
  period: periodSchema.optional(),
});

/**
 * Dev only (DEV_CLOCK=true, never production): the owner moves the server's clock forward, so a
 * demo or the e2e suite can run last week's cashback or yesterday's referral income today.
 */
export const devClockPath = '/api/dev/clock';
export const devClockRequestSchema = z
  .object({
    advanceMs: z
      .number()
      .int()
      .min(0)
      .max(400 * 24 * 60 * 60 * 1000),
  })
  .strict();
export const devClockSchema = z.object({ now: z.string() });
