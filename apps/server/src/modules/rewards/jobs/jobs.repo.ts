import type { RewardJobName } from '@chokdee/contracts';
import { and, desc, eq, lt } from 'drizzle-orm';
import type { DbOrTx } from '#platform/db/client';
import { rewardJobRuns } from './jobs.tables';

export type RewardJobRunRow = typeof rewardJobRuns.$inferSelect;

const t = rewardJobRuns;

export const createJobsRepo = () => ({
  /** Starts a run; undefined when one is already RUNNING for that period (the partial unique index). */
  async insertRunning(db: DbOrTx, row: typeof t.$inferInsert): Promise<RewardJobRunRow | undefined> {
    const [inserted] = await db.insert(t).values(row).onConflictDoNothing().returning();
    return inserted;
  },

  async finish(
    db: DbOrTx,
    id: string,
    outcome: {
      status: 'DONE' | 'FAILED';
      finishedAt: Date;
      result?: Record<string, number | string>;
      error?: string;
    },
  ): Promise<void> {
    await db
      .update(t)
      .set({
        status: outcome.status,
        finishedAt: outcome.finishedAt,
        result: outcome.result ?? {},
        error: outcome.error ?? null,
      })
      .where(eq(t.id, id));
  },

  /** Closes runs left RUNNING (the process died) that started before `before`. */
  async abandonStale(db: DbOrTx, operatorId: string, before: Date, now: Date): Promise<void> {
    await db
      .update(t)
      .set({
        status: 'FAILED',
        finishedAt: now,
        error: 'abandoned: the process stopped before the run finished',
      })
      .where(and(eq(t.operatorId, operatorId), eq(t.status, 'RUNNING'), lt(t.startedAt, before)));
  },

  async hasDone(db: DbOrTx, operatorId: string, job: RewardJobName, period: string): Promise<boolean> {
    const [row] = await db
      .select({ id: t.id })
      .from(t)
      .where(and(eq(t.operatorId, operatorId), eq(t.job, job), eq(t.period, period), eq(t.status, 'DONE')))
      .limit(1);
    return row !== undefined;
  },

  async list(
    db: DbOrTx,
    operatorId: string,
    filter: { job?: RewardJobName | undefined; period?: string | undefined },
    limit = 100,
  ): Promise<RewardJobRunRow[]> {
    return db
      .select()
      .from(t)
      .where(
        and(
          eq(t.operatorId, operatorId),
          filter.job ? eq(t.job, filter.job) : undefined,
          filter.period ? eq(t.period, filter.period) : undefined,
        ),
      )
      .orderBy(desc(t.startedAt), desc(t.id))
      .limit(limit);
  },

  /** The newest run of each period of a job (the back office's runs page). */
  async latestPerPeriod(
    db: DbOrTx,
    operatorId: string,
    job: RewardJobName,
    limit = 60,
  ): Promise<RewardJobRunRow[]> {
    return db
      .selectDistinctOn([t.period])
      .from(t)
      .where(and(eq(t.operatorId, operatorId), eq(t.job, job)))
      .orderBy(t.period, desc(t.startedAt))
      .limit(limit)
      .then((rows) => rows.sort((a, b) => (a.period < b.period ? 1 : -1)));
  },
});
export type JobsRepo = ReturnType<typeof createJobsRepo>;
