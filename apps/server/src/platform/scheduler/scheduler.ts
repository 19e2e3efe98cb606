import type { Clock } from '#platform/clock';
import type { Db, Tx } from '#platform/db/client';
import { lockKey } from '#platform/db/tx';

/**
 * A scheduled job run in ONE transaction that holds the advisory lock of its key: for small,
 * idempotent work (the round job). `everyMs`: its own cadence (default: the scheduler's).
 */
export type Job = { key: string; everyMs?: number; run(tx: Tx, now: Date): Promise<unknown> };

/** What a task run answers: what it did (logged when defined) and, optionally, when it must run next. */
export type TaskRun = { result?: unknown; nextAt?: Date | undefined };

/**
 * A scheduled job that opens its own bounded transactions (each under the locks of what it touches,
 * so several nodes can run it together) and may ask to run again before its cadence (`nextAt`: a
 * Yeekee freeze at close + window, to the second). Idempotent and resumable: state decides.
 */
export type Task = { key: string; everyMs: number; tick(db: Db, clock: Clock): Promise<TaskRun> };

type Log = { info(obj: object, msg: string): void; error(obj: object, msg: string): void };

const isTask = (job: Job | Task): job is Task => 'tick' in job;

/** A run that did nothing (`{created: 0, opened: 0}`…) is not logged: jobs run every few seconds. */
const didNothing = (result: unknown): boolean =>
  result === undefined ||
  (typeof result === 'object' &&
    result !== null &&
    Object.values(result).every((value) => value === 0 || value === 0n));

/**
 * Runs `job` once under a PostgreSQL advisory transaction lock on its key, so of several nodes
 * running it together one works and the others then find nothing left to do. On PGlite the lock
 * is a no-op (one session, transactions never interleave).
 */
export const runJob = async (db: Db, clock: Clock, job: Job): Promise<unknown> =>
  db.transaction(async (tx) => {
    await lockKey(tx, `job:${job.key}`);
    return job.run(tx, clock.now());
  });

/**
 * Runs each job on its own cadence (docs/architecture.md#jobs): every job once at start, one after the
 * other, then each in its own loop — a slow job never delays another, and a run still going is
 * never doubled (the next run waits for it). A failing run is logged and retried at the next one.
 * The cadence is start to start; a task's `nextAt` brings its next run forward.
 */
export const createScheduler = (options: {
  db: Db;
  clock: Clock;
  jobs: Array<Job | Task>;
  /** The cadence of a `Job` that names none. */
  intervalMs: number;
  log: Log;
}) => {
  const { db, clock, jobs, intervalMs, log } = options;
  let stopped = false;
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<unknown>>();

  /** One run; answers when the job wants to run next (epoch ms). */
  const runOnce = async (job: Job | Task): Promise<number> => {
    const startedAt = Date.now();
    const every = job.everyMs ?? intervalMs;
    let next = startedAt + every;
    try {
      if (isTask(job)) {
        const run = await job.tick(db, clock);
        if (run.result !== undefined) log.info({ job: job.key, result: run.result }, 'job ran');
        // `nextAt` is on the job clock; the wait is real time.
        if (run.nextAt) next = Math.min(next, Date.now() + (run.nextAt.getTime() - clock.now().getTime()));
      } else {
        const result = await runJob(db, clock, job);
        if (!didNothing(result)) log.info({ job: job.key, result }, 'job ran');
      }
    } catch (err) {
      log.error({ err, job: job.key }, 'job failed');
    }
    return next;
  };

  const track = <T>(promise: Promise<T>): Promise<T> => {
    running.add(promise);
    void promise.finally(() => running.delete(promise));
    return promise;
  };

  const schedule = (job: Job | Task, at: number): void => {
    if (stopped) return;
    const timer = setTimeout(
      () => {
        timers.delete(timer);
        void track(runOnce(job)).then((next) => schedule(job, next));
      },
      Math.max(0, at - Date.now()),
    );
    timer.unref();
    timers.add(timer);
  };

  return {
    /** Runs every job now (in order), then each on its own cadence. */
    async start(): Promise<void> {
      stopped = false;
      const firsts = new Map<Job | Task, number>();
      for (const job of jobs) firsts.set(job, await track(runOnce(job)));
      for (const [job, next] of firsts) schedule(job, next);
    },
    /** Stops the timers and waits for the runs in progress. */
    async stop(): Promise<void> {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.allSettled([...running]);
    },
  };
};
export type Scheduler = ReturnType<typeof createScheduler>;
