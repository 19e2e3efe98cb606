// Budget (docs/architecture.md#budgets): authenticated GET /api/v2/user/balance at ≥ 30% of a bare Fastify
// route's throughput, measured in the same run.
//
// Starts (a) bench/lib/bare-server.mjs, a bare Fastify 5 server with one JSON route, and (b) the real
// server (`node --import tsx apps/server/src/main.ts`) on a fresh DATA_DIR — PGlite, or a fresh
// PostgreSQL database when BENCH_DATABASE_URL is set — each in its own process on 127.0.0.1.
// Registers a member through the real API, logs in, then loads each server with autocannon from this
// process: same connections, same headers, a warm-up run, then a measured run, one after the other.
//
//   node bench/balance-throughput.mjs [--connections 50] [--duration 10] [--warmup 2] [--rounds 1] [--wait-quiet <min>] [--cpu-prof] [--json] [--strict]
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/balance-throughput.mjs
import { randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import {
  baseEnv,
  benchDir,
  commandTicks,
  cpuTicks,
  freePort,
  machine,
  machineBusyTicks,
  repoRoot,
  sleep,
  startChild,
  TICKS_PER_SECOND,
  table,
  ticksBetween,
  waitForHttp,
  waitForQuiet,
} from './lib/common.mjs';
import { summariseProfile } from './lib/cpu-profile.mjs';

const BUDGET_RATIO = 0.3;
const OPERATOR_KEY = 'demo';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  if (at < 0 || args[at + 1] === undefined || args[at + 1].startsWith('--')) return fallback;
  const value = Number(args[at + 1]);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} needs a positive number`);
  return value;
};
const settings = {
  connections: option('--connections', 50),
  duration: option('--duration', 10),
  warmup: option('--warmup', 2),
  rounds: Math.min(option('--rounds', 1), 10),
};
const adminDatabaseUrl = process.env.BENCH_DATABASE_URL || undefined;
/** --cpu-prof: profile the real server (node --cpu-prof) and print where its CPU went during the measured runs. */
const cpuProfile = args.includes('--cpu-prof');
/** --wait-quiet <minutes>: on a shared machine, first wait (bounded) until nothing else is using the CPUs. */
const waitQuietMinutes = args.includes('--wait-quiet') ? Math.min(option('--wait-quiet', 10), 60) : 0;

// ---------------------------------------------------------------------------------------------
// Everything started here is recorded so that cleanup() can undo it, on success, error or Ctrl-C.
const children = [];
const tempDirs = [];
let createdDatabase;

let cleaning;
const cleanup = () => {
  cleaning ??= (async () => {
    await Promise.all(children.map((child) => child.stop().catch(() => {})));
    if (createdDatabase) {
      const admin = new pg.Client({ connectionString: adminDatabaseUrl });
      try {
        await admin.connect();
        await admin.query(`DROP DATABASE IF EXISTS "${createdDatabase}" WITH (FORCE)`);
      } catch (error) {
        console.error(`Could not drop database ${createdDatabase}: ${error.message}`);
      } finally {
        await admin.end().catch(() => {});
      }
    }
    for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
  })();
  return cleaning;
};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping servers and removing temporary data…`);
    cleanup().finally(() => process.exit(130));
  });
}

// ---------------------------------------------------------------------------------------------
/** A fresh, empty database on the server named by BENCH_DATABASE_URL; returns its URL. */
const createDatabase = async () => {
  const name = `chokdee_bench_${Date.now()}_${randomInt(1000, 9999)}`;
  const admin = new pg.Client({ connectionString: adminDatabaseUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
    createdDatabase = name;
  } finally {
    await admin.end();
  }
  const url = new URL(adminDatabaseUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** A JSON call to the real server as the member site makes it. */
const api = async (base, method, urlPath, { body, token } = {}) => {
  const res = await fetch(`${base}${urlPath}`, {
    method,
    headers: {
      'x-operator': OPERATOR_KEY,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await res.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  if (res.status === 404 && !json?.status?.code) {
    throw new Error(`${method} ${urlPath} answered 404: is that endpoint finished? (${text.slice(0, 200)})`);
  }
  if (!res.ok) throw new Error(`${method} ${urlPath} answered ${res.status}: ${text.slice(0, 500)}`);
  return json;
};

/** Registers a fresh member through the public API and logs in; returns the access token. */
const registerAndLogin = async (base) => {
  const userName = `08${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
  const password = 'bench1234';
  const sent = await api(base, 'POST', '/api/v2/create/verify-user', { body: { userName } });
  const verifyRef = sent.data.verifyRef;
  let pinCode;
  for (let attempt = 0; attempt < 20 && !pinCode; attempt++) {
    const outbox = await api(base, 'GET', `/api/dev/sms-outbox?mobileNo=${userName}`);
    pinCode = /\b(\d{6})\b/.exec(outbox.data?.[0]?.text ?? '')?.[1];
    if (!pinCode) await sleep(100);
  }
  if (!pinCode) throw new Error(`no OTP for ${userName} in /api/dev/sms-outbox`);
  await api(base, 'POST', '/api/v2/create/verify-pin', { body: { mobileNo: userName, pinCode, verifyRef } });
  const banks = await api(base, 'GET', '/api/v2/config/bank-list');
  const bank = banks.data?.[0];
  const bankCompanyId = bank?.companyId;
  if (!bankCompanyId) throw new Error(`bank-list gave no bank id: ${JSON.stringify(banks).slice(0, 300)}`);
  await api(base, 'POST', '/api/v2/create', {
    body: {
      userName,
      password,
      confirmPassword: password,
      bankCompanyId,
      accountNumber: String(randomInt(1_000_000_000, 9_999_999_999)),
      fullName: 'ทดสอบ ระบบ',
      sourceRef: 'none',
      verifyRef,
    },
  });
  const login = await api(base, 'POST', '/api/login', { body: { userName, password } });
  const token = login.data?.accessToken;
  if (!token) throw new Error(`login gave no accessToken: ${JSON.stringify(login).slice(0, 300)}`);
  return { userName, token };
};

/**
 * One autocannon run, and where the machine's CPU went meanwhile (in cores): the server `pid`, this
 * process (autocannon), PostgreSQL's processes, and everything else (other people's work: noise).
 */
const load = async ({ url, headers, duration, pid }) => {
  const ticksBefore = pid ? cpuTicks(pid) : undefined;
  const machineBefore = machineBusyTicks();
  const postgresBefore = adminDatabaseUrl ? commandTicks('postgres') : undefined;
  const selfBefore = process.cpuUsage();
  const startNs = process.hrtime.bigint();
  const result = await autocannon({
    url,
    method: 'GET',
    headers,
    connections: settings.connections,
    duration,
    timeout: 10,
  });
  const endNs = process.hrtime.bigint();
  const self = process.cpuUsage(selfBefore);
  const ticksAfter = pid ? cpuTicks(pid) : undefined;
  const machineAfter = machineBusyTicks();
  const postgresAfter = adminDatabaseUrl ? commandTicks('postgres') : undefined;
  const elapsed = Number(endNs - startNs) / 1e9;
  const cores = (ticks) =>
    ticks === undefined || Number.isNaN(ticks) ? undefined : ticks / TICKS_PER_SECOND / elapsed;
  const serverCpu = cores(ticksAfter - ticksBefore);
  const loaderCpu = (self.user + self.system) / 1e6 / elapsed;
  const postgresCpu = adminDatabaseUrl ? cores(ticksBetween(postgresBefore, postgresAfter)) : undefined;
  const machineCpu = cores(machineAfter - machineBefore);
  return {
    window: { start: Number(startNs / 1000n), end: Number(endNs / 1000n) },
    rps: result.requests.average,
    total: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    serverCpu,
    loaderCpu,
    postgresCpu,
    otherCpu:
      machineCpu === undefined || serverCpu === undefined
        ? undefined
        : Math.max(0, machineCpu - serverCpu - loaderCpu - (postgresCpu ?? 0)),
  };
};

/** Stops the server so it writes its .cpuprofile, then prints where its CPU went in the measured runs. */
const printProfile = async (server, dir, windows) => {
  await server.stop(15_000);
  const { readdirSync } = await import('node:fs');
  const file = readdirSync(dir).find((name) => name.endsWith('.cpuprofile'));
  if (!file) {
    console.log(`\nNo .cpuprofile was written in ${dir}.`);
    return;
  }
  const summary = summariseProfile(path.join(dir, file), { repoRoot, windows });
  const rowsOf = (list) =>
    list.map((item) => [item.name, item.ms.toFixed(0), `${(item.share * 100).toFixed(1)}%`]);
  console.log(
    `\nChokdee server CPU profile (main JS thread, measured runs only): ${(summary.busyMs / 1000).toFixed(1)} s not idle of ${(summary.totalMs / 1000).toFixed(1)} s sampled.` +
      "\nSamples are wall-clock: a syscall frame such as writev includes the kernel's loopback TCP work and any time descheduled in it.\n",
  );
  console.log(table(['self time by package / source area', 'ms', 'share'], rowsOf(summary.areas)));
  console.log();
  console.log(table(['self time by function', 'ms', 'share'], rowsOf(summary.functions)));
};

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const pct = (value) => (value === undefined ? '?' : `${Math.round(value * 100)}%`);

// ---------------------------------------------------------------------------------------------
const main = async () => {
  const facts = await machine();
  const backend = adminDatabaseUrl ? 'PostgreSQL' : 'PGlite';
  console.log(
    `Balance throughput: ${facts.cpus} CPUs (${facts.cpuModel}), ${facts.memGiB} GiB, Node ${facts.node}, database ${backend}`,
  );
  console.log(
    `autocannon: ${settings.connections} connections, ${settings.warmup} s warm-up + ${settings.duration} s measured, ${settings.rounds} round(s)\n`,
  );

  if (waitQuietMinutes > 0) {
    console.log(`Waiting up to ${waitQuietMinutes} min for the machine to go quiet…`);
    if (await waitForQuiet(waitQuietMinutes)) console.log('Quiet: starting.');
  }
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'chokdee-bench-'));
  tempDirs.push(tmp);
  const databaseUrl = adminDatabaseUrl ? await createDatabase() : undefined;
  const [barePort, serverPort] = [await freePort(), await freePort()];

  const bare = startChild(process.execPath, [path.join(benchDir, 'lib/bare-server.mjs')], {
    cwd: benchDir,
    env: { ...baseEnv(), PORT: String(barePort) },
    name: 'bare fastify',
  });
  children.push(bare);
  const profileDir = path.join(tmp, 'cpu-prof');
  const profileArgs = cpuProfile ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const server = startChild(
    process.execPath,
    [...profileArgs, '--import', 'tsx', 'apps/server/src/main.ts'],
    {
      cwd: repoRoot,
      env: {
        ...baseEnv(),
        PORT: String(serverPort),
        HOST: '127.0.0.1',
        DATA_DIR: path.join(tmp, 'data'),
        LOG_LEVEL: 'warn',
        SMS_PROVIDER: 'console',
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      },
      name: 'chokdee server',
    },
  );
  children.push(server);

  const bareBase = `http://127.0.0.1:${barePort}`;
  const serverBase = `http://127.0.0.1:${serverPort}`;
  await waitForHttp(`${bareBase}/bare`, { child: bare });
  const started = Date.now();
  await waitForHttp(`${serverBase}/api/health`, { child: server });
  console.log(
    `Chokdee server up in ${((Date.now() - started) / 1000).toFixed(1)} s (migrations + demo seed).`,
  );

  const { userName, token } = await registerAndLogin(serverBase);
  const balance = await api(serverBase, 'GET', '/api/v2/user/balance', { token });
  console.log(
    `Member ${userName} registered and logged in; balance answers ${JSON.stringify(balance.data)}.\n`,
  );

  // Identical request headers for both targets, so only the server's work differs.
  const headers = { 'x-operator': OPERATOR_KEY, authorization: `Bearer ${token}` };
  const targets = [
    { name: 'bare Fastify GET /bare', url: `${bareBase}/bare`, pid: bare.pid },
    {
      name: `Chokdee GET /api/v2/user/balance (${backend})`,
      url: `${serverBase}/api/v2/user/balance`,
      pid: server.pid,
    },
  ];

  const rows = [];
  const ratios = [];
  const serverWindows = [];
  const problems = [];
  for (let round = 1; round <= settings.rounds; round++) {
    const measured = [];
    for (const target of targets) {
      await load({ url: target.url, headers, duration: settings.warmup });
      const result = await load({ url: target.url, headers, duration: settings.duration, pid: target.pid });
      measured.push(result);
      if (target.pid === server.pid) serverWindows.push(result.window);
      if (result.errors || result.timeouts || result.non2xx) {
        problems.push(
          `${target.name} round ${round}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
        );
      }
      rows.push([
        round,
        target.name,
        Math.round(result.rps),
        result.p50,
        result.p99,
        result.non2xx + result.errors,
        pct(result.serverCpu),
        pct(result.loaderCpu),
        ...(adminDatabaseUrl ? [pct(result.postgresCpu)] : []),
        pct(result.otherCpu),
      ]);
    }
    ratios.push(measured[1].rps / measured[0].rps);
  }

  console.log(
    table(
      [
        'round',
        'target',
        'req/s',
        'p50 ms',
        'p99 ms',
        'bad',
        'server CPU',
        'autocannon CPU',
        ...(adminDatabaseUrl ? ['postgres CPU'] : []),
        'other CPU',
      ],
      rows,
    ),
  );
  console.log(
    '(CPU in % of one core during the measured run; "other" is work on this machine outside the benchmark: noise.)',
  );
  const ratio = median(ratios);
  const pass = problems.length === 0 && ratio >= BUDGET_RATIO;
  const noisy = rows.some((row) => Number.parseInt(String(row.at(-1)), 10) > 25);
  if (noisy) {
    console.log(
      '\nNOISY: other processes used more than 25% of a core during a measured run; rerun on a quiet machine.',
    );
  }
  if (problems.length > 0)
    console.log(`\nInvalid run (every response must be 2xx):\n  ${problems.join('\n  ')}`);
  console.log(
    `\n${pass ? 'PASS' : 'FAIL'}: balance at ${(ratio * 100).toFixed(1)}% of bare Fastify${settings.rounds > 1 ? ` (median of ${settings.rounds} rounds: ${ratios.map((r) => `${(r * 100).toFixed(1)}%`).join(', ')})` : ''}, budget ≥ ${BUDGET_RATIO * 100}%.`,
  );
  if (cpuProfile) await printProfile(server, profileDir, serverWindows);
  if (args.includes('--json')) {
    console.log(
      JSON.stringify({ budget: 'balance-throughput', pass, ratio, ratios, backend, settings, rows }),
    );
  }
  return pass;
};

let exitCode = 1;
try {
  // Exit 0 once measured (PASS or FAIL), 1 on FAIL only with --strict (for CI), 2 when it could not measure.
  exitCode = (await main()) || !args.includes('--strict') ? 0 : 1;
} catch (error) {
  console.error(`\nbalance-throughput could not run: ${error.message}`);
  exitCode = 2;
} finally {
  await cleanup();
}
process.exit(exitCode);
