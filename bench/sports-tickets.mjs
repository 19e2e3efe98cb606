// Target (bench/README.md, the sportsbook's budgets): placing tickets, p99 ≤ 150 ms at 200 tickets/s on PostgreSQL, many
// members, mixed singles and parlays over a few fixtures, against a real server process over HTTP.
//
// Creates a fresh database on the PostgreSQL server of BENCH_DATABASE_URL and starts the real server on
// it (migrations + demo seed, SPORTS_FEED=off: fixtures by hand, as in production). The owner creates a
// trader, who enters `--fixtures` fixtures (TOP tier, kicking off in 3 h) and prices each with 12
// markets (`POST /api/admin/sports/fixtures`, `PUT …/markets`; bench/lib/sports.mjs `boardOf`). The
// prices each member sends are read from `GET /api/v2/sports/fixtures/{id}` (what the board shows).
// `--members` members are written straight into the tables, funded with 1,000,000 baht each through
// ledger rows, each with a session (a `member_sessions` row and a token signed with the server's JWT
// secret, as apps/server/src/testing/bulk-members.ts makes them).
//
// Load, open loop from the bench process: `--rate` tickets per second (a ticket leaves at its time
// whatever the earlier answers) for `--warmup` s (discarded) then `--duration` s measured, members in
// turn, each `POST /api/v2/sports/tickets` with its own Idempotency-Key: 70% singles (market by the
// Thai mix of bench/lib/sports.mjs `LEG_MIX`, 50–2,000 baht, correct score 50–200), 30% parlays of
// 2–5 legs on distinct fixtures (handicap, total, 1X2, odd/even; 10–100 baht), outcomes uniform, price
// policy `--accept-policy` (ANY: the
// slip's "accept any price"; the book shades prices past half its liability cap). Latency: from the
// ticket's due time to its answer (p50, p95, p99, max). Refusals are counted by their catalogue name;
// more than 1% refused, or any transport error, makes the run invalid. Checks afterwards: the tickets
// in the database = the accepted answers, the SPORTS house account (its shards) = their stakes, the
// markets' ticket counters = their legs, and `GET /api/admin/ledger/check` ok.
//
//   node bench/sports-tickets.mjs [--rate 200] [--duration 30] [--warmup 5] [--members 500] [--fixtures 8]
//                                 [--accept-policy ANY|BETTER] [--wait-quiet <min>] [--cpu-prof] [--keep-db]
//                                 [--json] [--strict]
import { randomUUID } from 'node:crypto';
import { tsImport } from 'tsx/esm/api';
import {
  activityBy,
  api,
  call,
  countInto,
  fundMembers,
  ledgerCheck,
  OWNER_PASSWORD,
  pct,
  printActivity,
  printServerProfile,
  staffLogin,
  startRunMeasure,
} from './lib/chokdee.mjs';
import { sleep, table, waitForQuiet } from './lib/common.mjs';
import {
  createManualFixture,
  createRandom,
  createTraders,
  httpDesk,
  LEG_MIX,
  memberSessions,
  PARLAY_SIZES,
  SPORTS_PATHS,
  SPORTS_SERVER_ENV,
  sportsStatementOf,
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

const BUDGET_P99_MS = 150;
const BUDGET_RATE = 200;
const acceptPolicyAt = args.indexOf('--accept-policy');
const settings = {
  rate: option('--rate', BUDGET_RATE, { integer: false }),
  duration: option('--duration', 30),
  warmup: option('--warmup', 5),
  members: option('--members', 500),
  fixtures: option('--fixtures', 8),
  acceptPolicy: acceptPolicyAt >= 0 ? args[acceptPolicyAt + 1] : 'ANY',
};
const { cpuProfile, waitQuietMinutes, harness } = commonOptions();
const now = () => performance.timeOrigin + performance.now();
const SINGLE_STAKES = [50, 100, 100, 200, 200, 300, 500, 500, 1000, 2000];
const PARLAY_STAKES = [10, 20, 20, 50, 50, 100];
/** The load's parlays: 2–5 legs (longer ones, a tenth of real parlays, would fill the liability caps within the run). */
const MAX_PARLAY_LEGS = 5;

/** The market roles of a fixture's board as members see it: `role → {key, prices}`. */
const boardFromView = (view, fixture) => {
  const roleOf = new Map(fixture.board.map((m) => [m.key, m.role]));
  const byRole = new Map();
  for (const market of view.markets)
    if (market.status === 'OPEN' && roleOf.has(market.key)) byRole.set(roleOf.get(market.key), market);
  return byRole;
};

/** Parlay legs go on handicaps, totals, 1X2 and odd/even (no correct score), as Thai steps are played. */
const PARLAY_MIX = LEG_MIX.filter(([role]) => role !== 'cs');
/** Correct score is a long shot: small stakes. */
const CORRECT_SCORE_STAKES = [50, 100, 100, 200];

/** A ticket's legs, deterministic from `random`. */
const ticketOf = (random, fixtures) => {
  const parlay = random.next() < 0.3;
  const legOn = (fixture, mix) => {
    const market = fixture.byRole.get(random.weighted(mix));
    const price = random.pick(market.prices);
    return { fixtureId: fixture.id, market: market.key, outcome: price.outcome, odds: price.odds };
  };
  if (!parlay) {
    const leg = legOn(random.pick(fixtures), LEG_MIX);
    const stakes = leg.market.endsWith('.CS') ? CORRECT_SCORE_STAKES : SINGLE_STAKES;
    return ticketBody(random.pick(stakes), [leg], settings.acceptPolicy);
  }
  const sizes = PARLAY_SIZES.filter(([legs]) => legs <= Math.min(MAX_PARLAY_LEGS, fixtures.length));
  const size = random.weighted(sizes);
  const chosen = new Set();
  while (chosen.size < size) chosen.add(random.int(fixtures.length));
  return ticketBody(
    random.pick(PARLAY_STAKES),
    [...chosen].map((i) => legOn(fixtures[i], PARLAY_MIX)),
    settings.acceptPolicy,
  );
};

const main = async () => {
  await printFacts('Sportsbook ticket placement');
  console.log(
    `${settings.members} members, ${settings.fixtures} fixtures of 12 markets; ${settings.rate} tickets/s open loop for ${settings.warmup} s (discarded) + ${settings.duration} s, 70% singles / 30% parlays, price policy ${settings.acceptPolicy}; target p99 ≤ ${BUDGET_P99_MS} ms at ${BUDGET_RATE}/s\n`,
  );
  const contracts = await tsImport('@chokdee/contracts', import.meta.url);
  const app = await startBenchServer(harness, 'sports_tickets', { cpuProfile, env: SPORTS_SERVER_ENV });
  const { base, client, operatorId } = app;
  const ownerToken = await staffLogin(base, 'owner', OWNER_PASSWORD);
  const traders = await createTraders(base, ownerToken);
  const desk = httpDesk(base, traders.maker);
  const kickoff = Date.now() + 3 * 3_600_000;
  const fixtures = [];
  for (let index = 0; index < settings.fixtures; index += 1) {
    const fixture = await createManualFixture(desk, { index, kickoffAt: kickoff + index * 15 * 60_000 });
    const view = (await api(base, 'GET', SPORTS_PATHS.fixture(fixture.id))).data;
    fixtures.push({ ...fixture, byRole: boardFromView(view, fixture) });
  }
  const memberIds = await writeSportsMembers(client, operatorId, settings.members);
  await fundMembers(client, operatorId, 100_000_000n);
  const members = await memberSessions(client, { operatorId, memberIds });
  console.log(
    `${settings.fixtures} fixtures entered and priced by a trader; ${settings.members} members written, funded with 1,000,000 baht each, each with a session.`,
  );

  const random = createRandom(20261207);
  const outcomes = new Map();
  const accepted = [];
  const transport = new Map();
  const place = (member, body, dueAt, measured, results) =>
    call(base, 'POST', SPORTS_PATHS.tickets, {
      token: member.token,
      headers: { 'idempotency-key': randomUUID() },
      body,
      // An overloaded run queues for minutes: the bench waits rather than abandon a ticket the server may still take.
      timeoutMs: 600_000,
    }).then(
      (res) => {
        const at = now();
        const ok = res.status === 200 && res.json?.status?.code === 0;
        if (ok) accepted.push({ id: res.json.data.id, stake: body.stake, legs: body.legs.length });
        if (measured) {
          countInto(
            outcomes,
            ok ? 'accepted' : (contracts.errorNameOf(res.json?.status?.code) ?? `HTTP ${res.status}`),
          );
          results.push({ latency: at - dueAt, kind: body.legs.length > 1 ? 'parlay' : 'single' });
        }
      },
      (error) => countInto(transport, error.cause?.code ?? error.message),
    );
  /** `seconds` of tickets at `rate`, open loop; answers every measured result. */
  const run = async (seconds, measured) => {
    const results = [];
    const pending = [];
    const interval = 1000 / settings.rate;
    const total = Math.round(seconds * settings.rate);
    const started = now();
    let lagMax = 0;
    for (let i = 0; i < total; i += 1) {
      const dueAt = started + i * interval;
      const wait = dueAt - now();
      if (wait > 1) await sleep(wait);
      lagMax = Math.max(lagMax, now() - dueAt);
      pending.push(place(members[i % members.length], ticketOf(random, fixtures), dueAt, measured, results));
    }
    const sentSeconds = (now() - started) / 1000;
    await Promise.all(pending);
    return { results, sent: total, sentSeconds, wallSeconds: (now() - started) / 1000, lagMax };
  };

  if (waitQuietMinutes > 0) {
    console.log(`Waiting up to ${waitQuietMinutes} min for the machine to go quiet…`);
    if (await waitForQuiet(waitQuietMinutes)) console.log('Quiet: starting.');
  }
  await run(settings.warmup, false);
  const measure = await startRunMeasure({
    measure: true,
    adminUrl,
    database: app.database,
    databaseUrl: app.databaseUrl,
    serverPid: app.server.child.pid,
    classify: activityBy(sportsStatementOf),
  });
  const windowStart = Number(process.hrtime.bigint() / 1000n);
  const measured = await run(settings.duration, true);
  const { activity, usage } = await measure.stop();
  const window = { start: windowStart, end: Number(process.hrtime.bigint() / 1000n) };

  const latencies = measured.results.map((r) => r.latency).sort((a, b) => a - b);
  const ofKind = (kind) =>
    measured.results
      .filter((r) => r.kind === kind)
      .map((r) => r.latency)
      .sort((a, b) => a - b);
  const refused = measured.results.length - (outcomes.get('accepted') ?? 0);
  const problems = [];
  if (transport.size > 0)
    problems.push(`transport errors: ${[...transport].map(([k, n]) => `${k} ${n}`).join(', ')}`);
  if (refused > measured.results.length * 0.01)
    problems.push(`${refused} of ${measured.results.length} tickets refused (more than 1%)`);

  // Checks: what was answered is what the tables hold.
  const acceptedIds = accepted.map((t) => t.id);
  const stakeSum = accepted.reduce((sum, t) => sum + BigInt(Math.round(Number(t.stake) * 100)), 0n);
  const [db] = (
    await client.query(
      `select (select count(*) from sports_tickets where operator_id = $1)::int as tickets,
              (select count(*) from sports_tickets where operator_id = $1 and id = any($2::uuid[]))::int as answered,
              (select coalesce(sum(balance_satang), 0) from ledger_accounts
                where operator_id = $1 and member_id is null and kind = 'SPORTS')::text as house,
              (select coalesce(sum(tickets), 0) from sports_markets where operator_id = $1)::int as market_tickets,
              (select count(*) from sports_ticket_legs where operator_id = $1)::int as legs`,
      [operatorId, acceptedIds],
    )
  ).rows;
  if (db.tickets !== accepted.length || db.answered !== accepted.length)
    problems.push(
      `${db.tickets} tickets in the table (${db.answered} of the answered ones) for ${accepted.length} accepted`,
    );
  if (BigInt(db.house) !== stakeSum)
    problems.push(`SPORTS account ${db.house} satang ≠ the accepted stakes ${stakeSum}`);
  if (db.market_tickets !== db.legs)
    problems.push(`markets count ${db.market_tickets} tickets for ${db.legs} legs`);
  const check = await ledgerCheck(base, ownerToken);
  if (!check.ok) problems.push(`ledger check failed: ${JSON.stringify(check).slice(0, 300)}`);

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
      ['ticket due → answered', 'n', 'p50', 'p95', 'p99', 'max'],
      [row('all', latencies), row('singles', ofKind('single')), row('parlays', ofKind('parlay'))],
    )}`,
  );
  const achieved = measured.sent / measured.sentSeconds;
  console.log(
    `\nSent ${measured.sent.toLocaleString('en')} in ${measured.sentSeconds.toFixed(1)} s (${achieved.toFixed(0)}/s; the loop's worst lag ${ms(measured.lagMax)}), all answered ${measured.wallSeconds.toFixed(1)} s after the start. Answers: ${[...outcomes].map(([k, n]) => `${k} ${n.toLocaleString('en')}`).join(', ')}.`,
  );
  console.log(
    `Tables: ${db.tickets.toLocaleString('en')} tickets (warm-up included), ${db.legs.toLocaleString('en')} legs; SPORTS account = the accepted stakes; ledger check ${check.ok ? 'ok' : 'FAILED'} (${check.accountsChecked} accounts).`,
  );
  console.log(
    `CPU during the measured run (% of one core): server ${pct(usage.server)}, PostgreSQL ${pct(usage.postgres)}, bench (load) ${pct(usage.self)}, other ${pct(usage.other)} (noise).`,
  );
  printActivity(activity, 'during the measured run');
  if (cpuProfile)
    await printServerProfile(app.server.child, app.profileDir, [window], 'during the measured run');
  if ((usage.other ?? 0) > 0.25)
    console.log(
      '\nNOISY: other processes used more than 25% of a core during the run; rerun on a quiet machine.',
    );
  if (problems.length > 0) console.log(`\nInvalid run:\n  ${problems.join('\n  ')}`);
  const p50 = percentile(latencies, 50);
  const p99 = percentile(latencies, 99);
  const pass =
    problems.length === 0 && p99 !== undefined && p99 <= BUDGET_P99_MS && achieved >= BUDGET_RATE * 0.95;
  console.log(
    `\n${pass ? 'PASS' : 'FAIL'}: ${achieved.toFixed(0)} tickets/s offered, due → answered p50 ${ms(p50)}, p99 ${ms(p99)}, max ${ms(latencies.at(-1))}; target p99 ≤ ${BUDGET_P99_MS} ms at ${BUDGET_RATE}/s${problems.length > 0 ? ' (and the checks failed)' : ''}.`,
  );
  if (args.includes('--json'))
    console.log(
      JSON.stringify({
        budget: 'sports-tickets',
        pass,
        rate: achieved,
        p50,
        p95: percentile(latencies, 95),
        p99,
        max: latencies.at(-1),
        outcomes: Object.fromEntries(outcomes),
        settings,
        cpu: usage,
        problems,
      }),
    );
  return pass;
};

await runBenchmark('sports-tickets', harness, main);
