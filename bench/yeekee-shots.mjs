// Budget (issue 11): accepted Yeekee shots per second into ONE round ≥ 2,000/s with p99 ≤ 150 ms, on
// PostgreSQL.
//
// On the PostgreSQL server of BENCH_DATABASE_URL, a fresh database for the real server (`node --import
// tsx apps/server/src/main.ts`: migrations + demo seed). One member is registered through the real
// API (for a password hash), `--members` more are written straight into the tables and log in through
// `POST /api/login`. A Yeekee product, its market settings and one round open for the whole run are
// written straight into the tables (no cooldown, no per-member limit in reach: this measures the
// intake, not the throttles). autocannon, from this process, then keeps N connections shooting
// (`POST /api/v2/lotto/yeekee/rounds/{code}/shots`, members taken in turn, random 5-digit numbers):
// a warm-up run (discarded), then the measured run. Afterwards the round's tally is checked against
// its shots: seqs 1..n without a gap, the count and the sum.
//
//   node bench/yeekee-shots.mjs [--connections 50] [--duration 10] [--warmup 2] [--members 200] [--wait-quiet <min>] [--json] [--strict]
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/yeekee-shots.mjs
import { randomInt } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { OPERATOR_KEY, pct, startCpuMonitor } from './lib/chokdee.mjs';
import { machine, table } from './lib/common.mjs';
import { createYeekeeBench, waitQuietIf, yeekeeBenchArgs } from './lib/yeekee.mjs';

const BUDGET_SHOTS_PER_SECOND = 2_000;
const BUDGET_P99_MS = 150;
const ROUND_CODE = 'YKBENCH2026010101';

const { settings, adminUrl, waitQuietMinutes, json, strict } = yeekeeBenchArgs({
  connections: 50,
  duration: 10,
  warmup: 2,
  members: 200,
});
const bench = createYeekeeBench(adminUrl);

/** One autocannon run of shots: accepted per second, latency percentiles, refusals by code. */
const shootFor = async ({ base, members, serverPid, database }, duration, measure) => {
  const outcomes = new Map();
  let turn = 0;
  const cpu = measure
    ? startCpuMonitor({
        adminUrl,
        databases: [database],
        pids: () => ({ server: serverPid, self: process.pid }),
      })
    : undefined;
  await cpu?.ready;
  const started = performance.now();
  const result = await autocannon({
    url: base,
    connections: settings.connections,
    duration,
    timeout: 30,
    requests: [
      {
        method: 'POST',
        path: `/api/v2/lotto/yeekee/rounds/${ROUND_CODE}/shots`,
        setupRequest: (request) => {
          const member = members[turn % members.length];
          turn += 1;
          return {
            ...request,
            headers: {
              'content-type': 'application/json',
              'x-operator': OPERATOR_KEY,
              authorization: `Bearer ${member.token}`,
            },
            body: JSON.stringify({ number: String(randomInt(0, 100_000)).padStart(5, '0') }),
          };
        },
        onResponse: (status, body) => {
          let key = 'OK';
          if (status !== 200) {
            try {
              key = `code ${JSON.parse(body)?.status?.code} (HTTP ${status})`;
            } catch {
              key = `HTTP ${status}`;
            }
          }
          outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
        },
      },
    ],
  });
  const seconds = (performance.now() - started) / 1000;
  const usage = await cpu?.stop();
  const accepted = outcomes.get('OK') ?? 0;
  return {
    accepted,
    shotsPerSecond: accepted / seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    outcomes: Object.fromEntries(outcomes),
    errors: result.errors,
    timeouts: result.timeouts,
    usage,
  };
};

const main = async () => {
  const facts = await machine();
  console.log(
    `Yeekee shot intake: ${facts.cpus} CPUs (${facts.cpuModel}), Node ${facts.node}; ${settings.connections} connections, ${settings.warmup} s warm-up + ${settings.duration} s measured; ${settings.members} members; budget ≥ ${BUDGET_SHOTS_PER_SECOND}/s accepted into one round, p99 ≤ ${BUDGET_P99_MS} ms\n`,
  );
  await waitQuietIf(waitQuietMinutes);
  const { base, members, serverPid, database, databaseUrl, roundId } = await bench.setUp({
    members: settings.members,
    roundCode: ROUND_CODE,
  });
  console.log(`Server up; ${settings.members} members logged in; round ${ROUND_CODE} open.\n`);

  const context = { base, members, serverPid, database };
  await shootFor(context, settings.warmup, false);
  const run = await shootFor(context, settings.duration, true);

  const check = new pg.Client({ connectionString: databaseUrl });
  await check.connect();
  const [tally] = (
    await check.query(
      `select y.last_seq, y.shot_count, y.shot_sum::text, s.n, s.max_seq, s.total::text
       from yeekee_rounds y, (select count(*)::int n, coalesce(max(seq), 0)::int max_seq, coalesce(sum(number::int), 0) total
                              from yeekee_shots where round_id = $1) s
       where y.round_id = $1`,
      [roundId],
    )
  ).rows;
  await check.end();
  const gapless =
    Number(tally.last_seq) === tally.n &&
    tally.max_seq === tally.n &&
    tally.shot_count === tally.n &&
    tally.shot_sum === tally.total;

  console.log(
    table(
      [
        'accepted/s',
        'p50 ms',
        'p99 ms',
        'accepted',
        'other answers',
        'socket errors',
        'server CPU',
        'postgres CPU',
        'rest of machine',
      ],
      [
        [
          run.shotsPerSecond.toFixed(0),
          String(run.p50),
          String(run.p99),
          String(run.accepted),
          Object.entries(run.outcomes)
            .filter(([key]) => key !== 'OK')
            .map(([key, n]) => `${key}: ${n}`)
            .join(', ') || 'none',
          String(run.errors + run.timeouts),
          pct(run.usage?.server ?? 0),
          pct(run.usage?.postgres ?? 0),
          pct(run.usage?.other ?? 0),
        ],
      ],
    ),
  );
  console.log(
    `\nTally after both runs: last_seq ${tally.last_seq}, shot_count ${tally.shot_count}, ${tally.n} shot rows, max seq ${tally.max_seq}, sum ${tally.shot_sum} (rows: ${tally.total}) → ${gapless ? 'gapless and consistent' : 'INCONSISTENT'}`,
  );
  const pass = gapless && run.shotsPerSecond >= BUDGET_SHOTS_PER_SECOND && run.p99 <= BUDGET_P99_MS;
  if (json) console.log(JSON.stringify({ settings, run, tally, gapless, pass }));
  console.log(
    `\n${pass ? 'PASS' : 'FAIL'}: ${run.shotsPerSecond.toFixed(0)} accepted shots/s, p99 ${run.p99} ms`,
  );
  return pass;
};

bench.run(main, strict);
