// Helpers shared by the Yeekee benchmarks (yeekee-shots, yeekee-fanout, yeekee-settle): the run's
// harness (server on a fresh PostgreSQL database, cleanup on exit and on Ctrl-C), command-line
// options, a bench market created through the admin API on a grid that puts a close two minutes
// ahead, its rounds read straight from the tables, and members written in bulk then logged in.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  api,
  createDatabase,
  DEFAULT_DATABASE_URL,
  databaseUrlOf,
  defineBulkFunctions,
  dropDatabase,
  loginAll,
  OWNER_PASSWORD,
  operatorIdOf,
  postgresFacts,
  staffLogin,
  startChokdee,
  writeMembers,
} from './chokdee.mjs';
import { freePort, machine, sleep } from './common.mjs';

export const adminUrl = process.env.BENCH_DATABASE_URL || DEFAULT_DATABASE_URL;
export const args = process.argv.slice(2);
export const flag = (name) => args.includes(name);

/** `--name <positive number>`, or `fallback`; `integer` refuses fractions. */
export const option = (name, fallback, { integer = true } = {}) => {
  const at = args.indexOf(name);
  if (at < 0 || args[at + 1] === undefined || args[at + 1].startsWith('--')) return fallback;
  const value = Number(args[at + 1]);
  if (!Number.isFinite(value) || value <= 0 || (integer && !Number.isInteger(value)))
    throw new Error(`${name} needs a positive ${integer ? 'whole ' : ''}number`);
  return value;
};

/** The options every Yeekee benchmark takes: --cpu-prof, --wait-quiet <min>, --keep-db (its harness). */
export const commonOptions = () => ({
  cpuProfile: flag('--cpu-prof'),
  waitQuietMinutes: flag('--wait-quiet') ? Math.min(option('--wait-quiet', 10), 60) : 0,
  harness: createHarness({ keepDatabase: flag('--keep-db') }),
});

/**
 * What a run must undo: children to stop, pg clients to end, databases to drop, temporary
 * directories. `cleanup()` runs once (end of the run, SIGINT, SIGTERM).
 */
export const createHarness = ({ keepDatabase = false } = {}) => {
  const harness = { children: [], clients: [], databases: [], tempDirs: [], keepDatabase };
  let cleaning;
  harness.cleanup = () => {
    cleaning ??= (async () => {
      await Promise.all(harness.clients.map((client) => client.end().catch(() => {})));
      await Promise.all(harness.children.map((child) => child.stop().catch(() => {})));
      for (const name of harness.databases) {
        if (keepDatabase) {
          console.log(`\nKept database ${name} (--keep-db).`);
          continue;
        }
        await dropDatabase(adminUrl, name).catch((error) =>
          console.error(`Could not drop database ${name}: ${error.message}`),
        );
      }
      for (const dir of harness.tempDirs) rmSync(dir, { recursive: true, force: true });
    })();
    return cleaning;
  };
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping the server and removing temporary data…`);
      harness.cleanup().finally(() => process.exit(130));
    });
  }
  return harness;
};

/**
 * Runs `main` (answers true on PASS), then cleans up. Exit 0 once measured (PASS or FAIL), 1 on
 * FAIL only with --strict (for CI), 2 when it could not measure.
 */
export const runBenchmark = async (name, harness, main) => {
  let exitCode = 1;
  try {
    exitCode = (await main()) || !flag('--strict') ? 0 : 1;
  } catch (error) {
    console.error(`\n${name} could not run: ${error.stack ?? error.message}`);
    exitCode = 2;
  } finally {
    await harness.cleanup();
  }
  process.exit(exitCode);
};

/** One line of machine and PostgreSQL facts, as the other benchmarks print them. */
export const printFacts = async (title) => {
  const facts = await machine();
  const pgFacts = await postgresFacts(adminUrl);
  console.log(
    `${title}: ${facts.cpus} CPUs (${facts.cpuModel}), ${facts.memGiB} GiB, Node ${facts.node}, PostgreSQL ${pgFacts.version} (${Object.entries(
      pgFacts.settings,
    )
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')})`,
  );
  return { ...facts, postgres: pgFacts };
};

/**
 * A fresh database `chokdee_bench_<prefix>_<ms>` and the real server on it (migrations + demo seed),
 * plus the bench's own connection (bulk functions defined); `env` is added to the server's environment.
 * Answers what the scripts need.
 */
export const startBenchServer = async (harness, prefix, { cpuProfile = false, env = {} } = {}) => {
  const tmp = mkdtempSync(path.join(os.tmpdir(), `chokdee-bench-${prefix}-`));
  harness.tempDirs.push(tmp);
  /** With `cpuProfile`, the server runs with --cpu-prof and writes its profile here when stopped. */
  const profileDir = path.join(tmp, 'cpu-prof');
  const nodeArgs = cpuProfile ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const database = `chokdee_bench_${prefix.replace(/-/g, '_')}_${Date.now()}`;
  await createDatabase(adminUrl, database);
  harness.databases.push(database);
  const databaseUrl = databaseUrlOf(adminUrl, database);
  const server = startChokdee({
    port: await freePort(),
    databaseUrl,
    dataDir: path.join(tmp, 'data'),
    nodeArgs,
    env,
  });
  harness.children.push(server.child);
  const started = performance.now();
  await server.ready();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  harness.clients.push(client);
  await defineBulkFunctions(client);
  const operatorId = await operatorIdOf(client);
  console.log(
    `Server up in ${((performance.now() - started) / 1000).toFixed(1)} s (migrations + demo seed) on database ${database}.`,
  );
  return { base: server.base, server, database, databaseUrl, client, operatorId, profileDir };
};

// ---------------------------------------------------------------------------------------------
// Markets and rounds.

/** Bangkok 'HH:MM' of an instant (UTC+7, no daylight saving). */
export const bangkokTimeOfDay = (ms) => new Date(ms + 7 * 3_600_000).toISOString().slice(11, 16);

/**
 * Creates a Yeekee market through `POST /api/admin/lottery/yeekee/markets` (owner) whose rounds
 * close every `roundMinutes` (a divisor of 1,440: the day is covered, so the grid has no seam) with
 * a close two minutes ahead of the next whole minute (when the server starts a new market): the
 * round that opens then exists whether the first round is clipped to the start or skipped.
 */
export const createBenchMarket = async (base, ownerToken, settings) => {
  const { roundMinutes } = settings;
  if (1440 % roundMinutes !== 0) throw new Error(`roundMinutes ${roundMinutes} does not divide a day`);
  // Near the end of a minute the server may see the next one: start from a fresh minute.
  if (new Date().getSeconds() >= 50) await sleep(61_000 - (Date.now() % 60_000));
  const nextMinute = Math.ceil((Date.now() + 1) / 60_000) * 60_000;
  const body = {
    roundsPerDay: 1440 / roundMinutes,
    firstCloseTime: bangkokTimeOfDay(nextMinute + 60_000),
    ...settings,
  };
  const created = await api(base, 'POST', '/api/admin/lottery/yeekee/markets', { token: ownerToken, body });
  return { ...body, created: created.data };
};

/** The market's rounds as the tables hold them (product code = market code), by close time. */
export const roundsOf = async (client, marketCode) =>
  (
    await client.query(
      `select r.id, r.round_code, r.status, r.open_at, r.close_at, r.settled_at, r.cancel_reason,
              r.result_derived, y.freeze_at, y.frozen_at, y.resulted_at, y.void_reason, y.last_seq,
              y.shot_count, y.shot_sum::text as shot_sum, y.product_id
       from yeekee_rounds y
       join lottery_rounds r on r.id = y.round_id
       join lottery_products p on p.id = y.product_id
       where p.code = $1
       order by r.close_at`,
      [marketCode],
    )
  ).rows;

/**
 * Polls the market's rounds every 250 ms until `pick(rows, nowMs)` answers one; throws after
 * `timeoutMs` saying what the tables held.
 */
export const waitForRound = async (client, marketCode, pick, { timeoutMs, what }) => {
  const deadline = Date.now() + timeoutMs;
  let rows = [];
  while (Date.now() < deadline) {
    rows = await roundsOf(client, marketCode);
    const round = pick(rows, Date.now());
    if (round) return round;
    await sleep(250);
  }
  const seen = rows
    .slice(0, 5)
    .map((r) => `${r.round_code} ${r.status} ${r.open_at.toISOString()}–${r.close_at.toISOString()}`)
    .join('; ');
  throw new Error(
    `no ${what} of market ${marketCode} within ${timeoutMs / 1000} s (${rows.length} rounds in the tables${seen ? `: ${seen}` : ''}): is the Yeekee round job running?`,
  );
};

/**
 * The first round that stays open (close) for at least `minOpenMs` from now, once it is open (its
 * open time passed and the job marked it OPEN, or 15 s after its open time whatever the status).
 */
export const waitForOpenRound = async (client, marketCode, { minOpenMs, timeoutMs = 300_000 }) => {
  const target = await waitForRound(
    client,
    marketCode,
    (rows, now) => rows.find((r) => r.close_at.getTime() - Math.max(now, r.open_at.getTime()) >= minOpenMs),
    { timeoutMs, what: `round open for ${minOpenMs / 1000} s` },
  );
  const opens = target.open_at.getTime();
  if (opens > Date.now())
    console.log(
      `Waiting ${((opens - Date.now()) / 1000).toFixed(0)} s for round ${target.round_code} to open…`,
    );
  return waitForRound(
    client,
    marketCode,
    (rows, now) =>
      rows.find(
        (r) =>
          r.id === target.id && r.open_at.getTime() <= now && (r.status === 'OPEN' || now > opens + 15_000),
      ),
    { timeoutMs: Math.max(0, opens - Date.now()) + 60_000, what: `open round ${target.round_code}` },
  );
};

// ---------------------------------------------------------------------------------------------
// Figures.

/** The p-th percentile (0–100) of ascending `sorted`, nearest rank; undefined when empty. */
export const percentile = (sorted, p) =>
  sorted.length === 0
    ? undefined
    : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

export const ms = (value) => (value === undefined ? '?' : `${Math.round(value)} ms`);

/** A random shot, 00000–99999. */
export const randomShot = () => String(Math.floor(Math.random() * 100_000)).padStart(5, '0');

/**
 * The setup of the shots and fan-out benchmarks: the server (`startBenchServer`), market `code`
 * created by the owner with 60-minute rounds, a 300 s window, no cooldown and 10,000 shots per
 * member, `count` members written and logged in, and the market's round once it is open for at
 * least `minOpenMs` more. Answers `{ app, members, round }`.
 */
export const setupOpenRound = async (harness, { prefix, cpuProfile, code, name, count, minOpenMs }) => {
  const app = await startBenchServer(harness, prefix, { cpuProfile });
  const ownerToken = await staffLogin(app.base, 'owner', OWNER_PASSWORD);
  const market = await createBenchMarket(app.base, ownerToken, {
    code,
    name,
    roundMinutes: 60,
    shootWindowSeconds: 300,
    minShots: 20,
    maxShotsPerMember: 10_000,
    shotCooldownSeconds: 0,
    formula: 'SEEDED',
  });
  console.log(
    `Market ${code} created (${market.roundsPerDay} rounds of ${market.roundMinutes} min, first close ${market.firstCloseTime} Bangkok, no cooldown).`,
  );
  const { password, phones } = await writeMembers({ ...app, count });
  const { members, seconds } = await loginAll(app.base, phones, password);
  console.log(`${count} members written, logged in through the API in ${seconds.toFixed(1)} s.`);
  const round = await waitForOpenRound(app.client, code, { minOpenMs });
  console.log(
    `Round ${round.round_code} (${round.status}, open ${round.open_at.toISOString()} – close ${round.close_at.toISOString()}, freeze ${round.freeze_at.toISOString()}).\n`,
  );
  return { app, members, round };
};
