// Target (bench/README.md): the result-time read spike. On the 1st and 16th members refresh at 16:00 for the
// result; the state lottery's own app has fallen over under about 15× its normal load. This bench
// loads the member reads of that minute at `--factor` (15) × a stated normal load for `--duration`
// (60) s and asks every request to answer 2xx with p99 ≤ 300 ms — against one node, then two.
//
// Normal load (stated, not measured from traffic): `--members` (500) members online, each refreshing
// one read every `--period` (25) s = 20 requests/s; the spike is 15× that (300 requests/s: each member
// every 1.7 s). The mix of one request, what a member's screen asks for at result time: results
// (`GET /api/v2/lotto/results?pageNo=1&pageSize=10`) 30%, balance (`GET /api/v2/user/balance`) 25%,
// lotto list (`GET /api/v2/lotto/list`) 20%, order history of settled bills
// (`GET /api/v2/order/history?status=1&pageNo=1&pageSize=10`) 15%, the drawn round's detail
// (`GET /api/v2/lotto/rounds/{roundCode}`) 10%; each request as the next member in turn (their own
// token; the catalogue routes are open to guests, the site sends the token anyway).
//
// Setup: a fresh database on the PostgreSQL server of BENCH_DATABASE_URL, the real server on it
// (migrations + demo seed; REDIS_URL = `--redis-url`, default redis://127.0.0.1:6379/11, on every
// node so one node and two run the same code, and one JWT_SECRET for all); `--members` members written straight into the tables
// and funded; a Thai government (GLO) round with one 10-line bill per member (as settle.mjs writes
// them), closed, its result entered and confirmed through the admin API by two staff (settled: each
// member has a settled bill, the results list has the round). Each member logs in through the API.
//
// Load: open loop, requests issued at their due time whatever the answers (no coordinated omission),
// through keep-alive connections (node:http); latency from the request's due time to the end of its
// answer. Per phase: `--normal-seconds` (10) at 1× (the baseline), then the spike. One node; then two
// nodes: the first stops and `scripts/cluster/start-cluster.mjs` (`npm run start:cluster`, the
// cluster's load balancer in its own process) runs two on the same database, Redis and JWT secret,
// loaded through its balancer (without that script, or with `--own-nodes`: the bench's own second
// server beside the first, requests alternating). Any answer other than 2xx, or a failed request, makes the run
// invalid. CPU per process (each node, PostgreSQL, the bench, other).
//
//   node bench/spike.mjs [--members 500] [--period 25] [--factor 15] [--duration 60] [--normal-seconds 10]
//                        [--nodes 1,2] [--own-nodes] [--redis-url <url>] [--wait-quiet <min>] [--cpu-prof] [--keep-db]
//                        [--json] [--strict]
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {
  api,
  createStaff,
  loginAll,
  OPERATOR_KEY,
  OWNER_PASSWORD,
  pct,
  printServerProfile,
  staffLogin,
  startChokdee,
  startCpuMonitor,
  writeMembers,
  writeRoundBills,
} from './lib/chokdee.mjs';
import {
  baseEnv,
  freePort,
  repoRoot,
  sleep,
  startChild,
  table,
  waitForHttp,
  waitForQuiet,
} from './lib/common.mjs';
import {
  adminUrl,
  args,
  commonOptions,
  ms,
  option,
  percentile,
  printFacts,
  runBenchmark,
  startBenchServer,
} from './lib/yeekee.mjs';

const BUDGET_P99_MS = 300;
/** The cluster engineer's `npm run start:cluster` (docs/operations.md); without it, the bench's own second node. */
const clusterScript = path.join(repoRoot, 'scripts/cluster/start-cluster.mjs');
const useCluster = existsSync(clusterScript) && !args.includes('--own-nodes');
const RESULT = { first: '845913', front3: ['208', '571'], back3: ['664', '039'], back2: '27' };
const MIX = [
  ['THREE_TOP', 3, 3],
  ['THREE_TOD', 1, 3],
  ['TWO_TOP', 3, 2],
  ['TWO_BOTTOM', 2, 2],
  ['RUN_TOP', 1, 1],
];
const STAKES_BAHT = [1, 2, 5, 10, 20, 50, 100];

const nodesOption = (() => {
  const at = args.indexOf('--nodes');
  const text = at >= 0 ? (args[at + 1] ?? '') : '1,2';
  const list = text.split(',').map(Number);
  if (list.length === 0 || list.some((n) => n !== 1 && n !== 2)) throw new Error('--nodes takes 1, 2 or 1,2');
  return list;
})();
const redisUrl = (() => {
  const at = args.indexOf('--redis-url');
  return at >= 0 ? args[at + 1] : 'redis://127.0.0.1:6379/11';
})();
const settings = {
  members: option('--members', 500),
  period: option('--period', 25, { integer: false }),
  factor: option('--factor', 15, { integer: false }),
  duration: option('--duration', 60),
  normalSeconds: option('--normal-seconds', 10),
  nodes: nodesOption,
  redisUrl,
};
const normalRate = settings.members / settings.period;
const spikeRate = normalRate * settings.factor;
const { cpuProfile, waitQuietMinutes, harness } = commonOptions();
/** What every node shares (a real deployment sets these; each node would otherwise keep its own in DATA_DIR). */
const nodeEnv = { REDIS_URL: settings.redisUrl, JWT_SECRET: randomBytes(36).toString('base64url') };
const now = () => performance.timeOrigin + performance.now();

/** The routes of the mix: name, share (of 20), path for the request. */
const routesOf = (roundCode) => [
  { name: 'results', share: 6, path: '/api/v2/lotto/results?pageNo=1&pageSize=10' },
  { name: 'balance', share: 5, path: '/api/v2/user/balance' },
  { name: 'lotto list', share: 4, path: '/api/v2/lotto/list' },
  { name: 'order history', share: 3, path: '/api/v2/order/history?status=1&pageNo=1&pageSize=10' },
  { name: 'round detail', share: 2, path: `/api/v2/lotto/rounds/${encodeURIComponent(roundCode)}` },
];

/** Slots of a 20-request cycle, interleaved (deterministic) so every second carries the mix. */
const cycleOf = (routes) => {
  const slots = [];
  for (const route of routes)
    for (let i = 0; i < route.share; i++) slots.push({ route, key: (i + 0.5) / route.share });
  return slots.sort((a, b) => a.key - b.key).map((slot) => slot.route);
};

/** GET with a keep-alive agent; resolves `{ status, bytes }` once the body is read, or `{ error }`. */
const get = (agent, base, urlPath, token) =>
  new Promise((resolve) => {
    const url = new URL(urlPath, base);
    const req = http.request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method: 'GET',
        headers: { 'x-operator': OPERATOR_KEY, authorization: `Bearer ${token}` },
        timeout: 30_000,
      },
      (res) => {
        let bytes = 0;
        res.on('data', (chunk) => {
          bytes += chunk.length;
        });
        res.on('end', () => resolve({ status: res.statusCode, bytes }));
        res.on('error', (error) => resolve({ error: error.message }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (error) => resolve({ error: error.code ?? error.message }));
    req.end();
  });

/**
 * Issues `rate` requests/s for `seconds`, request i to `bases[i % bases.length]` as member
 * `members[i % members.length]`, route by the cycle. Answers every request's route, latency from
 * its due time, the generator's lag (sent − due) and status.
 */
const load = async ({ bases, agents, members, cycle, rate, seconds }) => {
  const total = Math.round(rate * seconds);
  const interval = 1000 / rate;
  const results = new Array(total);
  const started = now();
  const inFlight = [];
  let issued = 0;
  while (issued < total) {
    const due = started + issued * interval;
    const wait = due - now();
    if (wait > 1) await sleep(wait);
    // Everything due by now leaves at once (a late timer must not thin the load).
    const t = now();
    while (issued < total && started + issued * interval <= t + 0.5) {
      const i = issued++;
      const dueAt = started + i * interval;
      const route = cycle[i % cycle.length];
      const node = i % bases.length;
      const sentAt = now();
      inFlight.push(
        get(agents[node], bases[node], route.path, members[i % members.length].token).then((answer) => {
          results[i] = { route: route.name, node, ms: now() - dueAt, lag: sentAt - dueAt, ...answer };
        }),
      );
    }
  }
  await Promise.all(inFlight);
  return { results, seconds: (now() - started) / 1000 };
};

/** Per route and overall: count, non-2xx, p50/p90/p99/max. */
const summarise = (results) => {
  const byRoute = new Map();
  for (const r of results) {
    for (const key of [r.route, 'all']) {
      const entry = byRoute.get(key) ?? { times: [], bad: 0, errors: new Map() };
      entry.times.push(r.ms);
      if (r.error || r.status < 200 || r.status >= 300) {
        entry.bad += 1;
        const label = r.error ?? `HTTP ${r.status}`;
        entry.errors.set(label, (entry.errors.get(label) ?? 0) + 1);
      }
      byRoute.set(key, entry);
    }
  }
  const rows = new Map();
  for (const [key, entry] of byRoute) {
    entry.times.sort((a, b) => a - b);
    rows.set(key, {
      count: entry.times.length,
      bad: entry.bad,
      errors: Object.fromEntries(entry.errors),
      p50: percentile(entry.times, 50),
      p90: percentile(entry.times, 90),
      p99: percentile(entry.times, 99),
      max: entry.times.at(-1),
    });
  }
  return rows;
};

const printPhase = (label, phase) => {
  const order = ['results', 'balance', 'lotto list', 'order history', 'round detail', 'all'];
  console.log(
    `\n${label}: ${phase.rate.toFixed(1)} requests/s for ${phase.seconds.toFixed(1)} s (${phase.summary.get('all').count.toLocaleString('en')} requests); generator lag p99 ${ms(phase.lagP99)}\n`,
  );
  console.log(
    table(
      ['route', 'requests', 'non-2xx', 'p50', 'p90', 'p99', 'max'],
      order
        .filter((key) => phase.summary.has(key))
        .map((key) => {
          const row = phase.summary.get(key);
          return [key, row.count, row.bad, ms(row.p50), ms(row.p90), ms(row.p99), ms(row.max)];
        }),
    ),
  );
  const bad = phase.summary.get('all');
  if (bad.bad > 0) console.log(`Non-2xx / failed: ${JSON.stringify(bad.errors)}`);
  const u = phase.usage;
  const nodeCpu = phase.processes.map((name) => `${name} ${pct(u[name])}`).join(', ');
  console.log(
    `CPU (% of one core): ${nodeCpu}, PostgreSQL ${pct(u.postgres)}, bench (load generator) ${pct(u.self)}, other ${pct(u.other)} (noise; Redis is in it).`,
  );
};

// ---------------------------------------------------------------------------------------------
/** Closes a GLO round with one 10-line bill per member: enters and confirms its result (settled). */
const settleBenchRound = async (app) => {
  const { client, operatorId, base } = app;
  const [product] = (
    await client.query(`select id from lottery_products where operator_id = $1 and code = 'GLO'`, [
      operatorId,
    ])
  ).rows;
  if (!product) throw new Error('no GLO product: did the demo lottery seed run?');
  const ms0 = Date.now();
  const roundId = (await client.query('select pg_temp.bench_uuid7($1, 0) as id', [ms0])).rows[0].id;
  const roundCode = `GLOSPIKE${ms0}`;
  await client.query(
    `insert into lottery_rounds (id, operator_id, product_id, round_code, open_at, close_at, status, created_at)
     values ($1, $2, $3, $4, now() - interval '1 day', now() + interval '1 hour', 'OPEN', now())`,
    [roundId, operatorId, product.id, roundCode],
  );
  await writeRoundBills(client, {
    operatorId,
    ms: ms0,
    roundId,
    productId: product.id,
    mix: MIX,
    perBill: 10,
    stakesBaht: STAKES_BAHT,
    members: settings.members,
    timed: (_label, fn) => fn(),
  });
  await client.query('analyze');
  const ownerToken = await staffLogin(base, 'owner', OWNER_PASSWORD);
  const maker = await createStaff(base, ownerToken, 'bench.maker', 'lottery');
  const checker = await createStaff(base, ownerToken, 'bench.checker', 'lottery');
  const href = (suffix) => `/api/admin/lottery/rounds/${encodeURIComponent(roundCode)}${suffix}`;
  await api(base, 'POST', href('/close'), { token: maker, body: {} });
  await api(base, 'POST', href('/result'), { token: maker, body: RESULT });
  await api(base, 'POST', href('/result/confirm'), { token: checker, body: {}, timeoutMs: 300_000 });
  const [{ status }] = (await client.query('select status from lottery_rounds where id = $1', [roundId]))
    .rows;
  if (status !== 'SETTLED') throw new Error(`round ${roundCode} is ${status} after the confirm, not SETTLED`);
  return roundCode;
};

/** The second node: the same server on the same database and Redis (migrations already ran). */
const startSecondNode = async (app) => {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'chokdee-bench-spike-node2-'));
  harness.tempDirs.push(tmp);
  const profileDir = path.join(tmp, 'cpu-prof');
  const server = startChokdee({
    port: await freePort(),
    databaseUrl: app.databaseUrl,
    dataDir: path.join(tmp, 'data'),
    nodeArgs: cpuProfile ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
    env: nodeEnv,
  });
  harness.children.push(server.child);
  await server.ready();
  return { ...server, profileDir };
};

/** Pids whose parent is `pid` (Linux /proc). */
const childPids = (pid) => {
  const found = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid) found.push(Number(entry));
    } catch {
      // ended meanwhile
    }
  }
  return found.sort((a, b) => a - b);
};

/**
 * Two nodes the documented way: `startCluster` of `scripts/cluster/start-cluster.mjs` (what
 * `npm run start:cluster` runs) in a process of its own (`bench/lib/cluster-process.mjs`): the load
 * balancer in it, two server processes under it, on this database and Redis with the bench's JWT
 * secret. Answers the balancer's URL and the pids.
 */
const startClusterProcess = async (app) => {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'chokdee-bench-spike-cluster-'));
  harness.tempDirs.push(tmp);
  const port = await freePort();
  const child = startChild(process.execPath, [path.join(repoRoot, 'bench/lib/cluster-process.mjs')], {
    cwd: repoRoot,
    env: {
      ...baseEnv(),
      ...nodeEnv,
      CLUSTER_NODES: '2',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: app.databaseUrl,
      LOG_LEVEL: 'warn',
      SMS_PROVIDER: 'console',
      SEED_ADMIN_PASSWORD: OWNER_PASSWORD,
    },
    name: 'cluster (start-cluster.mjs)',
  });
  harness.children.push(child);
  const base = `http://127.0.0.1:${port}`;
  await waitForHttp(`${base}/api/health`, { child, timeoutMs: 180_000 });
  const nodePids = childPids(child.pid);
  if (nodePids.length !== 2)
    throw new Error(`start-cluster.mjs runs ${nodePids.length} node processes, not 2`);
  return { base, child, nodePids };
};

/** The two phases (1×, then the spike) against `bases`; `pids()` names the processes whose CPU is printed. */
const runPhase = async ({ app, label: setup, bases, pids, members, cycle }) => {
  const agents = bases.map(() => new http.Agent({ keepAlive: true, maxSockets: 256 }));
  const phases = [];
  for (const [label, rate, seconds] of [
    ['normal (1×)', normalRate, settings.normalSeconds],
    [`spike (${settings.factor}×)`, spikeRate, settings.duration],
  ]) {
    const cpu = startCpuMonitor({ adminUrl, databases: [app.database], pids });
    await cpu.ready;
    const start = Number(process.hrtime.bigint() / 1000n);
    const run = await load({ bases, agents, members, cycle, rate, seconds });
    const usage = await cpu.stop();
    const window = { start, end: Number(process.hrtime.bigint() / 1000n) };
    const lags = run.results.map((r) => r.lag).sort((a, b) => a - b);
    const phase = {
      setup,
      label: `${setup}, ${label}`,
      processes: Object.keys(pids()).filter((name) => name !== 'self'),
      rate,
      seconds: run.seconds,
      summary: summarise(run.results),
      usage,
      window,
      lagP99: percentile(lags, 99),
    };
    printPhase(phase.label, phase);
    phases.push(phase);
  }
  for (const agent of agents) agent.destroy();
  return phases;
};

const main = async () => {
  await printFacts('Result-time read spike');
  console.log(
    `Normal load: ${settings.members} members online, each one read every ${settings.period} s = ${normalRate.toFixed(1)} requests/s; spike ${settings.factor}× = ${spikeRate.toFixed(1)} requests/s for ${settings.duration} s; nodes ${settings.nodes.join(' then ')}${settings.nodes.includes(2) ? (useCluster ? ' (two: scripts/cluster/start-cluster.mjs, through its load balancer)' : " (two: the bench's own second server, requests alternating)") : ''}; Redis ${settings.redisUrl}; target every answer 2xx, p99 ≤ ${BUDGET_P99_MS} ms\n`,
  );
  const app = await startBenchServer(harness, 'spike', { cpuProfile, env: nodeEnv });
  const { password, phones } = await writeMembers({ ...app, count: settings.members });
  const roundCode = await settleBenchRound(app);
  const { members, seconds } = await loginAll(app.base, phones, password);
  console.log(
    `${settings.members} members written, each with a settled 10-line bill in round ${roundCode} (closed, result entered and confirmed through the admin API); logged in through the API in ${seconds.toFixed(1)} s.`,
  );
  const cycle = cycleOf(routesOf(roundCode));
  // Every route answers before the load (a 404 means the bench is wrong, not slow).
  for (const route of routesOf(roundCode))
    await api(app.base, 'GET', route.path, { token: members[0].token });

  const nodeA = { base: app.base, child: app.server.child, profileDir: app.profileDir };
  let nodeAStopped = false;
  const phases = [];
  let nodeB;
  let cluster;
  for (const nodes of settings.nodes) {
    let setup;
    if (nodes === 1)
      setup = {
        label: '1 node',
        bases: [nodeA.base],
        pids: () => ({ node1: nodeA.child.pid, self: process.pid }),
      };
    else if (useCluster) {
      // The first node goes: the cluster's two nodes are the only servers during its phases.
      if (cpuProfile && settings.nodes.includes(1)) {
        const windows = phases.filter((p) => p.label.includes('spike')).map((p) => p.window);
        await printServerProfile(nodeA.child, nodeA.profileDir, windows, 'node 1 (alone) during its spike');
      } else await nodeA.child.stop();
      nodeAStopped = true;
      cluster = await startClusterProcess(app);
      console.log(
        `\nCluster up: balancer ${cluster.base} (pid ${cluster.child.pid}), nodes pids ${cluster.nodePids.join(', ')} (the first node stopped).`,
      );
      setup = {
        label: '2 nodes (cluster)',
        bases: [cluster.base],
        pids: () => ({
          node1: cluster.nodePids[0],
          node2: cluster.nodePids[1],
          balancer: cluster.child.pid,
          self: process.pid,
        }),
      };
    } else {
      nodeB ??= await startSecondNode(app);
      console.log(
        `\nSecond node up at ${nodeB.base} (same database and Redis); requests alternate between the two.`,
      );
      setup = {
        label: '2 nodes',
        bases: [nodeA.base, nodeB.base],
        pids: () => ({ node1: nodeA.child.pid, node2: nodeB.child.pid, self: process.pid }),
      };
    }
    if (waitQuietMinutes > 0) {
      console.log(`\nWaiting up to ${waitQuietMinutes} min for the machine to go quiet…`);
      if (await waitForQuiet(waitQuietMinutes)) console.log('Quiet: starting.');
    }
    phases.push(
      ...(await runPhase({ app, label: setup.label, bases: setup.bases, pids: setup.pids, members, cycle })),
    );
  }

  const spikes = phases.filter((p) => p.label.includes('spike'));
  if (cpuProfile) {
    const windowsOf = (setup) => spikes.filter((p) => p.setup.startsWith(setup)).map((p) => p.window);
    if (!nodeAStopped)
      await printServerProfile(
        nodeA.child,
        nodeA.profileDir,
        spikes.map((p) => p.window),
        'node 1 during the spikes',
      );
    if (nodeB)
      await printServerProfile(
        nodeB.child,
        nodeB.profileDir,
        windowsOf('2 nodes'),
        'node 2 during its spike',
      );
    // start-cluster.mjs spawns its nodes itself (`node --import tsx main.ts`) and Node refuses
    // --cpu-prof in NODE_OPTIONS: the cluster's nodes are not profiled (--own-nodes profiles node 2).
    if (cluster)
      console.log(
        '\n(The cluster nodes are not profiled: start-cluster.mjs takes no node arguments; --own-nodes profiles both.)',
      );
  }
  const problems = [];
  for (const phase of phases) {
    const all = phase.summary.get('all');
    if (all.bad > 0)
      problems.push(`${phase.label}: ${all.bad} requests not 2xx (${JSON.stringify(all.errors)})`);
    if ((phase.usage.other ?? 0) > 0.25)
      console.log(`\nNOISY (${phase.label}): other CPU ${pct(phase.usage.other)}.`);
  }
  if (problems.length > 0) console.log(`\nInvalid run:\n  ${problems.join('\n  ')}`);
  const verdicts = spikes.map(
    (p) => `${p.setup} p99 ${ms(p.summary.get('all').p99)} (p50 ${ms(p.summary.get('all').p50)})`,
  );
  const pass = problems.length === 0 && spikes.every((p) => p.summary.get('all').p99 <= BUDGET_P99_MS);
  console.log(
    `\n${pass ? 'PASS' : 'FAIL'}: result-time spike, ${spikeRate.toFixed(0)} requests/s (${settings.factor}× ${normalRate.toFixed(1)}/s) for ${settings.duration} s: ${verdicts.join('; ')}; target p99 ≤ ${BUDGET_P99_MS} ms, every answer 2xx${problems.length > 0 ? ' (and some were not)' : ''}.`,
  );
  if (args.includes('--json'))
    console.log(
      JSON.stringify({
        budget: 'spike',
        pass,
        settings,
        phases: phases.map((p) => ({
          label: p.label,
          rate: p.rate,
          seconds: p.seconds,
          routes: Object.fromEntries(p.summary),
          cpu: p.usage,
        })),
        problems,
      }),
    );
  return pass;
};

await runBenchmark('spike', harness, main);
