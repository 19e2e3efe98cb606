import {
  type PeriodKind,
  type PeriodRange,
  periodKindOf,
  periodRange,
  type RewardJobName,
  type RewardJobRun,
} from '@chokdee/contracts';
import { uuidv7 } from 'uuidv7';
import type { AuditLog } from '#platform/audit/audit-log';
import type { AuthenticatedStaff } from '#platform/auth/staff-guard';
import type { Clock } from '#platform/clock';
import type { Db } from '#platform/db/client';
import { AppError } from '#platform/http/app-error';
import type { Task } from '#platform/scheduler/scheduler';
import type { JobsRepo, RewardJobRunRow } from './jobs.repo';

/** What a run did: counts and satang amounts (as decimal strings) named by the job. */
export type RewardJobResult = Record<string, number | string>;

/**
 * A loyalty job (cashback, referral income, VIP review, missions) computed per period. `run` must be
 * idempotent and resumable: every effect under a unique key, work in bounded transactions, so a
 * rerun of a period (after a crash, or after staff fixed a result) posts only what is new.
 */
export type RewardJob = {
  name: RewardJobName;
  /** The period kinds the job takes for this operator (cashback: its setting, daily or weekly). */
  periodKinds(db: Db, operatorId: string): Promise<readonly PeriodKind[]>;
  /**
   * The newest period that is due at `now` (e.g. referral income: yesterday, once it is 04:00 in
   * Bangkok), or undefined when the programme is off or nothing is due yet. The scheduler runs it
   * when it has no DONE run.
   */
  duePeriod(db: Db, operatorId: string, now: Date): Promise<string | undefined>;
  run(db: Db, operatorId: string, period: PeriodRange, now: Date): Promise<RewardJobResult>;
};

/** A run still RUNNING after this long is taken to be dead (its process stopped). */
const STALE_RUN_MS = 15 * 60 * 1000;

const toView = (row: RewardJobRunRow, names: Map<string, string>): RewardJobRun => ({
  id: row.id,
  job: row.job,
  period: row.period,
  status: row.status,
  startedBy: row.startedBy ? (names.get(row.startedBy) ?? row.startedBy) : null,
  startedAt: row.startedAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
  result: row.result,
  error: row.error,
});

/**
 * Runs the loyalty jobs: on demand for the owner (`POST /api/admin/jobs/{job}/run {period}`, audited)
 * and from the scheduler (`task`: every minute, each operator's due periods that have no DONE run).
 * Before a run, `catchUp` drains the reward consumers, so the period's facts are all counted. A period
 * must have ended. Each run is recorded in `reward_job_runs`.
 */
export const createRewardJobs = (deps: {
  db: Db;
  clock: Clock;
  repo: JobsRepo;
  audit: Pick<AuditLog, 'record'>;
  jobs: readonly RewardJob[];
  listOperatorIds: () => Promise<string[]>;
  staffNames: (operatorId: string) => Promise<Map<string, string>>;
  catchUp: () => Promise<void>;
  log: { error(obj: object, msg: string): void };
}) => {
  const { db, clock, repo } = deps;
  const byName = new Map(deps.jobs.map((job) => [job.name, job]));

  const jobOf = (name: RewardJobName): RewardJob => {
    const job = byName.get(name);
    if (!job) throw new AppError('NOT_FOUND');
    return job;
  };

  const execute = async (
    operatorId: string,
    job: RewardJob,
    range: PeriodRange,
    staffId: string | null,
  ): Promise<RewardJobRunRow> => {
    const startedAt = clock.now();
    await repo.abandonStale(db, operatorId, new Date(startedAt.getTime() - STALE_RUN_MS), startedAt);
    const run = await repo.insertRunning(db, {
      id: uuidv7(),
      operatorId,
      job: job.name,
      period: range.period,
      status: 'RUNNING',
      startedBy: staffId,
      startedAt,
    });
    if (!run) throw new AppError('REWARD_JOB_RUNNING');
    try {
      await deps.catchUp();
      const result = await job.run(db, operatorId, range, clock.now());
      const finishedAt = clock.now();
      await repo.finish(db, run.id, { status: 'DONE', finishedAt, result });
      return { ...run, status: 'DONE', finishedAt, result };
    } catch (error) {
      await repo.finish(db, run.id, {
        status: 'FAILED',
        finishedAt: clock.now(),
        error: error instanceof Error ? error.message : String(error),
      });
      throw error;
    }
  };

  const service = {
    /** The owner runs `name` for `period` now; a refusal (wrong kind, not ended, running) writes nothing. */
    async runNow(
      staff: AuthenticatedStaff,
      ip: string,
      name: RewardJobName,
      period: string,
    ): Promise<RewardJobRun> {
      const job = jobOf(name);
      const kinds = await job.periodKinds(db, staff.operatorId);
      const kind = periodKindOf(period);
      if (!kind || !kinds.includes(kind))
        throw new AppError('REWARD_JOB_PERIOD_INVALID', { params: { expected: kinds.join(', ') } });
      const range = periodRange(period);
      if (range.to.getTime() > clock.now().getTime()) throw new AppError('REWARD_JOB_PERIOD_NOT_ENDED');
      const run = await execute(staff.operatorId, job, range, staff.staffId);
      await db.transaction(async (tx) => {
        await deps.audit.record(tx, {
          staff,
          action: 'reward_job.run',
          targetType: 'reward_job',
          targetId: run.id,
          after: { job: name, period, result: run.result },
          ip,
        });
      });
      return toView(run, await deps.staffNames(staff.operatorId));
    },

    async listRuns(
      operatorId: string,
      filter: { job?: RewardJobName | undefined; period?: string | undefined },
    ): Promise<RewardJobRun[]> {
      const rows = await repo.list(db, operatorId, filter);
      const names = await deps.staffNames(operatorId);
      return rows.map((row) => toView(row, names));
    },

    /** Runs every due period that has no DONE run yet (the scheduler's tick). */
    async runDue(): Promise<number> {
      let ran = 0;
      const now = clock.now();
      for (const operatorId of await deps.listOperatorIds()) {
        for (const job of deps.jobs) {
          try {
            const period = await job.duePeriod(db, operatorId, now);
            if (!period || (await repo.hasDone(db, operatorId, job.name, period))) continue;
            await execute(operatorId, job, periodRange(period), null);
            ran += 1;
          } catch (error) {
            // REWARD_JOB_RUNNING: another node is on it. Anything else is retried at the next tick.
            if (!(error instanceof AppError && error.errorName === 'REWARD_JOB_RUNNING'))
              deps.log.error({ err: error, job: job.name, operatorId }, 'reward job failed');
          }
        }
      }
      return ran;
    },

    /** The scheduler task (main.ts): due periods every minute. */
    task: (): Task => ({
      key: 'rewards:jobs',
      everyMs: 60_000,
      async tick() {
        const ran = await service.runDue();
        return ran > 0 ? { result: { ran } } : {};
      },
    }),
  };
  return service;
};
export type RewardJobs = ReturnType<typeof createRewardJobs>;
