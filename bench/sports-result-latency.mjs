// Target (bench/README.md, the sportsbook's budgets): a confirmed result → every member's balance shows the payout, p99 ≤ 60 s
// end to end, from the second staff member's confirm call, with the settlement job running on its own
// cadence (the `sports-settle` task, every second) in a real server process.
//
// Creates a fresh database on the PostgreSQL server of BENCH_DATABASE_URL and starts the real server on
// it (migrations + demo seed, SPORTS_FEED=off: fixtures by hand, as in production). The owner creates
// two traders; the first enters the target fixture and `--others` others through the desk and the book
// is written as `sports-settle.mjs` writes it (bench/lib/sports.mjs: `--tickets` tickets of
// `--members` members, 70% singles, 30% parlays of 2–12 legs, the parlays' other legs on fixtures
// graded or still open; the ledger as placing leaves it; VACUUM ANALYZE, CHECKPOINT).
//
// Of the members the result pays (recounted with @chokdee/sportsbook), `--sockets` (spread evenly over
// them) get a session (a `member_sessions` row and a token signed with the server's JWT secret, as
// apps/server/src/testing/bulk-members.ts makes them) and open a socket.io-client connection each (the
// member's room). The first trader enters the result (2–0, 1–0 at half time); then the second confirms it
// (`POST …/result/confirm`), and nothing else is called: the server's settle job finds the fixture
// and pays. The figure, per paid member: from the moment the confirm call is sent to the moment the
// member's main balance in the database is the recounted one (every paid member, polled every
// `--poll-ms` ms: what the balance read answers from then on). Printed beside it: the same to the
// `wallet.updated` push carrying that balance on the sampled sockets, to the confirm's answer, and to
// the fixture's settlement finished (`settle_pending` cleared). Checks afterwards as sports-settle.mjs
// (every ticket as recounted, one transfer per paid ticket, balances, events) and the ledger check
// (`GET /api/admin/ledger/check`). Invalid: a paid member whose balance never showed (`--timeout` s).
//
//   node bench/sports-result-latency.mjs [--tickets 100000] [--members 10000] [--others 40] [--sockets 1000]
//                                        [--poll-ms 100] [--timeout 300] [--wait-quiet <min>] [--cpu-prof]
//                                        [--keep-db] [--json] [--strict]
import { tsImport } from 'tsx/esm/api';
import {
  activityBy,
  call,
  ledgerCheck,
  OWNER_PASSWORD,
  pct,
  printActivity,
  printServerProfile,
  staffLogin,
  startRunMeasure,
} from './lib/chokdee.mjs';
import { sleep, table, waitForQuiet } from './lib/common.mjs';
import { connectMemberSockets } from './lib/member-sockets.mjs';
import {
  baht,
  checkSettlement,
  createTraders,
  describeBook,
  expectedSettlement,
  httpDesk,
  memberSessions,
  prepareSettlementBook,
  SPORTS_PATHS,
  SPORTS_SERVER_ENV,
  sportsStatementOf,
  TARGET_RESULT,
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

const BUDGET_P99_MS = 60_000;
const settings = {
  tickets: option('--tickets', 100_000),
  members: option('--members', 10_000),
  others: option('--others', 40),
  sockets: option('--sockets', 1000),
  pollMs: option('--poll-ms', 100),
  timeoutSeconds: option('--timeout', 300),
  gradedShare: 0.6,
  parlayShare: 0.3,
  liveShare: 0.15,
};
const { cpuProfile, waitQuietMinutes, harness } = commonOptions();
const now = () => performance.timeOrigin + performance.now();
const satangOf = (text) => {
  const [whole, fraction = ''] = String(text).split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
};

const timedStep = async (label, fn) => {
  const started = performance.now();
  const result = await fn();
  console.log(`  ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
};

const percentileRow = (label, sorted) => [
  label,
  sorted.length.toLocaleString('en'),
  ms(percentile(sorted, 50)),
  ms(percentile(sorted, 95)),
  ms(percentile(sorted, 99)),
  ms(sorted.at(-1)),
];

const main = async () => {
  await printFacts('Sportsbook: confirmed result → members credited');
  console.log(
    `${settings.tickets.toLocaleString('en')} tickets of ${settings.members.toLocaleString('en')} members on one fixture (as sports-settle.mjs), settled by the server's own job; ${settings.sockets.toLocaleString('en')} paid members on sockets; target: confirm call → every paid member's balance shows the payout, p99 ≤ ${BUDGET_P99_MS / 1000} s\n`,
  );
  const sb = await tsImport('@chokdee/sportsbook', import.meta.url);
  const app = await startBenchServer(harness, 'sports_result', { cpuProfile, env: SPORTS_SERVER_ENV });
  const { base, client, operatorId } = app;
  const ownerToken = await staffLogin(base, 'owner', OWNER_PASSWORD);
  const traders = await createTraders(base, ownerToken);

  console.log('Preparing (members and tickets written straight into the tables):');
  const memberIds = await timedStep(`${settings.members.toLocaleString('en')} members`, () =>
    writeSportsMembers(client, operatorId, settings.members),
  );
  const { target, book, deposits } = await prepareSettlementBook({
    sb,
    desk: httpDesk(base, traders.maker),
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
  const expected = expectedSettlement(sb, book, target.id, TARGET_RESULT);
  const stakes = new Map();
  for (const ticket of book.tickets)
    stakes.set(ticket.memberId, (stakes.get(ticket.memberId) ?? 0n) + ticket.stake);
  /** Each paid member's main balance once settled. */
  const finalOf = new Map(
    [...expected.payoutOfMember].map(([memberId, payout]) => [
      memberId,
      deposits.get(memberId) - stakes.get(memberId) + payout,
    ]),
  );
  const payees = [...finalOf.keys()].sort();
  console.log(
    `\nBook: ${shape.singles.toLocaleString('en')} singles (${shape.live.toLocaleString('en')} live), ${shape.parlays.toLocaleString('en')} parlays (${shape.averageParlayLegs.toFixed(1)} legs on average), ${shape.alreadyLost.toLocaleString('en')} already lost; the result settles ${expected.totals.settledNow.toLocaleString('en')} tickets and pays ${baht(expected.totals.payoutSatang)} baht on ${expected.totals.paid.toLocaleString('en')} tickets to ${payees.length.toLocaleString('en')} members.`,
  );

  // Sockets for a sample of the paid members, spread evenly.
  const step = Math.max(1, payees.length / Math.min(settings.sockets, payees.length));
  const sampled = Array.from(
    { length: Math.min(settings.sockets, payees.length) },
    (_, i) => payees[Math.floor(i * step)],
  );
  const sessionsStarted = performance.now();
  const members = await memberSessions(client, { operatorId, memberIds: sampled });
  const loginSeconds = (performance.now() - sessionsStarted) / 1000;
  const pushedAt = new Map();
  const sockets = await connectMemberSockets(harness, base, members, {
    'wallet.updated': (index, payload, at) => {
      const memberId = sampled[index];
      if (
        !pushedAt.has(memberId) &&
        payload?.cash !== undefined &&
        satangOf(payload.cash) === finalOf.get(memberId)
      )
        pushedAt.set(memberId, at);
    },
  });
  console.log(
    `${sampled.length.toLocaleString('en')} paid members given a session (member_sessions, tokens signed with the server's secret) in ${loginSeconds.toFixed(1)} s; ${sockets.summary()}`,
  );

  // The result: entered by the first trader now; confirmed by the second below (the figure's start).
  const entered = await call(base, 'POST', SPORTS_PATHS.result(target.id), {
    token: traders.maker,
    body: TARGET_RESULT,
  });
  if (entered.status !== 200)
    throw new Error(`result entry answered ${entered.status}: ${entered.text.slice(0, 300)}`);
  if (waitQuietMinutes > 0) {
    console.log(`Waiting up to ${waitQuietMinutes} min for the machine to go quiet…`);
    if (await waitForQuiet(waitQuietMinutes)) console.log('Quiet: starting.');
  }
  const measure = await startRunMeasure({
    measure: true,
    adminUrl,
    database: app.database,
    databaseUrl: app.databaseUrl,
    serverPid: app.server.child.pid,
    classify: activityBy(sportsStatementOf),
  });
  const windowStart = Number(process.hrtime.bigint() / 1000n);
  const seenAt = new Map();
  let waiting = payees.slice();
  const confirmSent = now();
  const confirm = call(base, 'POST', SPORTS_PATHS.confirm(target.id), {
    token: traders.checker,
    timeoutMs: 300_000,
  }).then((res) => ({ ...res, at: now() }));
  let settledAt;
  const deadline = confirmSent + settings.timeoutSeconds * 1000;
  while ((waiting.length > 0 || settledAt === undefined) && now() < deadline) {
    const polled = now();
    if (waiting.length > 0) {
      const { rows } = await client.query(
        `select member_id, balance_satang::text as balance from ledger_accounts
         where kind = 'MEMBER_WALLET' and member_id = any($1::uuid[])`,
        [waiting],
      );
      const at = now();
      for (const row of rows)
        if (BigInt(row.balance) === finalOf.get(row.member_id)) seenAt.set(row.member_id, at);
      waiting = waiting.filter((id) => !seenAt.has(id));
    }
    if (settledAt === undefined) {
      const [fixture] = (
        await client.query('select settle_pending, settled_revision from sports_fixtures where id = $1', [
          target.id,
        ])
      ).rows;
      if (fixture.settled_revision === 1 && !fixture.settle_pending) settledAt = now();
    }
    const wait = polled + settings.pollMs - now();
    if (wait > 1) await sleep(wait);
  }
  const confirmed = await confirm;
  // The last pushes travel after the last commit: a moment for them.
  for (let waited = 0; waited < 5000 && sampled.some((id) => !pushedAt.has(id)); waited += 50)
    await sleep(50);
  const { activity, usage } = await measure.stop();
  const window = { start: windowStart, end: Number(process.hrtime.bigint() / 1000n) };

  const toBalance = [...seenAt.values()].map((at) => at - confirmSent).sort((a, b) => a - b);
  const toPush = [...pushedAt.values()].map((at) => at - confirmSent).sort((a, b) => a - b);
  const problems = [];
  if (confirmed.status !== 200)
    problems.push(`the confirm answered ${confirmed.status}: ${confirmed.text.slice(0, 200)}`);
  if (waiting.length > 0)
    problems.push(
      `${waiting.length.toLocaleString('en')} paid members' balances never showed the payout within ${settings.timeoutSeconds} s`,
    );
  if (settledAt === undefined)
    problems.push('the fixture was not settled (settle_pending / settled_revision) in time');
  if (sockets.sockets.length < sampled.length)
    problems.push(`${sampled.length - sockets.sockets.length} sockets could not connect`);
  const missingPushes = sampled.filter((id) => !pushedAt.has(id)).length;
  if (sockets.disconnects() > 0) problems.push(`${sockets.disconnects()} sockets dropped`);
  problems.push(
    ...(await checkSettlement(client, operatorId, { book, expected, targetId: target.id, deposits })),
  );
  const check = await ledgerCheck(base, ownerToken);
  if (!check.ok) problems.push(`ledger check failed: ${JSON.stringify(check).slice(0, 300)}`);

  console.log(
    `\n${table(
      ['from the confirm call sent →', 'n', 'p50', 'p95', 'p99', 'max'],
      [
        percentileRow("a paid member's balance shows the payout (database, every paid member)", toBalance),
        percentileRow('wallet.updated with that balance on the sampled sockets', toPush),
      ],
    )}`,
  );
  // The server's own stamps (same machine clock): when the result was confirmed, when the settle call
  // began (every ticket it settles carries that time), and each chunk's posting time.
  const [stamps] = (
    await client.query(
      `select (select extract(epoch from confirmed_at) * 1000 from sports_results where fixture_id = $2 and revision = 1) as confirmed,
              (select extract(epoch from max(settled_at)) * 1000 from sports_tickets
                where operator_id = $1 and settle_count = 1 and id in (select ticket_id from sports_ticket_legs where fixture_id = $2)) as settle_call,
              (select json_agg(extract(epoch from c) * 1000 order by c) from (
                 select distinct created_at as c from ledger_transfers
                 where operator_id = $1 and kind in ('SPORTS_WIN', 'SPORTS_REFUND') and idempotency_key like 'sports:%:settle:1') x) as chunks`,
      [operatorId, target.id],
    )
  ).rows;
  const chunkTimes = (stamps.chunks ?? []).map((t) => Number(t) - Number(stamps.confirmed));
  if (chunkTimes.length > 0)
    console.log(
      `\nServer stamps from the result's confirmation: the settle job's call began ${ms(Number(stamps.settle_call) - Number(stamps.confirmed))} after it; ${chunkTimes.length} paying chunks posted from ${ms(chunkTimes[0])} to ${ms(chunkTimes.at(-1))} (${ms((chunkTimes.at(-1) - chunkTimes[0]) / Math.max(1, chunkTimes.length - 1))} between chunk postings; settlement pays chunks side by side, see docs/modules/sportsbook.md).`,
    );
  console.log(
    `\nThe confirm answered in ${ms(confirmed.at - confirmSent)}; the server's job finished the fixture (settle_pending cleared) ${settledAt === undefined ? 'never' : ms(settledAt - confirmSent)} after the call.${missingPushes ? ` ${missingPushes} sampled sockets saw no push with the final balance (a member's later chunk may carry it only).` : ''}`,
  );
  console.log(
    `CPU from the confirm to the last balance (% of one core): server ${pct(usage.server)}, PostgreSQL ${pct(usage.postgres)}, bench (poller + ${sockets.sockets.length} sockets) ${pct(usage.self)}, other ${pct(usage.other)} (noise).`,
  );
  printActivity(activity, 'from the confirm to the last balance');
  if (cpuProfile)
    await printServerProfile(
      app.server.child,
      app.profileDir,
      [window],
      'from the confirm to the last balance',
    );
  if ((usage.other ?? 0) > 0.25)
    console.log(
      '\nNOISY: other processes used more than 25% of a core during the run; rerun on a quiet machine.',
    );
  if (problems.length > 0) console.log(`\nInvalid run:\n  ${problems.join('\n  ')}`);
  else
    console.log(
      `\nChecks ok: ${expected.totals.settledNow.toLocaleString('en')} tickets settled as recounted, ${expected.totals.paid.toLocaleString('en')} transfers, balances, events, ledger check ok (${check.accountsChecked} accounts).`,
    );
  const p50 = percentile(toBalance, 50);
  const p99 = percentile(toBalance, 99);
  const pass = problems.length === 0 && p99 !== undefined && p99 <= BUDGET_P99_MS;
  console.log(
    `\n${pass ? 'PASS' : 'FAIL'}: confirm call → paid member's balance shows the payout p50 ${ms(p50)}, p99 ${ms(p99)}, max ${ms(toBalance.at(-1))} over ${toBalance.length.toLocaleString('en')} members (${settings.tickets.toLocaleString('en')} tickets); target p99 ≤ ${BUDGET_P99_MS / 1000} s${problems.length > 0 ? ' (and the checks failed)' : ''}.`,
  );
  if (args.includes('--json'))
    console.log(
      JSON.stringify({
        budget: 'sports-result-latency',
        pass,
        p50,
        p99,
        max: toBalance.at(-1),
        pushP99: percentile(toPush, 99),
        settledMs: settledAt === undefined ? undefined : settledAt - confirmSent,
        settings,
        cpu: usage,
        problems,
      }),
    );
  return pass;
};

await runBenchmark('sports-result-latency', harness, main);
