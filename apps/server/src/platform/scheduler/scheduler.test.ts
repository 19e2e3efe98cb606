import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Clock } from '#platform/clock';
import { type Database, fromPglite } from '#platform/db/client';
import { createScheduler, type Job, runJob, type Task } from './scheduler';

const silent = { info: () => undefined, error: () => undefined };
const fixedClock = (at: string): Clock => ({ now: () => new Date(at) });

describe('scheduler', () => {
  let database: Database;
  beforeAll(async () => {
    // The runner needs no tables: an empty in-memory database is enough.
    database = fromPglite(await PGlite.create());
  });
  afterAll(async () => {
    await database.close();
  });

  it('runs a job in a transaction at the clock’s time', async () => {
    const clock = fixedClock('2026-12-01T08:20:00.000Z');
    const seen: Date[] = [];
    const job: Job = { key: 'test.clock', run: async (_tx, now) => seen.push(now) };
    await runJob(database.db, clock, job);
    expect(seen).toEqual([new Date('2026-12-01T08:20:00.000Z')]);
  });

  it('runs every job once at start, keeps going after a failing job, and stops', async () => {
    const ran: string[] = [];
    const failing: Job = {
      key: 'test.failing',
      run: async () => {
        ran.push('failing');
        throw new Error('boom');
      },
    };
    const counting: Job = { key: 'test.counting', run: async () => ran.push('counting') };
    const errors: string[] = [];
    const scheduler = createScheduler({
      db: database.db,
      clock: fixedClock('2026-11-23T03:00:00.000Z'),
      jobs: [failing, counting],
      intervalMs: 60_000,
      log: { ...silent, error: (obj) => errors.push((obj as { job: string }).job) },
    });
    await scheduler.start();
    await scheduler.stop();
    expect(ran).toEqual(['failing', 'counting']);
    expect(errors).toEqual(['test.failing']);
  });

  it('runs each job on its own cadence: a job stuck in a run never holds another back', async () => {
    let release: () => void = () => undefined;
    const stuck = new Promise<void>((resolve) => {
      release = resolve;
    });
    let slowRuns = 0;
    const slow: Job = {
      key: 'test.slow',
      everyMs: 5,
      run: async () => {
        slowRuns += 1;
        if (slowRuns === 2) await stuck;
      },
    };
    let ticks = 0;
    const fast: Task = {
      key: 'test.fast',
      everyMs: 60_000,
      // Asks to run again at once (a freeze due now) instead of waiting its minute.
      tick: async (_db, clock) => {
        ticks += 1;
        return { nextAt: clock.now() };
      },
    };
    const scheduler = createScheduler({
      db: database.db,
      clock: fixedClock('2026-11-23T03:00:00.000Z'),
      jobs: [slow, fast],
      intervalMs: 60_000,
      log: silent,
    });
    await scheduler.start();
    await vi.waitFor(() => expect(slowRuns).toBe(2));
    const before = ticks;
    await vi.waitFor(() => expect(ticks).toBeGreaterThan(before + 3));
    // The stuck run is never doubled.
    expect(slowRuns).toBe(2);
    release();
    await vi.waitFor(() => expect(slowRuns).toBeGreaterThan(2));
    await scheduler.stop();
  });
});
