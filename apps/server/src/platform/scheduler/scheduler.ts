import type { Clock } from '#platform/clock';
import type { Db, Tx } from '#platform/db/client';
import { lockKey } from '#platform/db/tx';

/** A scheduled job: idempotent, run inside one transaction that holds the advisory lock of its key. */
export type Job = { key: string; run(tx: Tx, now: Date): Promise<unknown> };

type Log = { info(obj: object, msg: string): void; error(obj: object, msg: string): void };

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
 * Runs every job now and then every `intervalMs`, one after the other; a run still going when the
 * next tick comes is not doubled. A failing job is logged and retried at the next tick.
 */
export const createScheduler = (options: {
  db: Db;
  clock: Clock;
  jobs: Job[];
  intervalMs: number;
  log: Log;
}) => {
  const { db, clock, jobs, intervalMs, log } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  const tick = async (): Promise<void> => {
    for (const job of jobs) {
      try {
        const result = await runJob(db, clock, job);
        log.info({ job: job.key, result }, 'job ran');
      } catch (err) {
        log.error({ err, job: job.key }, 'job failed');
      }
    }
  };
  const runOnce = (): Promise<void> => {
    running ??= tick().finally(() => {
      running = undefined;
    });
    return running;
  };

  return {
    /** Runs the jobs now, then on the interval. */
    async start(): Promise<void> {
      await runOnce();
      timer = setInterval(() => void runOnce(), intervalMs);
      timer.unref();
    },
    /** Stops the timer and waits for a run in progress. */
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
};
export type Scheduler = ReturnType<typeof createScheduler>;
