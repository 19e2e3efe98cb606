import { lotteryAdminHref, lotteryHref, lotteryPaths, OPERATOR_HEADER } from '@chokdee/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildOwnPoolNode,
  buildTestApp,
  call,
  runRoundJob,
  staffMember,
  type TestApp,
  testDatabaseUrl,
  testDbKinds,
} from '#testing/index';
import { testRedisUrl } from '#testing/redis';

/**
 * The members' catalogue (lotto list, results, a round's detail) is served from a per-node cache
 * (bench/README.md). The test clock stands still, so an entry never expires by time here: every change a
 * test expects to see on the next read got there through an invalidation (or, for the lotto list,
 * through the clock passing a current round's close), and a missed one fails the test.
 */

const ROUND = 'HANOI20261123';
const get = (app: FastifyInstance, operatorKey: string, url: string) =>
  app.inject({ method: 'GET', url, headers: { [OPERATOR_HEADER]: operatorKey } });
const resultsOf = async (app: FastifyInstance, operatorKey: string) => {
  const res = await get(app, operatorKey, lotteryPaths.results);
  expect(res.statusCode).toBe(200);
  return res.json().data as { total: number; data: Array<{ roundCode: string; result: string }> };
};
const statusOf = async (app: FastifyInstance, operatorKey: string, roundCode: string) => {
  const res = await get(app, operatorKey, lotteryHref.round(roundCode));
  expect(res.statusCode).toBe(200);
  return res.json().data.status as string;
};
type ListedProduct = {
  code: string;
  currentRound: { roundCode: string; closeAt: string; status: string } | null;
};
const listOf = async (app: FastifyInstance, operatorKey: string) => {
  const res = await get(app, operatorKey, lotteryPaths.list);
  expect(res.statusCode).toBe(200);
  return res.json().data.data as ListedProduct[];
};

/** Monday's Hanoi round closed (Tuesday 19:30 Bangkok), its result entered by one staff member. */
const closeAndEnter = async (t: TestApp) => {
  t.clock.set(new Date('2026-11-24T12:30:00.000Z'));
  await runRoundJob(t);
  const maker = await staffMember(t, 'lottery');
  const entered = await call(t, {
    url: lotteryAdminHref.result(ROUND),
    token: maker.token,
    body: { special: '45061', first: '70903' },
  });
  expect(entered.statusCode).toBe(200);
};
const confirm = async (t: TestApp) => {
  const checker = await staffMember(t, 'lottery');
  const confirmed = await call(t, {
    url: lotteryAdminHref.resultConfirm(ROUND),
    token: checker.token,
    body: {},
  });
  expect(confirmed.statusCode).toBe(200);
};

describe.each(testDbKinds())('the members’ catalogue cache on one node (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ kind, modules: ['lottery', 'payments'] });
    await runRoundJob(t);
  });
  afterAll(() => t.close());

  it('answers a repeated read from the cache, the same bytes each time', async () => {
    const first = await get(t.app, t.operatorKey, lotteryPaths.list);
    // Written behind the cache's back (no invalidation): the cached answer stands.
    await t.database.db.execute(sql`update lottery_products set name = name || ' (x)' where code = 'HANOI'`);
    const again = await get(t.app, t.operatorKey, lotteryPaths.list);
    expect(again.body).toBe(first.body);
    await t.database.db.execute(
      sql`update lottery_products set name = replace(name, ' (x)', '') where code = 'HANOI'`,
    );
  });

  it('a result confirmed: the next results read, round detail and lotto list show it', async () => {
    expect((await resultsOf(t.app, t.operatorKey)).total).toBe(0);
    expect(await statusOf(t.app, t.operatorKey, ROUND)).toBe('OPEN');
    await closeAndEnter(t);
    // The round job closed it and the result is entered: not yet a result members see.
    expect(await statusOf(t.app, t.operatorKey, ROUND)).toBe('RESULTED');
    expect((await resultsOf(t.app, t.operatorKey)).total).toBe(0);
    await confirm(t);
    const results = await resultsOf(t.app, t.operatorKey);
    expect(results.data.map((row) => [row.roundCode, row.result])).toEqual([[ROUND, '45061']]);
    expect(await statusOf(t.app, t.operatorKey, ROUND)).toBe('SETTLED');
    const hanoi = (await listOf(t.app, t.operatorKey)).find((product) => product.code === 'HANOI');
    expect(hanoi).toMatchObject({ latestResult: { roundCode: ROUND, result: '45061' } });
  });

  it('never lists a round as current once the clock passed its close (no job ran)', async () => {
    const before = await listOf(t.app, t.operatorKey);
    const open = before.find((product) => product.currentRound?.status === 'OPEN');
    if (!open?.currentRound) throw new Error('no open round in the list');
    const closeAt = Date.parse(open.currentRound.closeAt);
    t.clock.set(new Date(closeAt - 1));
    expect(
      (await listOf(t.app, t.operatorKey)).find((p) => p.code === open.code)?.currentRound?.roundCode,
    ).toBe(open.currentRound.roundCode);
    t.clock.set(new Date(closeAt));
    const after = (await listOf(t.app, t.operatorKey)).find((p) => p.code === open.code);
    expect(after?.currentRound?.roundCode).not.toBe(open.currentRound.roundCode);
  });
});

describe.runIf(testRedisUrl() && testDatabaseUrl())(
  'the members’ catalogue cache on two nodes (PostgreSQL + Redis; skipped without REDIS_URL and TEST_DATABASE_URL)',
  () => {
    let t: TestApp;
    let nodeB: FastifyInstance;
    let closeB: (() => Promise<void>) | undefined;
    beforeAll(async () => {
      const redisUrl = testRedisUrl() as string;
      t = await buildTestApp({
        kind: 'postgres',
        env: { REDIS_URL: redisUrl },
        modules: ['lottery', 'payments'],
      });
      await runRoundJob(t);
      ({ app: nodeB, close: closeB } = await buildOwnPoolNode(t, { REDIS_URL: redisUrl }));
    });
    afterAll(async () => {
      await closeB?.();
      await t?.close();
    });

    it('a result confirmed on node A: node B’s next results read and round detail show it', async () => {
      expect((await resultsOf(nodeB, t.operatorKey)).total).toBe(0);
      expect(await statusOf(nodeB, t.operatorKey, ROUND)).toBe('OPEN');
      await closeAndEnter(t);
      expect(await statusOf(nodeB, t.operatorKey, ROUND)).toBe('RESULTED');
      expect((await resultsOf(nodeB, t.operatorKey)).total).toBe(0);
      await confirm(t);
      const results = await resultsOf(nodeB, t.operatorKey);
      expect(results.data.map((row) => [row.roundCode, row.result])).toEqual([[ROUND, '45061']]);
      expect(await statusOf(nodeB, t.operatorKey, ROUND)).toBe('SETTLED');
    });
  },
);
