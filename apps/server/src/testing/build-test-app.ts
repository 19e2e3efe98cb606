import type { FastifyInstance } from 'fastify';
import { type ConsoleSms, createConsoleSms } from '#adapters/sms/console-sms';
import { createContentRepo, seedDemoContent } from '#modules/content/index';
import { createCouponHasher, createCouponsRepo, seedDemoCoupons } from '#modules/coupons/index';
import { createMarketRepo, createProductRepo, seedDemoLottery, seedDemoYeekee } from '#modules/lottery/index';
import { createOperatorRepo, DEMO_OPERATOR_KEY, seedDemo } from '#modules/operator/index';
import { createPaymentsRepo, seedDemoPayments } from '#modules/payments/index';
import { createStaffRepo, createStaffSeeder } from '#modules/staff/index';
import { loadConfig } from '#platform/config/config';
import type { Database } from '#platform/db/client';
import { type AppDeps, buildApp } from '../app';
import { createTestClock, type TestClock } from './clock';
import { createTestDb } from './test-db';

/** The demo site's bank-feed secret in tests (see `testing/money.ts` to sign feed calls). */
export const TEST_FEED_SECRET = 'test-bank-feed-secret-0123456789';
/** The server secret of test apps (signs tokens; keys the coupon-code HMAC). */
export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

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
  options: {
    kind?: 'pglite' | 'postgres';
    env?: Record<string, string>;
    /** Edges to replace (a recording publisher, a promotion gate…). */
    deps?: Partial<Pick<AppDeps, 'publisher' | 'promotionGate' | 'webDistDir' | 'adminDistDir' | 'ready'>>;
  } = {},
): Promise<TestApp> => {
  const database = await createTestDb(options.kind);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    JWT_SECRET: TEST_JWT_SECRET,
    SMS_PROVIDER: 'console',
    ...options.env,
  });
  const staff = createStaffSeeder({ repo: createStaffRepo() });
  const { operatorId } = await seedDemo({
    db: database.db,
    repo: createOperatorRepo(),
    staff,
    adminPassword: 'owner-test-password',
    announce: () => undefined,
  });
  const clock = createTestClock();
  const operatorRepo = createOperatorRepo();
  await seedDemoPayments({
    db: database.db,
    repo: createPaymentsRepo(),
    clock,
    operatorId,
    bankIdOf: async (code) => (await operatorRepo.findBankByCode(database.db, code))?.id,
    feedSecret: TEST_FEED_SECRET,
    generateSecret: () => TEST_FEED_SECRET,
    announce: () => undefined,
  });
  await seedDemoLottery({ db: database.db, repo: createProductRepo(), operatorId });
  await seedDemoYeekee({
    db: database.db,
    products: createProductRepo(),
    markets: createMarketRepo(),
    operatorId,
    now: clock.now(),
  });
  await seedDemoCoupons({
    db: database.db,
    repo: createCouponsRepo(),
    clock,
    operatorId,
    hashCode: createCouponHasher(config.JWT_SECRET),
  });
  await seedDemoContent({ db: database.db, repo: createContentRepo(), clock, operatorId });
  const sms = createConsoleSms({ now: clock.now });
  const app = await buildApp({ config, database, sms, clock, ...options.deps });
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
