// Target (bench/README.md, the sportsbook's budgets): a price change reaches 1,000 member sockets watching the board —
// `sports.fixture` pushed after a trader's `PUT …/markets` — p95 ≤ 1 s.
//
// Creates a fresh database on the PostgreSQL server of BENCH_DATABASE_URL and starts the real server on
// it (migrations + demo seed, SPORTS_FEED=off: fixtures by hand, as in production). The owner creates
// a trader, who enters one fixture (TOP, kicking off in 3 h) priced with 12 markets (bench/lib/sports.mjs
// `boardOf`). `--sockets` members are written straight into the tables, each with a session
// (bench/lib/sports.mjs `memberSessions`); `--workers` worker threads of this process
// (bench/lib/sports-watchers.mjs) open one socket.io-client connection per member (path /socket.io,
// websocket transport, `auth: {token, operator}`) and send `sports.join` (ack `{ok: true}` required).
//
// Then `--changes` price changes, one every `--every` s: the trader re-prices the main handicap
// (`PUT /api/admin/sports/fixtures/{id}/markets`, HOME 1.80 + 0.01 × n, AWAY to match: a price no
// earlier push carried). The figure, per socket and change: from the moment the PUT is sent to the
// moment that socket receives a `sports.fixture` of the fixture whose main-handicap HOME price is the
// new one (one clock across threads, sub-millisecond); p50, p95, p99, max over every (socket,
// change), and per change the last socket. With `--bets-per-second N`, members also place N singles a
// second on the fixture during the changes (each placement pushes the fixture to the whole room too).
// Invalid: a socket that could not connect or join, dropped, or missed a change.
//
//   node bench/sports-fanout.mjs [--sockets 1000] [--changes 20] [--every 2] [--workers 2]
//                                [--bets-per-second 0] [--wait-quiet <min>] [--cpu-prof] [--keep-db]
//                                [--json] [--strict]
import { randomUUID } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import {
  call,
  countInto,
  fundMembers,
  OPERATOR_KEY,
  OWNER_PASSWORD,
  pct,
  printServerProfile,
  staffLogin,
  startCpuMonitor,
} from './lib/chokdee.mjs';
import { sleep, table, waitForQuiet } from './lib/common.mjs';
import {
  boardOf,
  createManualFixture,
  createRandom,
  createTraders,
  httpDesk,
  memberSessions,
  SPORTS_PATHS,
  SPORTS_SERVER_ENV,
  ticketBody,
  writeSportsMembers,
} from './lib/sports.mjs';
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

const BUDGET_P95_MS = 1000;
const settings = {
  sockets: option('--sockets', 1000),
  changes: option('--changes', 20),
  every: option('--every', 2, { integer: false }),
  workers: option('--workers', 2),
  betsPerSecond: args.includes('--bets-per-second') ? option('--bets-per-second', 0, { integer: false }) : 0,
};
const { cpuProfile, waitQuietMinutes, harness } = commonOptions();
const now = () => performance.timeOrigin + performance.now();

/** The watcher threads, each with its share of the tokens; `ask(message, answer)` messages all and awaits each. */
const startWatchers = (workerData, tokens) => {
  const per = Math.ceil(tokens.length / settings.workers);
  const workers = Array.from(
    { length: settings.workers },
    (_, i) =>
      new Worker(new URL('./lib/sports-watchers.mjs', import.meta.url), {
        workerData: { ...workerData, tokens: tokens.slice(i * per, (i + 1) * per) },
      }),
  );
  harness.children.push({ stop: async () => Promise.all(workers.map((worker) => worker.terminate())) });
  const ask = (message, answer) =>
    Promise.all(
      workers.map(
        (worker) =>
          new Promise((resolve, reject) => {
            const onMessage = (reply) => {
              if (reply.type !== answer) return;
              worker.off('message', onMessage);
              worker.off('error', reject);
              resolve(reply);
            };
            worker.on('message', onMessage);
            worker.once('error', reject);
            worker.postMessage(message);
          }),
      ),
    );
  return { ask };
};

const main = async () => {
  await printFacts('Sportsbook price change → member sockets');
  console.log(
    `${settings.sockets} member sockets joined to the board (sports.join); ${settings.changes} price changes by a trader, one every ${settings.every} s${settings.betsPerSecond ? `, with ${settings.betsPerSecond} bets/s placed on the fixture meanwhile` : ''}; target: PUT …/markets sent → sports.fixture with the new price on each socket, p95 ≤ ${BUDGET_P95_MS} ms\n`,
  );
  const app = await startBenchServer(harness, 'sports_fanout', { cpuProfile, env: SPORTS_SERVER_ENV });
  const { base, client, operatorId } = app;
  const ownerToken = await staffLogin(base, 'owner', OWNER_PASSWORD);
  const traders = await createTraders(base, ownerToken);
  const desk = httpDesk(base, traders.maker);
  const fixture = await createManualFixture(desk, { index: 0, kickoffAt: Date.now() + 3 * 3_600_000 });
  const ah = fixture.board.find((m) => m.role === 'ahMain');
  const memberIds = await writeSportsMembers(client, operatorId, settings.sockets);
  if (settings.betsPerSecond > 0) await fundMembers(client, operatorId, 10_000_000n);
  const members = await memberSessions(client, { operatorId, memberIds });
  console.log(`${settings.sockets} members written, each with a session.`);

  const watchers = startWatchers(
    { base, operator: OPERATOR_KEY, fixtureId: fixture.id, marketKey: ah.key, outcome: 'HOME' },
    members.map((member) => member.token),
  );
  const connected = await watchers.ask({ type: 'connect' }, 'connected');
  const joined = connected.reduce((sum, c) => sum + c.joined, 0);
  const failures = connected.flatMap((c) => c.failures);
  console.log(
    `${joined} sockets connected and joined in ${(Math.max(...connected.map((c) => c.ms)) / 1000).toFixed(1)} s${failures.length ? `; failures: ${failures.join('; ')}` : ''}.`,
  );
  if (waitQuietMinutes > 0) {
    console.log(`Waiting up to ${waitQuietMinutes} min for the machine to go quiet…`);
    if (await waitForQuiet(waitQuietMinutes)) console.log('Quiet: starting.');
  }

  // Bets during the changes (optional): singles on the fixture's main handicap, members in turn.
  const betOutcomes = new Map();
  let betting = settings.betsPerSecond > 0;
  const random = createRandom(20261207);
  const bets = (async () => {
    const pending = [];
    const interval = 1000 / Math.max(settings.betsPerSecond, 0.001);
    const started = now();
    for (let i = 0; betting; i += 1) {
      const wait = started + i * interval - now();
      if (wait > 1) await sleep(wait);
      if (!betting) break;
      pending.push(
        call(base, 'POST', SPORTS_PATHS.tickets, {
          token: members[i % members.length].token,
          headers: { 'idempotency-key': randomUUID() },
          body: ticketBody(10 + random.int(41), [
            { fixtureId: fixture.id, market: ah.key, ...random.pick(ah.prices) },
          ]),
        }).then(
          (res) => countInto(betOutcomes, res.status === 200 ? 'accepted' : `HTTP ${res.status}`),
          (error) => countInto(betOutcomes, error.cause?.code ?? error.message),
        ),
      );
    }
    await Promise.all(pending);
  })();

  const cpu = startCpuMonitor({
    adminUrl,
    databases: [app.database],
    pids: () => ({ server: app.server.child.pid, self: process.pid }),
  });
  await cpu.ready;
  const windowStart = Number(process.hrtime.bigint() / 1000n);
  const changes = [];
  const putMs = [];
  for (let n = 1; n <= settings.changes; n += 1) {
    const home = 1.8 + 0.01 * n;
    const board = boardOf(0);
    const market = board.find((m) => m.role === 'ahMain');
    const body = {
      markets: [
        {
          key: market.key,
          prices: [
            { outcome: 'HOME', odds: home.toFixed(2) },
            { outcome: 'AWAY', odds: (3.9 - home).toFixed(2) },
          ],
        },
      ],
    };
    const sentAt = now();
    changes.push({ sentAt, odds: Number(home.toFixed(2)) });
    // Bets on the fixture queue on its row lock, and the trader's PUT takes the same lock: wait for it.
    const answered = await call(base, 'PUT', SPORTS_PATHS.markets(fixture.id), {
      token: traders.maker,
      body,
      timeoutMs: 600_000,
    });
    if (answered.status !== 200)
      throw new Error(`PUT markets answered ${answered.status}: ${answered.text.slice(0, 300)}`);
    putMs.push(now() - sentAt);
    const wait = sentAt + settings.every * 1000 - now();
    if (wait > 1) await sleep(wait);
  }
  await sleep(2000);
  betting = false;
  await bets;
  const usage = await cpu.stop();
  const window = { start: windowStart, end: Number(process.hrtime.bigint() / 1000n) };
  const reports = await watchers.ask({ type: 'report', changes }, 'report');
  await watchers.ask({ type: 'close' }, 'closed');

  const delays = [];
  let missed = 0;
  const lastPerChange = changes.map((_, c) => {
    let last = 0;
    for (const report of reports)
      for (const delay of report.delays[c]) {
        if (delay === null) missed += 1;
        else {
          delays.push(delay);
          last = Math.max(last, delay);
        }
      }
    return last;
  });
  delays.sort((a, b) => a - b);
  const lastSorted = [...lastPerChange].sort((a, b) => a - b);
  putMs.sort((a, b) => a - b);
  const pushes = reports.reduce((sum, r) => sum + r.pushes, 0);
  const maxFrame = Math.max(...reports.map((r) => r.maxFrame));
  const disconnects = reports.reduce((sum, r) => sum + r.disconnects, 0);
  const problems = [];
  if (joined < settings.sockets)
    problems.push(`${settings.sockets - joined} sockets could not connect or join`);
  if (missed > 0) problems.push(`${missed} (socket, change) pairs never saw the new price`);
  if (disconnects > 0) problems.push(`${disconnects} sockets dropped`);
  const row = (label, sorted) => [
    label,
    sorted.length.toLocaleString('en'),
    ms(percentile(sorted, 50)),
    ms(percentile(sorted, 95)),
    ms(percentile(sorted, 99)),
    ms(sorted.at(-1)),
  ];
  console.log(
    `\n${table(
      ['PUT …/markets sent →', 'n', 'p50', 'p95', 'p99', 'max'],
      [
        row('sports.fixture with the new price, each socket', delays),
        row('… the last of the sockets, per change', lastSorted),
        row('the PUT answered', putMs),
      ],
    )}`,
  );
  console.log(
    `\n${pushes.toLocaleString('en')} pushes of the fixture received in all (${(pushes / Math.max(1, joined)).toFixed(1)} per socket for ${settings.changes} changes); largest frame ${maxFrame.toLocaleString('en')} bytes.${settings.betsPerSecond ? ` Bets: ${[...betOutcomes].map(([k, n]) => `${k} ${n}`).join(', ')}.` : ''}`,
  );
  console.log(
    `CPU during the changes (% of one core): server ${pct(usage.server)}, PostgreSQL ${pct(usage.postgres)}, bench (trader + ${settings.workers} watcher threads) ${pct(usage.self)}, other ${pct(usage.other)} (noise).`,
  );
  if (cpuProfile) await printServerProfile(app.server.child, app.profileDir, [window], 'during the changes');
  if ((usage.other ?? 0) > 0.25)
    console.log(
      '\nNOISY: other processes used more than 25% of a core during the run; rerun on a quiet machine.',
    );
  if (problems.length > 0) console.log(`\nInvalid run:\n  ${problems.join('\n  ')}`);
  const p95 = percentile(delays, 95);
  const pass = problems.length === 0 && p95 !== undefined && p95 <= BUDGET_P95_MS;
  console.log(
    `\n${pass ? 'PASS' : 'FAIL'}: price change → ${joined} sockets p50 ${ms(percentile(delays, 50))}, p95 ${ms(p95)}, p99 ${ms(percentile(delays, 99))}, max ${ms(delays.at(-1))} over ${settings.changes} changes; target p95 ≤ ${BUDGET_P95_MS} ms${problems.length > 0 ? ' (and the checks failed)' : ''}.`,
  );
  if (args.includes('--json'))
    console.log(
      JSON.stringify({
        budget: 'sports-fanout',
        pass,
        p50: percentile(delays, 50),
        p95,
        p99: percentile(delays, 99),
        max: delays.at(-1),
        maxFrame,
        settings,
        cpu: usage,
        problems,
      }),
    );
  return pass;
};

await runBenchmark('sports-fanout', harness, main);
