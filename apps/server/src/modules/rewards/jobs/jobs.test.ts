import { errorCatalogue, type PeriodRange } from '@chokdee/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '#platform/http/app-error';
import { buildTestApp, call, ownerToken, statusOf, type TestApp } from '#testing/index';
import { createJobsRepo } from './jobs.repo';
import { createRewardJobs, type RewardJob } from './jobs.service';

/** The test clock starts Monday 2026-11-23 10:00 Bangkok. */
describe('the loyalty job runner', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ modules: ['rewards'] });
  });
  afterAll(async () => t.close());

  const runnerWith = (job: RewardJob, catchUp = async () => undefined) =>
    createRewardJobs({
      db: t.database.db,
      clock: t.clock,
      repo: createJobsRepo(),
      audit: { record: async () => undefined },
      jobs: [job],
      listOperatorIds: async () => [t.operatorId],
      staffNames: async () => new Map(),
      catchUp,
      log: { error: () => undefined },
    });
  const owner = () => ({
    staffId: '00000000-0000-7000-8000-000000000001',
    operatorId: t.operatorId,
    username: 'owner',
    role: 'owner' as const,
    sessionId: 's',
  });

  it('runs an ended period once per request, after catching up, and records each run', async () => {
    const periods: string[] = [];
    const order: string[] = [];
    const job: RewardJob = {
      name: 'referral-income',
      periodKinds: async () => ['DAY'],
      duePeriod: async () => '2026-11-22',
      run: async (_db, _operatorId, period: PeriodRange) => {
        order.push('run');
        periods.push(period.period);
        return { incomes: 3, paidSatang: '1200' };
      },
    };
    const jobs = runnerWith(job, async () => {
      order.push('catch-up');
    });
    const run = await jobs.runNow(owner(), '127.0.0.1', 'referral-income', '2026-11-22');
    expect(run).toMatchObject({
      status: 'DONE',
      period: '2026-11-22',
      result: { incomes: 3, paidSatang: '1200' },
    });
    expect(order).toEqual(['catch-up', 'run']);

    // The scheduler finds the due period done and leaves it.
    expect(await jobs.runDue()).toBe(0);
    expect(periods).toEqual(['2026-11-22']);

    await expect(jobs.runNow(owner(), '127.0.0.1', 'referral-income', '2026-11-23')).rejects.toMatchObject({
      errorName: 'REWARD_JOB_PERIOD_NOT_ENDED',
    });
    await expect(jobs.runNow(owner(), '127.0.0.1', 'referral-income', '2026-W47')).rejects.toMatchObject({
      errorName: 'REWARD_JOB_PERIOD_INVALID',
    });
    expect(periods).toEqual(['2026-11-22']);
  });

  it('refuses a second start while a run is alive, and closes a dead one so the period runs again', async () => {
    let release: () => void = () => undefined;
    let calls = 0;
    const job: RewardJob = {
      name: 'cashback',
      periodKinds: async () => ['WEEK'],
      duePeriod: async () => '2026-W47',
      run: async () => {
        calls += 1;
        if (calls === 1) await new Promise<void>((resolve) => (release = resolve));
        return { credits: calls };
      },
    };
    const jobs = runnerWith(job);
    const first = jobs.runNow(owner(), '127.0.0.1', 'cashback', '2026-W47');
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(jobs.runNow(owner(), '127.0.0.1', 'cashback', '2026-W47')).rejects.toMatchObject({
      errorName: 'REWARD_JOB_RUNNING',
    });
    release();
    expect((await first).result).toEqual({ credits: 1 });

    // A run that died mid-way (its row left RUNNING) stops blocking after 15 minutes.
    const repo = createJobsRepo();
    await repo.insertRunning(t.database.db, {
      id: '00000000-0000-7000-8000-00000000dead',
      operatorId: t.operatorId,
      job: 'cashback',
      period: '2026-W46',
      status: 'RUNNING',
      startedAt: t.clock.now(),
    });
    await expect(jobs.runNow(owner(), '127.0.0.1', 'cashback', '2026-W46')).rejects.toBeInstanceOf(AppError);
    t.clock.advance(16 * 60 * 1000);
    expect((await jobs.runNow(owner(), '127.0.0.1', 'cashback', '2026-W46')).status).toBe('DONE');
    const runs = await jobs.listRuns(t.operatorId, { job: 'cashback', period: '2026-W46' });
    expect(runs.map((run) => run.status)).toEqual(['DONE', 'FAILED']);
  });

  it('answers the envelope on the route: an unknown job is a 400, a period of no known shape is refused on its field', async () => {
    const token = await ownerToken(t);
    const unknown = await call(t, {
      url: '/api/admin/jobs/lottery/run',
      token,
      body: { period: '2026-11-22' },
    });
    expect(unknown.statusCode).toBe(400);
    const badPeriod = await call(t, {
      url: '/api/admin/jobs/cashback/run',
      token,
      body: { period: '2026-13' },
    });
    expect(statusOf(badPeriod).code).toBe(errorCatalogue.VALIDATION_FAILED.code);
  });
});
