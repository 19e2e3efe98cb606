import type { FastifyInstance } from 'fastify';
import { type ConsoleSms, createConsoleSms } from '#adapters/sms/console-sms';
import { createOperatorRepo, DEMO_OPERATOR_KEY, seedDemo } from '#modules/operator/index';
import { createStaffRepo, createStaffService } from '#modules/staff/index';
import { loadConfig } from '#platform/config/config';
import type { Database } from '#platform/db/client';
import { buildApp } from '../app';
import { createTestClock, type TestClock } from './clock';
import { createTestDb } from './test-db';

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  sms: ConsoleSms;
  clock: TestClock;
  operatorKey: string;
  operatorId: string;
  close(): Promise<void>;
};

/**
 * A whole app on its own fresh database with the demo operator seeded, for `app.inject` tests.
 * Each test file builds its own and closes it in `afterAll`.
 */
export const buildTestApp = async (
  options: { kind?: 'pglite' | 'postgres'; env?: Record<string, string> } = {},
): Promise<TestApp> => {
  const database = await createTestDb(options.kind);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    SMS_PROVIDER: 'console',
    ...options.env,
  });
  const staff = createStaffService({ repo: createStaffRepo() });
  const { operatorId } = await seedDemo({
    db: database.db,
    repo: createOperatorRepo(),
    staff,
    adminPassword: 'owner-test-password',
    announce: () => undefined,
  });
  const clock = createTestClock();
  const sms = createConsoleSms({ now: clock.now });
  const app = await buildApp({ config, database, sms, clock });
  await app.ready();
  return {
    app,
    database,
    sms,
    clock,
    operatorKey: DEMO_OPERATOR_KEY,
    operatorId,
    async close() {
      await app.close();
      await database.close();
    },
  };
};
