import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, fromPostgresPool } from '#platform/db/client';
import { rowsOf } from '#platform/db/rows';
import * as schema from '#platform/db/schema';
import { consumeBatch, type EventConsumer } from '#platform/events/events';
import {
  buildSecondNode,
  buildTestApp,
  checkLedger,
  conditionRow,
  grantCondition,
  publishBillSettled,
  registerMember,
  type TestApp,
  testDatabaseUrl,
  testDbKinds,
  waitForOutboxHorizon,
} from '#testing/index';
import { moduleApi } from '#testing/module-api';
import { createTurnoverConsumer } from './turnover.consumer';

/**
 * The outbox crash test: the server dies between a settled bill (its event committed) and the
 * turnover update. On PostgreSQL the consumer's backend is really killed (pg_terminate_backend) after
 * its writes and before its commit; on PGlite (one in-process session) the handler throws at the same
 * point. A new node then drains the outbox: the stake counts exactly once.
 */
describe.each(testDbKinds())('turnover after a crash (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ kind, modules: ['promotions', 'payments'] });
  });
  afterAll(async () => {
    expect((await checkLedger(t)).ok).toBe(true);
    await t.close();
  });

  const dyingNode = async (): Promise<Database> => {
    const url = testDatabaseUrl();
    if (kind === 'pglite' || !url) return t.database;
    const [current] = rowsOf<{ name: string }>(
      await t.database.db.execute(sql`select current_database() as name`),
    );
    const parsed = new URL(url);
    parsed.pathname = `/${current?.name}`;
    const pool = new pg.Pool({ connectionString: parsed.toString(), max: 1 });
    pool.on('error', () => undefined);
    pool.on('connect', (client) => client.on('error', () => undefined));
    return fromPostgresPool(pool);
  };

  it('kills the consumer between a settled bill and its turnover update; after restart it counts once', async () => {
    const member = await registerMember(t);
    const { conditionId } = await grantCondition(t, member.memberId, { targetSatang: 100_000n });
    t.clock.advance(1000);
    const billId = await publishBillSettled(t, {
      memberId: member.memberId,
      lines: [{ stakeSatang: 30_000n }],
    });

    const real = createTurnoverConsumer(moduleApi(t, 'promotions').conditions);
    let seenInside = -1n;
    const dying: EventConsumer = {
      ...real,
      async handle(tx, events, now) {
        await real.handle(tx, events, now);
        const [row] = await tx
          .select({ turnover: schema.wageringConditions.turnoverSatang })
          .from(schema.wageringConditions)
          .where(eq(schema.wageringConditions.id, conditionId));
        seenInside = row?.turnover ?? -1n;
        if (kind === 'pglite') throw new Error('process killed');
        const [self] = rowsOf<{ pid: number }>(await tx.execute(sql`select pg_backend_pid() as pid`));
        await t.database.db.execute(sql`select pg_terminate_backend(${self?.pid})`);
        // The next statement on the killed connection fails, as the dead process's would never commit.
        await tx.execute(sql`select 1`);
        return undefined;
      },
    };
    // The dying node has its own connection (as another process would); its pool is told the
    // connection's end is expected, so the kill is not an unhandled error of the test run.
    const node = await dyingNode();
    await waitForOutboxHorizon(t.database.db);
    try {
      await expect(consumeBatch(node.db, t.clock, dying)).rejects.toThrow();
    } finally {
      if (node !== t.database) await node.close();
    }
    expect(seenInside).toBe(30_000n);
    expect((await conditionRow(t, conditionId)).turnoverSatang).toBe(0n);

    // Restart: another node drains what was published.
    const restarted = await buildSecondNode(t);
    await waitForOutboxHorizon(t.database.db);
    try {
      let handled = 0;
      for (const task of restarted.eventTasks) handled += await task.drain(t.database.db, t.clock);
      expect(handled).toBeGreaterThanOrEqual(1);
      expect((await conditionRow(t, conditionId)).turnoverSatang).toBe(30_000n);
      // Running again (a third start) finds nothing new and counts nothing twice.
      for (const task of restarted.eventTasks) expect(await task.drain(t.database.db, t.clock)).toBe(0);
      expect((await conditionRow(t, conditionId)).turnoverSatang).toBe(30_000n);
      const contributions = await t.database.db
        .select()
        .from(schema.wageringContributions)
        .where(eq(schema.wageringContributions.sourceKey, `lottery_bill:${billId}`));
      expect(contributions).toHaveLength(1);
    } finally {
      await restarted.close();
    }
  });
});
