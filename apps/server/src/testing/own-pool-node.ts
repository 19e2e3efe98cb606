import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { loadConfig } from '#platform/config/config';
import { fromPostgresPool } from '#platform/db/client';
import { rowsOf } from '#platform/db/rows';
import { buildApp } from '../app';
import { TEST_JWT_SECRET, type TestApp } from './build-test-app';
import { testDatabaseUrl } from './test-db';

/**
 * A second node on node A's PostgreSQL database that shares nothing in memory with it: its own pool,
 * caches and (with `REDIS_URL` in `env`) its own bus connection — two processes' worth of state in one
 * test. (`buildSecondNode` shares node A's database handle, for tests about jobs and sockets.)
 */
export const buildOwnPoolNode = async (
  t: TestApp,
  env: Record<string, string> = {},
): Promise<{ app: FastifyInstance; close(): Promise<void> }> => {
  const [row] = rowsOf<{ name: string }>(await t.database.db.execute(sql`select current_database() as name`));
  const url = new URL(testDatabaseUrl() as string);
  url.pathname = `/${row?.name}`;
  const database = fromPostgresPool(new pg.Pool({ connectionString: url.toString(), max: 4 }));
  const app = await buildApp({
    config: loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      JWT_SECRET: TEST_JWT_SECRET,
      SMS_PROVIDER: 'console',
      ...env,
    }),
    database,
    sms: t.sms,
    clock: t.clock,
  });
  return {
    app,
    async close() {
      await app.close();
      await database.close();
    },
  };
};
