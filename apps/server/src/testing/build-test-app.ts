import type { FastifyInstance } from 'fastify';
import { type ConsoleSms, createConsoleSms } from '#adapters/sms/console-sms';
import { loadConfig } from '#platform/config/config';
import type { Database } from '#platform/db/client';
import { type EventTask, runDemoSeed } from '#platform/module';
import { type AppDeps, type ComposedApp, composeApp, seedDemoData } from '../app';
import type { ModuleName } from '../app-modules';
import { createTestClock, type TestClock } from './clock';
import { createTestDb } from './test-db';

/** The demo site's bank-feed secret in tests (see `testing/money.ts` to sign feed calls). */
export const TEST_FEED_SECRET = 'test-bank-feed-secret-0123456789';
/** The server secret of test apps (signs tokens; keys the coupon-code HMAC). */
export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

/** One node of the app as tests drive it: the test app, or another node on its database (`testing/second-node.ts`). */
export type TestNode = {
  app: FastifyInstance;
  /** The modules built, by name (`modules.lottery?.api.settlement`…); absent ones were not asked for. */
  modules: ComposedApp['named'];
  /** The node's Socket.IO server (its rooms, for tests of who joined what). */
  realtime: ComposedApp['platform']['realtime'];
  /** Every built module's outbox consumers, in composition order: tests `drain` them. */
  eventTasks: EventTask[];
  close(): Promise<void>;
};

/** The node's parts from what `composeApp` returned; `close` is the caller's (the database may be shared). */
export const testNodeOf = (composed: ComposedApp, close: () => Promise<void>): TestNode => ({
  app: composed.app,
  modules: composed.named,
  realtime: composed.platform.realtime,
  eventTasks: composed.modules.flatMap((m) => m.eventConsumers ?? []),
  close,
});

export type TestApp = TestNode & {
  database: Database;
  sms: ConsoleSms;
  clock: TestClock;
  operatorKey: string;
  operatorId: string;
  /** Where services announce committed changes (the app's Socket.IO, or the `publisher` given). */
  publish: ComposedApp['platform']['publish'];
  /** Every staff route with the roles its guard admits (the role matrix walks them). */
  staffRoutes: ComposedApp['staffRoutes'];
};

/**
 * An app on its own fresh database with the demo operator and the demo fixture seeded (each module's
 * `seedDemo` marked `fixture`), for `app.inject` tests. Each test file builds its own and closes it
 * in `afterAll`. By default every module; `modules` builds only those (and what they need, see
 * app-modules.ts) and seeds only theirs.
 */
export const buildTestApp = async (
  options: {
    kind?: 'pglite' | 'postgres';
    env?: Record<string, string>;
    /** Edges to replace (a recording publisher, a promotion gate…). */
    deps?: Partial<
      Pick<AppDeps, 'publisher' | 'promotionGate' | 'webDistDir' | 'adminDistDir' | 'ready' | 'sportsFeed'>
    >;
    /** Only these modules (plus the core every app has and what they need); default: all. */
    modules?: readonly ModuleName[];
    /**
     * `false`: no demo fixture beyond the demo operator and its owner (a test seeds its own); a list:
     * only those built modules' fixture (`['payments']`: the deposit accounts and feed secret, without
     * the lottery catalogue of a module built only because another needs it).
     */
    seedDemo?: boolean | readonly ModuleName[];
  } = {},
): Promise<TestApp> => {
  const database = await createTestDb(options.kind);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    JWT_SECRET: TEST_JWT_SECRET,
    SMS_PROVIDER: 'console',
    SEED_ADMIN_PASSWORD: 'owner-test-password',
    DEMO_BANK_FEED_SECRET: TEST_FEED_SECRET,
    ...options.env,
  });
  const clock = createTestClock();
  const sms = createConsoleSms({ now: clock.now });
  const composed = await composeApp({
    config,
    database,
    sms,
    clock,
    ...options.deps,
    ...(options.modules ? { modules: options.modules } : {}),
  });
  const { app } = composed;
  const { seedDemo = true } = options;
  const announce = () => undefined;
  const site =
    seedDemo === true
      ? await seedDemoData(composed, { announce, fixtureOnly: true })
      : await runDemoSeed(
          composed.modules.filter((m) => seedDemo !== false && seedDemo.some((name) => name === m.name)),
          () => composed.named.operator.api.seedSite(announce),
          { db: composed.platform.db, clock, announce, fixtureOnly: true },
        );
  await app.ready();
  return {
    ...testNodeOf(composed, async () => {
      await app.close();
      await database.close();
    }),
    database,
    sms,
    clock,
    operatorKey: site.operatorKey,
    operatorId: site.operatorId,
    publish: composed.platform.publish,
    staffRoutes: composed.staffRoutes,
  };
};
