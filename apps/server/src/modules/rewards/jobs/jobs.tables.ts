import { rewardJobNames, rewardJobRunStatuses } from '@chokdee/contracts';
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sqlValueList } from '../../../platform/db/rows';
import { operators } from '../../operator/operator.tables';

/**
 * Each run of a loyalty job for a period (`referral-income` 2026-11-23, `cashback` 2026-W47…), by the
 * scheduler or by the owner. A run's money is posted under unique keys, so a rerun of a period posts
 * only what is new; this table is the record staff read (the cashback runs page) and what tells the
 * scheduler a period is done. One RUNNING row per (operator, job, period): a second start is refused
 * while the first is alive, and a row left RUNNING by a crash is closed as FAILED after a while.
 */
export const rewardJobRuns = pgTable(
  'reward_job_runs',
  {
    id: uuid('id').primaryKey(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id),
    job: text('job', { enum: rewardJobNames }).notNull(),
    period: text('period').notNull(),
    status: text('status', { enum: rewardJobRunStatuses }).notNull(),
    /** The staff account that ran it by hand; null for the scheduler. */
    startedBy: uuid('started_by'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    result: jsonb('result').$type<Record<string, number | string>>().notNull().default(sql`'{}'::jsonb`),
    error: text('error'),
  },
  (t) => [
    uniqueIndex('reward_job_runs_one_running')
      .on(t.operatorId, t.job, t.period)
      .where(sql`${t.status} = 'RUNNING'`),
    index('reward_job_runs_operator_job_period').on(t.operatorId, t.job, t.period, t.startedAt),
    check('reward_job_runs_job', sql`${t.job} in (${sqlValueList(rewardJobNames)})`),
    check('reward_job_runs_status', sql`${t.status} in (${sqlValueList(rewardJobRunStatuses)})`),
  ],
);
