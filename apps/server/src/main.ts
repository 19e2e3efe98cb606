import type { AddressInfo } from 'node:net';
import { originalsPlugin } from '@chokdee/originals/server';
import closeWithGrace from 'close-with-grace';
import { mountSimulatedBank } from '#adapters/bank-payout/simulated-bank';
import { createConsoleSms } from '#adapters/sms/console-sms';
import { createHttpSms } from '#adapters/sms/http-sms';
import type { SmsSender } from '#adapters/sms/sms-sender';
import { createSportsFeed } from '#adapters/sports-feed/create-sports-feed';
import { houseProvider, houseProviderCredentials } from '#modules/games/index';
import { type Clock, createShiftableClock, systemClock } from '#platform/clock';
import { type Config, ConfigError, loadConfig } from '#platform/config/config';
import { openDatabase } from '#platform/db/client';
import { serverPaths } from '#platform/paths';
import { createScheduler } from '#platform/scheduler/scheduler';
import { composeApp, seedDemoData } from './app';

/** The session advisory lock the startup seed runs under (one key space with the migration lock's). */
const SEED_LOCK_KEY = 727_002;

/** The SMS edge named by SMS_PROVIDER; the config schema already requires the gateway settings for `http`. */
const smsFromConfig = (config: Config): SmsSender => {
  if (config.SMS_PROVIDER === 'console') return createConsoleSms({ log: (line) => console.log(line) });
  const { SMS_HTTP_URL: url, SMS_HTTP_API_KEY: apiKey, SMS_HTTP_API_SECRET: apiSecret } = config;
  if (!url || !apiKey || !apiSecret)
    throw new ConfigError('SMS_PROVIDER=http needs SMS_HTTP_URL, _API_KEY, _API_SECRET');
  return createHttpSms({ url, apiKey, apiSecret, sender: config.SMS_SENDER });
};

/** How this process reaches itself: loopback when it listens on every address, else the address it was given. */
const selfUrl = (host: string, port: number): string => {
  if (['0.0.0.0', '::', 'localhost', ''].includes(host)) return `http://127.0.0.1:${port}`;
  return host.includes(':') ? `http://[${host}]:${port}` : `http://${host}:${port}`;
};

const start = async () => {
  const config = loadConfig();
  // DEV_CLOCK: a clock the owner can move forward (`POST /api/dev/clock`) to try period jobs today.
  const clock: Clock = config.DEV_CLOCK ? createShiftableClock() : systemClock;
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.dataDir,
    poolMax: config.DATABASE_POOL_MAX,
  });
  await database.migrate();

  const announce = (message: string) => console.log(`\n  ${message}\n`);
  const sms = smsFromConfig(config);
  // Ready once it listens and its jobs made their first runs: until then the health check answers
  // 503, so a balancer (or a test) sends it nothing that needs them (a round the round job makes).
  let ready = false;
  const composed = await composeApp({
    config,
    database,
    sms,
    clock,
    webDistDir: config.WEB_DIST_DIR ?? serverPaths.webDist,
    adminDistDir: config.ADMIN_DIST_DIR ?? serverPaths.adminDist,
    ready: () => ready,
    // The sportsbook's feed: the simulated one (fictional matches labelled จำลอง) unless SPORTS_FEED says otherwise.
    sportsFeed: createSportsFeed({
      kind: config.SPORTS_FEED,
      ...(config.SPORTS_FEED_API_KEY ? { apiKey: config.SPORTS_FEED_API_KEY } : {}),
      speed: config.SPORTS_SIM_SPEED,
      seed: config.SPORTS_SIM_SEED,
      clock,
    }),
  });
  const { app, modules } = composed;
  // Nodes starting together seed one after the other (each step is idempotent, but several are
  // check-then-insert): the second finds everything there.
  await database.exclusive(SEED_LOCK_KEY, async () => {
    if (config.SEED_DEMO) await seedDemoData(composed, { announce, fixtureOnly: false });
    else await composed.named.operator.api.seedReferenceData();
  });

  // How this process reaches itself, known once it listens (PORT may be 0). Nothing calls it before:
  // every timer and job that could (the mounted bank's webhooks, the payout jobs calling that bank,
  // the house provider's wallet calls) starts only after `listen` below.
  let listeningAt: string | undefined;
  const siteUrl = (): string => {
    if (!listeningAt) throw new Error('this server does not listen yet: nothing may call it before');
    return listeningAt;
  };

  // The house provider (docs/domain/games.md §4): a plugin of this server that calls this server's AMB wallet
  // endpoint over real HTTP, at the address it listens on.
  if (config.ORIGINALS) {
    await app.register(originalsPlugin, {
      platformUrl: siteUrl,
      operators: config.ORIGINALS_OPERATORS.map((operatorKey) => ({
        operatorKey,
        ...houseProviderCredentials(config.JWT_SECRET, operatorKey),
      })),
      publicPath: houseProvider.mountPath,
      distDir: serverPaths.originalsDist,
    });
  }

  // The simulated payout bank (docs/modules/payouts.md#decisions, decision 7): the demo operator's withdrawals are paid by it over
  // real HTTP, and its events come back to this server's webhook. Off in production; a bank running
  // elsewhere (SIMULATED_BANK_URL, the cluster's) is used instead of one here. Its timers (a transfer
  // restored in flight after a crash is due at once) are held until this server listens.
  const bank = config.SIMULATED_BANK ? await mountSimulatedBank(app, config, siteUrl) : undefined;

  // Jobs: every node runs them, each on its own cadence; each step holds its advisory lock and is idempotent.
  const scheduler = createScheduler({
    db: database.db,
    clock,
    intervalMs: 30_000,
    log: app.log,
    // Each module's jobs, then its outbox consumers (turnover, the grant on deposit…: each drains what
    // was published since its last position), in composition order: the first runs go in this order.
    jobs: modules.flatMap((m) => [...(m.jobs ?? []), ...(m.eventConsumers ?? [])]),
  });

  closeWithGrace({ delay: 10_000 }, async ({ err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    await scheduler.stop();
    await app.close();
    await database.close();
  });

  await app.listen({ port: config.PORT, host: config.HOST });
  listeningAt = selfUrl(config.HOST, (app.server.address() as AddressInfo).port);
  bank?.start();
  await scheduler.start();
  for (const m of modules) m.start?.((err) => app.log.error({ err, module: m.name }, 'module timers failed'));
  ready = true;
  announce(
    `Chokdee is running at http://localhost:${config.PORT} (${database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL'})`,
  );
};

start().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
