// Target (bench/README.md, the sportsbook's budgets): settle one fixture's 100,000 tickets — 70% singles, 30% parlays of
// 2–12 legs whose other legs are on fixtures already graded or still open — and check the ledger
// afterwards, in ≤ 10 s on PostgreSQL.
//
// Creates a fresh database on the PostgreSQL server of BENCH_DATABASE_URL, migrates it, seeds the demo
// operator and its owner, and builds the real app IN THIS PROCESS (`composeApp`, every module, as
// `npm start` wires it, its pool of 20 connections; no HTTP listener and no scheduler: nothing but the
// call below settles). Through the trader's desk (`app.inject`, a trader and the owner): the target
// fixture (kicked off 2 h ago) and `--others` fixtures, each priced with 12 markets
// (bench/lib/sports.mjs `boardOf`); `--graded-share` of the others kicked off earlier and are
// marked as their confirmed result and settlement left them (ENDED, result revision 1, markets
// SETTLED), the rest kick off in the next 30 h. Then, written straight into the tables
// (bench/lib/sports.mjs): `--members` members; `--tickets` tickets, each with a leg on the target —
// 70% singles (15% of them live, at a score below the result), 30% parlays of 2–12 legs (mostly 2–5)
// on distinct other fixtures, their legs on graded fixtures carrying their results (a parlay already
// lost there is SETTLED with nothing paid); the markets' stake counters; the ledger as placing leaves
// it (each member a DEPOSIT of their stakes + 1,000 baht, each ticket's SPORTS_BET MAIN → the member's
// SPORTS shard, key `sports:{ticket}:stake`); VACUUM ANALYZE and CHECKPOINT. The ledger check must
// answer ok before settlement. The result (2–1, 1–0 at half time) is entered by the trader and
// confirmed by the owner through the desk (settlement is left to the call below).
//
// The figures: `settlement.settleFixture(operator, target)` (the module's api, what the settle job
// calls) timed alone, then the pushes it left in flight drained (each settled ticket's `sports.ticket`
// push reads the ticket and its legs after the chunk: the pool's queue is sampled), then
// `wallet.checkLedger(operator)` timed alone. Verdict on settle + check ≤ 10 s. Checks, independent
// of settlement.ts's SQL: every ticket's status and payout as @chokdee/sportsbook's `grade` and
// `ticketState` recount them, one SPORTS_WIN / SPORTS_REFUND per paid ticket with its payout, every
// member's main balance = deposit − stakes + payouts, one `game.round_settled` per settled ticket not
// refunded whole, the fixture's settle markers, and the ledger check ok.
//
//   node bench/sports-settle.mjs [--tickets 100000] [--members 10000] [--others 40] [--graded-share 0.6]
//                                [--wait-quiet <min>] [--no-steps] [--cpu-prof] [--no-ticket-push] [--keep-db]
//                                [--json] [--strict]
//
// `--cpu-prof` profiles this process (the app) from the settle call to the drain (node:inspector) and
// prints self time by package and by function, and the inclusive time of the server's own functions.
// `--no-ticket-push` (a diagnostic, never the figure) makes the sports module's `tickets.one` answer
// nothing, so settlement's per-ticket `sports.ticket` pushes read nothing: what settling costs without them.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { register } from 'tsx/esm/api';
import {
  activityBy,
  createDatabase,
  databaseUrlOf,
  defineBulkFunctions,
  insertMembers,
  OWNER_PASSWORD,
  operatorIdOf,
  pct,
  printActivity,
  startActivitySampler,
  startCpuMonitor,
} from './lib/chokdee.mjs';
import { repoRoot, sleep, table, waitForQuiet } from './lib/common.mjs';
import { summariseProfile } from './lib/cpu-profile.mjs';
import {
  baht,
  checkSettlement,
  describeBook,
  expectedSettlement,
  prepareSettlementBook,
  SPORTS_PATHS,
  STAFF_PASSWORD,
  sportsStatementOf,
  TARGET_RESULT,
} from './lib/sports.mjs';
import { adminUrl, args, commonOptions, flag, option, printFacts, runBenchmark } from './lib/yeekee.mjs';

const BUDGET_MS = 10_000;
const settings = {
  tickets: option('--tickets', 100_000),
  members: option('--members', 10_000),
  others: option('--others', 40),
  gradedShare: option('--graded-share', 0.6, { integer: false }),
  parlayShare: 0.3,
  liveShare: 0.15,
};
const { cpuProfile, waitQuietMinutes, harness } = commonOptions();
const steps = !flag('--no-steps');
const withoutTicketPush = flag('--no-ticket-push');

// Statements sent through any pg client of this process (BEGIN and COMMIT included), counted by kind
// while `counting` (the settle call to the drain): how many round trips settlement makes.
let counting = false;
const statementCounts = new Map();
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function countedQuery(...rest) {
  const text = typeof rest[0] === 'string' ? rest[0] : (rest[0]?.text ?? '');
  // The bench's own samplers (pg_stat_activity) are not the app's statements.
  if (!counting || text.includes('pg_stat_activity')) return query.apply(this, rest);
  const label = sportsStatementOf(text.replace(/\s+/g, ' ').trim().toLowerCase());
  const entry = statementCounts.get(label) ?? { sent: 0, ms: 0, each: [] };
  statementCounts.set(label, entry);
  entry.sent += 1;
  const started = performance.now();
  const result = query.apply(this, rest);
  const done = () => {
    const took = performance.now() - started;
    entry.ms += took;
    entry.each.push(took);
  };
  if (result && typeof result.then === 'function') result.then(done, done);
  return result;
};

// One module graph for every server file (tsx's loader registered once), as game-wallet.mjs does.
register();
const server = (file) => import(pathToFileURL(path.join(repoRoot, 'apps/server/src', file)).href);

/** Self time by package and function, and inclusive time of the repo's own functions, of a profile. */
const printProfile = (profile) => {
  const file = path.join(os.tmpdir(), `sports-settle-${Date.now()}.cpuprofile`);
  writeFileSync(file, JSON.stringify(profile));
  const summary = summariseProfile(file, { repoRoot });
  const rowsOf = (list) =>
    list.map((item) => [item.name, item.ms.toFixed(0), `${(item.share * 100).toFixed(1)}%`]);
  console.log(
    `\nCPU profile of this process (the app) from the settle call to the drain: ${(summary.busyMs / 1000).toFixed(2)} s not idle of ${(summary.totalMs / 1000).toFixed(2)} s (${file}).\n`,
  );
  console.log(table(['self time by package / source area', 'ms', 'share'], rowsOf(summary.areas)));
  console.log();
  console.log(table(['self time by function', 'ms', 'share'], rowsOf(summary.functions)));
  // Inclusive: a sample counts once for every distinct function of apps/server/src on its stack.
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const inclusive = new Map();
  let busy = 0;
  profile.samples.forEach((id, i) => {
    const us = profile.timeDeltas[i] ?? 0;
    if (nodes.get(id).callFrame.functionName === '(idle)') return;
    busy += us;
    const seen = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const { functionName, url, lineNumber } = nodes.get(at).callFrame;
      if (!url.includes('/apps/server/src/')) continue;
      const key = `${functionName || '(anonymous)'} ${url.slice(url.indexOf('/apps/server/src/') + 17)}:${lineNumber + 1}`;
      if (seen.has(key)) continue;
      seen.add(key);
      inclusive.set(key, (inclusive.get(key) ?? 0) + us);
    }
  });
  const top = [...inclusive.entries()].sort((a, b) => b[1] - a[1]).slice(0, 25);
  console.log();
  console.log(
    table(
      ['inclusive time, apps/server/src functions', 'ms', 'share'],
      top.map(([name, us]) => [name, (us / 1000).toFixed(0), `${((us / busy) * 100).toFixed(1)}%`]),
    ),
  );
};

const timedStep = async (label, fn) => {
  const started = performance.now();
  const result = await fn();
  console.log(`  ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
};

const main = async () => {
  await printFacts('Sportsbook settlement, one fixture');
  console.log(
    `${settings.tickets.toLocaleString('en')} tickets of ${settings.members.toLocaleString('en')} members on one fixture (${Math.round((1 - settings.parlayShare) * 100)}% singles, ${Math.round(settings.parlayShare * 100)}% parlays of 2–12 legs over ${settings.others} other fixtures, ${Math.round(settings.gradedShare * 100)}% of them graded); target: settleFixture + checkLedger ≤ ${BUDGET_MS / 1000} s\n`,
  );
  const sb = await import('@chokdee/sportsbook');
  const database = `chokdee_bench_sports_settle_${Date.now()}`;
  await createDatabase(adminUrl, database);
  harness.databases.push(database);
  const databaseUrl = databaseUrlOf(adminUrl, database);

  const { fromPostgresPool } = await server('platform/db/client.ts');
  const { loadConfig } = await server('platform/config/config.ts');
  const { composeApp } = await server('app.ts');
  const { createOperatorRepo, seedDemo } = await server('modules/operator/index.ts');
  const { createStaffRepo, createStaffSeeder } = await server('modules/staff/index.ts');
  const { createConsoleSms } = await server('adapters/sms/console-sms.ts');
  const { systemClock } = await server('platform/clock.ts');

  const pool = new pg.Pool({ connectionString: databaseUrl, max: 20 });
  // The database is dropped `with (force)` at the end: idle connections ended under the pool are no error.
  pool.on('error', () => undefined);
  const db = fromPostgresPool(pool);
  await db.migrate();
  await seedDemo({
    db: db.db,
    repo: createOperatorRepo(),
    staff: createStaffSeeder({ repo: createStaffRepo() }),
    adminPassword: OWNER_PASSWORD,
    announce: () => undefined,
  });
  const composed = await composeApp({
    config: loadConfig({
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-signing',
      SMS_PROVIDER: 'console',
      DATABASE_URL: databaseUrl,
      SPORTS_FEED: 'off',
    }),
    database: db,
    sms: createConsoleSms({ now: systemClock.now }),
    clock: systemClock,
  });
  const { app } = composed;
  await app.ready();
  harness.children.push({
    stop: async () => {
      await app.close().catch(() => undefined);
      await db.close().catch(() => undefined);
    },
  });
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', () => undefined);
  await client.connect();
  harness.clients.push(client);
  await defineBulkFunctions(client);
  const operatorId = await operatorIdOf(client);

  // The desk through the app's own routes (no HTTP listener): the owner, and a trader it creates.
  const inject = async (method, url, { token, body } = {}) => {
    const res = await app.inject({
      method,
      url,
      headers: {
        'x-operator': 'demo',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
    if (res.statusCode < 200 || res.statusCode >= 300)
      throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body.slice(0, 400)}`);
    return res.json().data;
  };
  const login = async (username, password) =>
    (await inject('POST', '/api/admin/login', { body: { username, password } })).accessToken;
  const owner = await login('owner', OWNER_PASSWORD);
  await inject('POST', '/api/admin/staff', {
    token: owner,
    body: { username: 'benchtrader1', password: STAFF_PASSWORD, role: 'trader' },
  });
  const trader = await login('benchtrader1', STAFF_PASSWORD);
  const desk = (method, url, body) => inject(method, url, { token: trader, body });

  console.log('Preparing (written straight into the tables):');
  await timedStep(`${settings.members.toLocaleString('en')} members with main + hold accounts`, () =>
    insertMembers(client, { operatorId, count: settings.members, ms: Date.now() }),
  );
  const memberIds = (
    await client.query(`select id from members where operator_id = $1 and source_ref = 'bench' order by id`, [
      operatorId,
    ])
  ).rows.map((row) => row.id);
  const { target, book, deposits } = await prepareSettlementBook({
    sb,
    desk,
    client,
    operatorId,
    memberIds,
    tickets: settings.tickets,
    others: settings.others,
    gradedShare: settings.gradedShare,
    parlayShare: settings.parlayShare,
    liveShare: settings.liveShare,
    seed: 20261207,
    timed: timedStep,
  });
  const shape = describeBook(book, target);
  const wallet = composed.named.wallet.api.service;
  const before = await wallet.checkLedger(operatorId);
  if (!before.ok) throw new Error(`the ledger check fails before settlement: ${JSON.stringify(before)}`);
  console.log(
    `\nBook: ${shape.singles.toLocaleString('en')} singles (${shape.live.toLocaleString('en')} live), ${shape.parlays.toLocaleString('en')} parlays (${shape.averageParlayLegs.toFixed(1)} legs on average, up to ${shape.maxParlayLegs}); ${shape.otherLegs.toLocaleString('en')} parlay legs on other fixtures, ${shape.gradedOtherLegs.toLocaleString('en')} of them graded; ${shape.alreadyLost.toLocaleString('en')} parlays already lost (SETTLED); stakes ${baht(shape.stakeSatang)} baht of ${shape.members.toLocaleString('en')} members; ${book.legs.length.toLocaleString('en')} legs in all. Ledger check before: ok (${before.accountsChecked} accounts).`,
  );

  // The result through the desk: entered by the trader, confirmed by the owner (maker-checker).
  await inject('POST', SPORTS_PATHS.result(target.id), { token: trader, body: TARGET_RESULT });
  await inject('POST', SPORTS_PATHS.confirm(target.id), { token: owner });
  const expected = expectedSettlement(sb, book, target.id, TARGET_RESULT);
  console.log(
    `Result ${TARGET_RESULT.ft.home}–${TARGET_RESULT.ft.away} (${TARGET_RESULT.ht.home}–${TARGET_RESULT.ht.away}) confirmed through the desk. Recount: ${expected.totals.settledNow.toLocaleString('en')} tickets settle now (${expected.totals.paid.toLocaleString('en')} paid, ${expected.totals.refunded} refunded whole, ${expected.totals.lostNow.toLocaleString('en')} lost), ${expected.totals.stillOpen.toLocaleString('en')} stay open on other fixtures; ${baht(expected.totals.payoutSatang)} baht to ${expected.payoutOfMember.size.toLocaleString('en')} members.`,
  );
  await client.query('checkpoint');

  if (waitQuietMinutes > 0) {
    console.log(`Waiting up to ${waitQuietMinutes} min for the machine to go quiet…`);
    if (await waitForQuiet(waitQuietMinutes)) console.log('Quiet: starting.');
  }
  const settlement = composed.named.sports.api.settlement;
  if (withoutTicketPush) {
    // Diagnostic only: each settled ticket's `sports.ticket` push reads the ticket (`tickets.one`) after
    // its chunk; answering nothing here shows what settlement costs without those reads.
    composed.named.sports.api.tickets.one = async () => undefined;
    console.log(
      '\n--no-ticket-push: the per-ticket sports.ticket push reads are skipped (diagnostic, not the figure).',
    );
  }
  const cpu = startCpuMonitor({ adminUrl, databases: [database], pids: () => ({ self: process.pid }) });
  await cpu.ready;
  const sampler = steps
    ? await startActivitySampler({
        url: databaseUrl,
        database,
        classify: activityBy(sportsStatementOf),
        intervalMs: 10,
      })
    : undefined;
  let queuePeak = 0;
  let queueSum = 0;
  let queueSamples = 0;
  const queueTimer = setInterval(() => {
    queuePeak = Math.max(queuePeak, pool.waitingCount);
    queueSum += pool.waitingCount;
    queueSamples += 1;
  }, 10);
  const session = cpuProfile ? new Session() : undefined;
  if (session) {
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 500 });
    await session.post('Profiler.start');
  }
  counting = true;
  const settleStarted = performance.now();
  const moved = await settlement.settleFixture(operatorId, target.id);
  const settleMs = performance.now() - settleStarted;
  // Each chunk's `sports.ticket` pushes (a ticket and its legs read per settled ticket) are still in the pool's queue.
  const drainStarted = performance.now();
  for (let idle = 0; idle < 3; ) {
    idle = pool.waitingCount === 0 && pool.idleCount === pool.totalCount ? idle + 1 : 0;
    await sleep(5);
  }
  const drainMs = performance.now() - drainStarted;
  counting = false;
  clearInterval(queueTimer);
  const profile = session ? (await session.post('Profiler.stop')).profile : undefined;
  session?.disconnect();
  const checkStarted = performance.now();
  const check = await wallet.checkLedger(operatorId);
  const checkMs = performance.now() - checkStarted;
  const activity = await sampler?.stop();
  const usage = await cpu.stop();

  const problems = await checkSettlement(client, operatorId, {
    book,
    expected,
    targetId: target.id,
    deposits,
  });
  if (!check.ok) problems.push(`ledger check failed: ${JSON.stringify(check).slice(0, 300)}`);
  if (moved !== expected.totals.settledNow)
    problems.push(`settleFixture answered ${moved} tickets moved; recount ${expected.totals.settledNow}`);
  const totalMs = settleMs + checkMs;
  console.log(
    `\n${table(
      ['step', 'time'],
      [
        [
          `settlement.settleFixture (${moved.toLocaleString('en')} tickets moved)`,
          `${(settleMs / 1000).toFixed(2)} s`,
        ],
        ['  then its sports.ticket pushes drained from the pool', `${(drainMs / 1000).toFixed(2)} s`],
        [
          `wallet.checkLedger (${check.accountsChecked.toLocaleString('en')} accounts)`,
          `${(checkMs / 1000).toFixed(2)} s`,
        ],
        ['settle + ledger check', `${(totalMs / 1000).toFixed(2)} s`],
      ],
    )}`,
  );
  const statementsSent = [...statementCounts.values()].reduce((sum, entry) => sum + entry.sent, 0);
  console.log(
    `\nStatements sent from the settle call to the drain: ${statementsSent.toLocaleString('en')} (${(statementsSent / Math.max(1, moved)).toFixed(1)} per ticket moved):\n`,
  );
  const chunkSelects = statementCounts.get("pay: a chunk's tickets with their legs")?.each ?? [];
  console.log(
    table(
      ['statement (client side: sent → answered)', 'sent', 'total ms', 'average ms'],
      [...statementCounts.entries()]
        .sort(([, a], [, b]) => b.ms - a.ms)
        .map(([label, entry]) =>
          entry.each.length === 0
            ? [label, entry.sent.toLocaleString('en'), '(pool.query: not timed)', '']
            : [
                label,
                entry.sent.toLocaleString('en'),
                Math.round(entry.ms).toLocaleString('en'),
                (entry.ms / entry.each.length).toFixed(1),
              ],
        ),
    ),
  );
  if (chunkSelects.length > 2)
    console.log(
      `\nSelecting each chunk's tickets: the first ${chunkSelects[0].toFixed(0)} ms, the middle one ${chunkSelects[Math.floor(chunkSelects.length / 2)].toFixed(0)} ms, the last full one ${chunkSelects[chunkSelects.length - 2].toFixed(0)} ms.`,
    );

  console.log(
    `\nPool of 20: queries waiting for a connection peak ${queuePeak.toLocaleString('en')}, average ${(queueSum / Math.max(1, queueSamples)).toFixed(0)} (sampled every 10 ms from the settle call to the drain).`,
  );
  console.log(
    `CPU from the settle call to the end of the check (% of one core): this process (the app) ${pct(usage.self)}, PostgreSQL ${pct(usage.postgres)}, other ${pct(usage.other)} (noise).`,
  );
  if (activity) printActivity(activity, 'during settle, drain and check');
  if (profile) printProfile(profile);
  if ((usage.other ?? 0) > 0.25)
    console.log(
      '\nNOISY: other processes used more than 25% of a core during the run; rerun on a quiet machine.',
    );
  if (problems.length > 0) console.log(`\nInvalid run:\n  ${problems.join('\n  ')}`);
  else
    console.log(
      `\nChecks ok: ${expected.totals.settledNow.toLocaleString('en')} tickets settled as recounted, ${expected.totals.paid.toLocaleString('en')} transfers of ${baht(expected.totals.payoutSatang)} baht, ${expected.totals.events.toLocaleString('en')} game.round_settled events, members' balances, ledger check ok.`,
    );
  const pass = problems.length === 0 && totalMs <= BUDGET_MS;
  console.log(
    `\n${pass ? 'PASS' : 'FAIL'}: settled ${settings.tickets.toLocaleString('en')} tickets' fixture in ${(settleMs / 1000).toFixed(2)} s + ledger check ${(checkMs / 1000).toFixed(2)} s = ${(totalMs / 1000).toFixed(2)} s; target ≤ ${BUDGET_MS / 1000} s${problems.length > 0 ? ' (and the checks failed)' : ''}.`,
  );
  if (args.includes('--json'))
    console.log(
      JSON.stringify({
        budget: 'sports-settle',
        pass,
        settleMs,
        drainMs,
        checkMs,
        moved,
        settings,
        cpu: usage,
        problems,
      }),
    );
  return pass;
};

await runBenchmark('sports-settle', harness, main);
