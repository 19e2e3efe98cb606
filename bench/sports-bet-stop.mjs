// Target (bench/README.md, the sportsbook's budgets): a bet stop applied on one node → a placement on the OTHER node is
// refused, p99 ≤ 500 ms, with 2 server nodes on one PostgreSQL (and Redis).
//
// Creates a fresh database on the PostgreSQL server of BENCH_DATABASE_URL and starts two real server
// processes on it (node A: migrations + demo seed; node B: the same database), both with REDIS_URL =
// `--redis-url` (default redis://127.0.0.1:6379/12), one JWT_SECRET and SPORTS_FEED=off (fixtures by
// hand, as in production). Through node A the owner creates a trader, who enters one fixture (TOP,
// kicking off in 3 h) priced with 12 markets (bench/lib/sports.mjs `boardOf`). `--members` members
// are written straight into the tables, funded, each with a session (bench/lib/sports.mjs
// `memberSessions`: the nodes share the JWT secret, so a token works on both).
//
// Then `--trials` times: the trader reopens every market on node A (`POST …/markets/control
// {market: 'ALL', action: 'REOPEN'}`) and a placement on node B is seen accepted; a stream of singles
// on the main handicap (random side, 10–50 baht, price policy ANY) leaves for node B every
// `--interval` ms (open loop, members in turn); after 100–300 ms of it the trader applies the bet stop
// on node A (`{market: 'ALL', action: 'SUSPEND', reason}`). The figure, per trial: from the moment the
// suspend is sent to node A to the first answer from node B refusing a placement
// (SPORTS_MARKET_CLOSED). Printed beside it: the suspend's own answer time, and that refusal's
// placement's round trip. The run is invalid when node B accepts a placement that was sent after node
// A answered the suspend (a bet taken after the stop), when a trial sees no refusal within 5 s, or when
// a placement fails otherwise. Checks afterwards: the tables hold the accepted tickets, the ledger check.
//
//   node bench/sports-bet-stop.mjs [--trials 100] [--interval 50] [--members 100] [--redis-url <url>]
//                                  [--wait-quiet <min>] [--keep-db] [--json] [--strict]
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import {
  api,
  call,
  countInto,
  fundMembers,
  ledgerCheck,
  OWNER_PASSWORD,
  pct,
  staffLogin,
  startChokdee,
  startCpuMonitor,
} from './lib/chokdee.mjs';
import { freePort, sleep, table, waitForQuiet } from './lib/common.mjs';
import {
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

const BUDGET_P99_MS = 500;
const redisAt = args.indexOf('--redis-url');
const settings = {
  trials: option('--trials', 100),
  interval: option('--interval', 50),
  members: option('--members', 100),
  redisUrl: redisAt >= 0 ? args[redisAt + 1] : 'redis://127.0.0.1:6379/12',
};
const { waitQuietMinutes, harness } = commonOptions();
const now = () => performance.timeOrigin + performance.now();
/** What both nodes share (a deployment sets these; each node would otherwise keep its own in DATA_DIR). */
const nodeEnv = { ...SPORTS_SERVER_ENV, REDIS_URL: settings.redisUrl };

const main = async () => {
  await printFacts('Sportsbook bet stop across two nodes');
  console.log(
    `2 nodes on one database and Redis (${settings.redisUrl}); ${settings.trials} trials: a placement stream every ${settings.interval} ms on node B, the trader's SUSPEND ALL on node A; target: suspend sent → first placement refused on node B, p99 ≤ ${BUDGET_P99_MS} ms\n`,
  );
  const contracts = await tsImport('@chokdee/contracts', import.meta.url);
  const appA = await startBenchServer(harness, 'sports_stop', { env: nodeEnv });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'chokdee-bench-sports-stop-b-'));
  harness.tempDirs.push(dataDir);
  const nodeB = startChokdee({
    port: await freePort(),
    databaseUrl: appA.databaseUrl,
    dataDir,
    env: nodeEnv,
  });
  harness.children.push(nodeB.child);
  await nodeB.ready();
  const baseA = appA.base;
  const baseB = nodeB.base;
  console.log(`Node A ${baseA} (pid ${appA.server.child.pid}), node B ${baseB} (pid ${nodeB.child.pid}).`);

  const ownerToken = await staffLogin(baseA, 'owner', OWNER_PASSWORD);
  const traders = await createTraders(baseA, ownerToken);
  const fixture = await createManualFixture(httpDesk(baseA, traders.maker), {
    index: 0,
    kickoffAt: Date.now() + 3 * 3_600_000,
  });
  const view = (await api(baseB, 'GET', SPORTS_PATHS.fixture(fixture.id))).data;
  const ahKey = fixture.board.find((m) => m.role === 'ahMain').key;
  const market = view.markets.find((m) => m.key === ahKey);
  const memberIds = await writeSportsMembers(appA.client, appA.operatorId, settings.members);
  await fundMembers(appA.client, appA.operatorId, 10_000_000n);
  const members = await memberSessions(appA.client, { operatorId: appA.operatorId, memberIds });
  console.log(
    `Fixture ${fixture.id} (${view.markets.length} markets) entered on node A, read on node B; ${settings.members} members, each with a session.`,
  );

  const random = createRandom(20261207);
  let next = 0;
  const accepted = [];
  const unexpected = new Map();
  /** One placement on node B: answers when it left and came back, and whether it was taken. */
  const placeOnB = () => {
    const member = members[next++ % members.length];
    const price = random.pick(market.prices);
    const body = ticketBody(10 + random.int(41), [
      { fixtureId: fixture.id, market: market.key, outcome: price.outcome, odds: price.odds },
    ]);
    const sentAt = now();
    return call(baseB, 'POST', SPORTS_PATHS.tickets, {
      token: member.token,
      headers: { 'idempotency-key': randomUUID() },
      body,
      timeoutMs: 30_000,
    }).then(
      (res) => {
        const answeredAt = now();
        const ok = res.status === 200 && res.json?.status?.code === 0;
        const name = ok
          ? 'accepted'
          : (contracts.errorNameOf(res.json?.status?.code) ?? `HTTP ${res.status}`);
        if (ok) accepted.push({ id: res.json.data.id, stake: body.stake });
        else if (name !== 'SPORTS_MARKET_CLOSED') countInto(unexpected, name);
        return { sentAt, answeredAt, ok, name };
      },
      (error) => {
        countInto(unexpected, error.cause?.code ?? error.message);
        return { sentAt, answeredAt: now(), ok: false, name: 'transport error' };
      },
    );
  };
  const control = (action) =>
    call(baseA, 'POST', SPORTS_PATHS.control(fixture.id), {
      token: traders.maker,
      body: { market: 'ALL', action, reason: action === 'SUSPEND' ? 'bench: bet stop' : 'bench: reopen' },
    });

  // Warm both nodes' paths once.
  await control('REOPEN');
  await placeOnB();

  if (waitQuietMinutes > 0) {
    console.log(`Waiting up to ${waitQuietMinutes} min for the machine to go quiet…`);
    if (await waitForQuiet(waitQuietMinutes)) console.log('Quiet: starting.');
  }
  const cpu = startCpuMonitor({
    adminUrl,
    databases: [appA.database],
    pids: () => ({ nodeA: appA.server.child.pid, nodeB: nodeB.child.pid, self: process.pid }),
  });
  await cpu.ready;
  const trials = [];
  let takenAfterStop = 0;
  let placements = 0;
  for (let t = 0; t < settings.trials; t += 1) {
    const reopened = await control('REOPEN');
    if (reopened.status !== 200)
      throw new Error(`REOPEN answered ${reopened.status}: ${reopened.text.slice(0, 200)}`);
    let open = false;
    for (let tries = 0; tries < 50 && !open; tries += 1) open = (await placeOnB()).ok;
    if (!open) throw new Error('node B takes no bet after the reopen');
    const trial = { suspendSentAt: undefined, suspendAnsweredAt: undefined, refusal: undefined };
    const stream = [];
    const leadMs = 100 + random.int(201);
    const streamStart = now();
    let suspend;
    for (let i = 0; ; i += 1) {
      const dueAt = streamStart + i * settings.interval;
      const wait = dueAt - now();
      if (wait > 1) await sleep(wait);
      if (!suspend && now() - streamStart >= leadMs) {
        trial.suspendSentAt = now();
        suspend = control('SUSPEND').then((res) => {
          trial.suspendAnsweredAt = now();
          return res;
        });
      }
      const placed = placeOnB().then((answer) => {
        if (trial.suspendSentAt !== undefined && !answer.ok && answer.name === 'SPORTS_MARKET_CLOSED')
          if (!trial.refusal || answer.answeredAt < trial.refusal.answeredAt) trial.refusal = answer;
        return answer;
      });
      stream.push(placed);
      if (trial.refusal || (trial.suspendSentAt !== undefined && now() - trial.suspendSentAt > 5000)) break;
    }
    const answers = await Promise.all(stream);
    const suspended = await suspend;
    if (suspended.status !== 200)
      throw new Error(`SUSPEND answered ${suspended.status}: ${suspended.text.slice(0, 200)}`);
    placements += answers.length;
    takenAfterStop += answers.filter((a) => a.ok && a.sentAt > trial.suspendAnsweredAt).length;
    trial.acceptedAfterSent = answers.filter((a) => a.ok && a.sentAt > trial.suspendSentAt).length;
    trials.push(trial);
  }
  const usage = await cpu.stop();
  await control('REOPEN');

  const done = trials.filter((t) => t.refusal);
  const toRefusal = done.map((t) => t.refusal.answeredAt - t.suspendSentAt).sort((a, b) => a - b);
  const suspendAnswer = trials.map((t) => t.suspendAnsweredAt - t.suspendSentAt).sort((a, b) => a - b);
  const refusalTrip = done.map((t) => t.refusal.answeredAt - t.refusal.sentAt).sort((a, b) => a - b);
  const answeredToRefusal = done.map((t) => t.refusal.answeredAt - t.suspendAnsweredAt).sort((a, b) => a - b);
  const problems = [];
  if (done.length < trials.length)
    problems.push(`${trials.length - done.length} trials saw no refusal within 5 s`);
  if (takenAfterStop > 0)
    problems.push(`${takenAfterStop} placements sent after the suspend was answered were accepted`);
  if (unexpected.size > 0)
    problems.push(`other answers: ${[...unexpected].map(([k, n]) => `${k} ${n}`).join(', ')}`);
  const [db] = (
    await appA.client.query(
      `select count(*)::int as tickets, count(*) filter (where id = any($2::uuid[]))::int as answered
       from sports_tickets where operator_id = $1`,
      [appA.operatorId, accepted.map((a) => a.id)],
    )
  ).rows;
  if (db.tickets !== accepted.length || db.answered !== accepted.length)
    problems.push(`${db.tickets} tickets in the table for ${accepted.length} accepted`);
  const check = await ledgerCheck(baseA, ownerToken);
  if (!check.ok) problems.push(`ledger check failed: ${JSON.stringify(check).slice(0, 300)}`);

  const row = (label, sorted) => [
    label,
    sorted.length,
    ms(percentile(sorted, 50)),
    ms(percentile(sorted, 95)),
    ms(percentile(sorted, 99)),
    ms(sorted.at(-1)),
  ];
  console.log(
    `\n${table(
      ['per trial', 'n', 'p50', 'p95', 'p99', 'max'],
      [
        row('SUSPEND sent to node A → first refusal answered by node B', toRefusal),
        row('SUSPEND sent → node A answered it', suspendAnswer),
        row('node A answered the SUSPEND → first refusal on node B', answeredToRefusal),
        row("the refused placement's round trip on node B", refusalTrip),
      ],
    )}`,
  );
  const raced = trials.reduce((sum, t) => sum + t.acceptedAfterSent, 0);
  console.log(
    `\n${placements.toLocaleString('en')} placements on node B in the trials, ${accepted.length.toLocaleString('en')} accepted in all; ${raced} accepted though sent after the SUSPEND left (in flight while it committed: allowed), ${takenAfterStop} accepted though sent after node A answered it (must be 0). Tables hold the accepted tickets; ledger check ${check.ok ? 'ok' : 'FAILED'}.`,
  );
  console.log(
    `CPU during the trials (% of one core): node A ${pct(usage.nodeA)}, node B ${pct(usage.nodeB)}, PostgreSQL ${pct(usage.postgres)}, bench ${pct(usage.self)}, other ${pct(usage.other)} (noise).`,
  );
  if ((usage.other ?? 0) > 0.25)
    console.log(
      '\nNOISY: other processes used more than 25% of a core during the run; rerun on a quiet machine.',
    );
  if (problems.length > 0) console.log(`\nInvalid run:\n  ${problems.join('\n  ')}`);
  const p99 = percentile(toRefusal, 99);
  const pass = problems.length === 0 && p99 !== undefined && p99 <= BUDGET_P99_MS;
  console.log(
    `\n${pass ? 'PASS' : 'FAIL'}: bet stop on node A → placement refused on node B p50 ${ms(percentile(toRefusal, 50))}, p99 ${ms(p99)}, max ${ms(toRefusal.at(-1))} over ${toRefusal.length} trials; target p99 ≤ ${BUDGET_P99_MS} ms${problems.length > 0 ? ' (and the checks failed)' : ''}.`,
  );
  if (args.includes('--json'))
    console.log(
      JSON.stringify({
        budget: 'sports-bet-stop',
        pass,
        p50: percentile(toRefusal, 50),
        p99,
        max: toRefusal.at(-1),
        suspendP99: percentile(suspendAnswer, 99),
        settings,
        cpu: usage,
        problems,
      }),
    );
  return pass;
};

await runBenchmark('sports-bet-stop', harness, main);
