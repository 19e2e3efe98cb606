import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createConsoleSms } from '#adapters/sms/console-sms';
import { loadConfig } from '#platform/config/config';
import { type Database, fromPostgresPool } from '#platform/db/client';
import { rowsOf } from '#platform/db/rows';
import type { Publisher } from '#platform/realtime/publisher';
import { composeApp } from '../app';
import { TEST_JWT_SECRET, type TestApp, type TestNode, testNodeOf } from './build-test-app';
import { withDatabase } from './postgres-admin';
import { testDatabaseUrl } from './test-db';

/** Another node of every module on `database` and the test's clock, nothing seeded, as `main.ts` would build it. */
const composeNode = async (
  t: TestApp,
  database: Database,
  options: { env: Record<string, string>; publisher?: Publisher; sms?: TestApp['sms'] },
) =>
  composeApp({
    config: loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      JWT_SECRET: TEST_JWT_SECRET,
      SMS_PROVIDER: 'console',
      ...options.env,
    }),
    database,
    sms: options.sms ?? createConsoleSms({ now: t.clock.now }),
    clock: t.clock,
    ...(options.publisher ? { publisher: options.publisher } : {}),
  });

/**
 * A second node: another app on the same database handle and clock (nothing seeded), as a second
 * server process would be, ready. `close` closes its app; the database belongs to the first.
 */
export const buildSecondNode = async (
  t: TestApp,
  publisher?: Publisher,
  /** More settings (`REDIS_URL` for the multi-node tests). */
  env: Record<string, string> = {},
): Promise<TestNode> => {
  const composed = await composeNode(t, t.database, { env, ...(publisher ? { publisher } : {}) });
  await composed.app.ready();
  return testNodeOf(composed, () => composed.app.close());
};

/**
 * A second node on node A's PostgreSQL database that shares nothing in memory with it: its own pool,
 * caches and (with `REDIS_URL` in `env`) its own bus connection — two processes' worth of state in one
 * test. (`buildSecondNode` shares node A's database handle, for tests about jobs and sockets.)
 */
export const buildOwnPoolNode = async (t: TestApp, env: Record<string, string> = {}): Promise<TestNode> => {
  const [row] = rowsOf<{ name: string }>(await t.database.db.execute(sql`select current_database() as name`));
  const url = withDatabase(testDatabaseUrl() as string, row?.name as string);
  const database = fromPostgresPool(new pg.Pool({ connectionString: url, max: 4 }));
  const composed = await composeNode(t, database, { env, sms: t.sms });
  return testNodeOf(composed, async () => {
    await composed.app.close();
    await database.close();
  });
};
