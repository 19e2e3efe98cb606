// Budget (docs/domain/yeekee.md §3.3): Yeekee shots accepted into ONE round at ≥ 2,000/s with a p99
// latency ≤ 150 ms, on PostgreSQL.
//
// Creates a fresh database on the PostgreSQL server of BENCH_DATABASE_URL and starts the real server
// on it (`node --import tsx apps/server/src/main.ts`: migrations + demo seed). The owner creates a
// bench market through `POST /api/admin/lottery/yeekee/markets` (rounds of 60 minutes, shooting
// window 300 s, no cooldown, 10,000 shots per member, minimum 20 shots); `--members` members are
// written straight into the tables with the password hash of one member registered through the API,
// then each logs in through `POST /api/login`. Once the market's round is open, autocannon (in this
// process) keeps `--connections` connections shooting `POST /api/v2/lotto/yeekee/rounds/{roundCode}/shots
// {number}` (random 5 digits, members taken in turn): a warm-up run (discarded) then a measured run.
// Answers are counted by outcome (accepted, or refused by error code); latency is autocannon's over
// every answer. Afterwards the bench checks the round in the database: shots numbered 1..N without a
// gap or a repeat, N = the shots answered accepted (+ at most the requests still in flight when
// autocannon stopped), each accepted answer's seq holding its number, and the round's tally
// (last_seq, shot_count, shot_sum) equal to the shots.
//
//   node bench/yeekee-shots.mjs [--connections 100] [--duration 10] [--warmup 2] [--members 200]
//                               [--wait-quiet <min>] [--cpu-prof] [--keep-db] [--json] [--strict]
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/yeekee-shots.mjs
import { tsImport } from 'tsx/esm/api';
import {
  activityBy,
  countInto,
  outcomeOf,
  pct,
  postAsMembers,
  printActivity,
  printServerProfile,
  startRunMeasure,
} from './lib/chokdee.mjs';
import { table, waitForQuiet } from './lib/common.mjs';
import {
  adminUrl,
  args,
  commonOptions,
  option,
  printFacts,
  randomShot,
  runBenchmark,
  setupOpenRound,
} from './lib/yeekee.mjs';

const BUDGET_PER_SECOND = 2000;
const BUDGET_P99_MS = 150;
/** Refusals above this share of the attempts make the run invalid: it would not measure accepting shots. */
const MAX_REFUSED_SHARE = 0.01;
const MARKET_CODE = 'BENCHYK';

const settings = {
  connections: option('--connections', 100),
  duration: option('--duration', 10),
  warmup: option('--warmup', 2),
  members: option('--members', 200),
};
const { cpuProfile, waitQuietMinutes, harness } = commonOptions();

/** What a server connection is doing while shots are taken, by state, wait event and statement. */
const intakeActivity = activityBy((q) =>
  q.includes('yeekee_intake_samples')
    ? 'intake samples'
    : q.includes('yeekee_round_shooters')
      ? 'round shooters (read / upsert)'
      : q.includes('yeekee_shots') && q.includes('insert')
        ? 'INSERT shots'
        : q.includes('yeekee_rounds') && q.includes('for update')
          ? 'round tally row FOR UPDATE'
          : q.includes('yeekee_rounds') && q.includes('update')
            ? 'round tally UPDATE'
            : q.includes('member_sessions')
              ? 'session check'
              : q.includes('yeekee_') || q.includes('lottery_rounds')
                ? 'other Yeekee read'
                : q === 'commit'
                  ? 'COMMIT'
                  : 'other statement',
);

/** One autocannon run of shots; `accepted` (seq → number) collects every accepted answer. */
const shoot = async ({ context, duration, measure, accepted }) => {
  const { base, serverPid, database, databaseUrl, members, roundCode, errorNameOf } = context;
  const outcomes = new Map();
  let answered = 0;
  let duplicateSeqs = 0;
  const measured = await startRunMeasure({
    measure,
    adminUrl,
    database,
    databaseUrl,
    serverPid,
    classify: intakeActivity,
  });
  const started = performance.now();
  const windowStart = Number(process.hrtime.bigint() / 1000n);
  const { result, sent } = await postAsMembers({
    base,
    connections: settings.connections,
    duration,
    path: `/api/v2/lotto/yeekee/rounds/${encodeURIComponent(roundCode)}/shots`,
    members,
    body: () => ({ number: randomShot() }),
    onResponse: (status, body) => {
      answered += 1;
      if (status < 200 || status >= 300) return countInto(outcomes, outcomeOf(status, body, errorNameOf));
      let data;
      try {
        data = JSON.parse(body)?.data;
      } catch {
        data = undefined;
      }
      if (!Number.isInteger(data?.seq)) return countInto(outcomes, `HTTP ${status} without a seq`);
      if (accepted.has(data.seq)) duplicateSeqs += 1;
      accepted.set(data.seq, data.number);
      countInto(outcomes, 'accepted');
    },
  });
  const seconds = (performance.now() - started) / 1000;
  const { activity, usage } = await measured.stop();
  const ok = outcomes.get('accepted') ?? 0;
  return {
    window: { start: windowStart, end: Number(process.hrtime.bigint() / 1000n) },
    activity,
    ok,
    perSecond: ok / seconds,
    attempts: [...outcomes.values()].reduce((sum, n) => sum + n, 0),
    inFlight: sent - answered,
    duplicateSeqs,
    outcomes,
    latency: result.latency,
    errors: result.errors,
    timeouts: result.timeouts,
    usage,
  };
};

/** The round in the database against the answers: gapless 1..N, N = accepted (+ in flight), numbers, tally. */
const checkRound = async (client, roundId, accepted, inFlight) => {
  const problems = [];
  const [shots] = (
    await client.query(
      `select count(*)::int as n, count(distinct seq)::int as distinct_seqs, coalesce(min(seq), 0)::int as min_seq,
              coalesce(max(seq), 0)::int as max_seq, coalesce(sum(number::int), 0)::text as sum
       from yeekee_shots where round_id = $1`,
      [roundId],
    )
  ).rows;
  const [tally] = (
    await client.query(
      'select last_seq::int, shot_count, shot_sum::text as shot_sum from yeekee_rounds where round_id = $1',
      [roundId],
    )
  ).rows;
  if (shots.n > 0 && (shots.min_seq !== 1 || shots.max_seq !== shots.n || shots.distinct_seqs !== shots.n))
    problems.push(
      `seqs are not 1..N: ${shots.n} shots, ${shots.distinct_seqs} distinct seqs from ${shots.min_seq} to ${shots.max_seq}`,
    );
  if (shots.n < accepted.size || shots.n > accepted.size + inFlight)
    problems.push(
      `${shots.n} shots in the database, ${accepted.size} answered accepted (+ at most ${inFlight} in flight)`,
    );
  if (tally.last_seq !== shots.max_seq || tally.shot_count !== shots.n || tally.shot_sum !== shots.sum)
    problems.push(
      `round tally last_seq ${tally.last_seq}, shot_count ${tally.shot_count}, shot_sum ${tally.shot_sum}; shots: max seq ${shots.max_seq}, ${shots.n}, sum ${shots.sum}`,
    );
  const { rows } = await client.query(
    `select count(*)::int as wrong from yeekee_shots s
     join unnest($2::int[], $3::text[]) a(seq, number) on a.seq = s.seq
     where s.round_id = $1 and s.number <> a.number`,
    [roundId, [...accepted.keys()], [...accepted.values()]],
  );
  if (rows[0].wrong > 0) problems.push(`${rows[0].wrong} accepted answers whose seq holds another number`);
  return { problems, shots, tally };
};

// ---------------------------------------------------------------------------------------------
const main = async () => {
  await printFacts('Yeekee shots into one round');
  console.log(
    `${settings.connections} connections, ${settings.warmup} s warm-up + ${settings.duration} s measured; ${settings.members} members; budget ≥ ${BUDGET_PER_SECOND.toLocaleString('en')} accepted/s, p99 ≤ ${BUDGET_P99_MS} ms\n`,
  );
  const contracts = await tsImport('@chokdee/contracts', import.meta.url);
  const { app, members, round } = await setupOpenRound(harness, {
    prefix: 'yeekee-shots',
    cpuProfile,
    code: MARKET_CODE,
    name: 'ยี่กี bench',
    count: settings.members,
    minOpenMs: (settings.warmup + settings.duration) * 1000 + 300_000,
  });
  if (waitQuietMinutes > 0) {
    console.log(`Waiting up to ${waitQuietMinutes} min for the machine to go quiet…`);
    if (await waitForQuiet(waitQuietMinutes)) console.log('Quiet: starting.');
  }

  const context = {
    base: app.base,
    serverPid: app.server.child.pid,
    database: app.database,
    databaseUrl: app.databaseUrl,
    members,
    roundCode: round.round_code,
    errorNameOf: contracts.errorNameOf,
  };
  const accepted = new Map();
  const warm = await shoot({ context, duration: settings.warmup, measure: false, accepted });
  const run = await shoot({ context, duration: settings.duration, measure: true, accepted });
  // Whatever was still in flight when autocannon stopped may land meanwhile: let it settle.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const checked = await checkRound(app.client, round.id, accepted, warm.inFlight + run.inFlight);

  const problems = [...checked.problems];
  const refused = run.attempts - run.ok;
  if (refused > run.attempts * MAX_REFUSED_SHARE)
    problems.push(`${refused} of ${run.attempts} shots refused in the measured run`);
  if (run.errors || run.timeouts) problems.push(`${run.errors} connection errors, ${run.timeouts} timeouts`);
  if (warm.duplicateSeqs + run.duplicateSeqs > 0)
    problems.push(`${warm.duplicateSeqs + run.duplicateSeqs} seqs answered twice`);

  console.log(
    table(
      ['run', 'accepted/s', 'accepted', 'refused', 'p50 ms', 'p99 ms', 'max ms'],
      [
        [
          'measured',
          Math.round(run.perSecond),
          run.ok,
          refused,
          run.latency.p50,
          run.latency.p99,
          run.latency.max,
        ],
        [
          'warm-up',
          Math.round(warm.perSecond),
          warm.ok,
          warm.attempts - warm.ok,
          warm.latency.p50,
          warm.latency.p99,
          warm.latency.max,
        ],
      ],
    ),
  );
  const usage = run.usage;
  console.log(
    `\nCPU during the measured run (% of one core): server ${pct(usage.server)}, PostgreSQL ${pct(usage.postgres)}, autocannon ${pct(usage.self)}, other ${pct(usage.other)} (noise).`,
  );
  if (run.activity) printActivity(run.activity, 'during the measured run');
  console.log(
    `\nOutcomes of the measured run: ${[...run.outcomes].map(([key, n]) => `${key} ${n}`).join(', ')}.`,
  );
  console.log(
    `Checked: ${checked.shots.n.toLocaleString('en')} shots in the round, seqs ${checked.shots.min_seq}..${checked.shots.max_seq}, for ${accepted.size.toLocaleString('en')} answered accepted (warm-up included; ${warm.inFlight + run.inFlight} in flight when a run stopped); tally last_seq ${checked.tally.last_seq}, shot_count ${checked.tally.shot_count}, sum ${checked.tally.shot_sum}.`,
  );
  if (cpuProfile)
    await printServerProfile(app.server.child, app.profileDir, [run.window], 'in the measured run');
  if ((usage.other ?? 0) > 0.25)
    console.log(
      '\nNOISY: other processes used more than 25% of a core during the run; rerun on a quiet machine.',
    );
  if (problems.length > 0) console.log(`\nInvalid run:\n  ${problems.join('\n  ')}`);
  const pass =
    problems.length === 0 && run.perSecond >= BUDGET_PER_SECOND && run.latency.p99 <= BUDGET_P99_MS;
  console.log(
    `\n${pass ? 'PASS' : 'FAIL'}: ${Math.round(run.perSecond).toLocaleString('en')} shots accepted/s into one round, p99 ${run.latency.p99} ms; budget ≥ ${BUDGET_PER_SECOND.toLocaleString('en')}/s, p99 ≤ ${BUDGET_P99_MS} ms${problems.length > 0 ? ' (and the checks failed)' : ''}.`,
  );
  if (args.includes('--json'))
    console.log(
      JSON.stringify({
        budget: 'yeekee-shots',
        pass,
        perSecond: run.perSecond,
        p50: run.latency.p50,
        p99: run.latency.p99,
        settings,
        outcomes: Object.fromEntries(run.outcomes),
        cpu: usage,
        problems,
      }),
    );
  return pass;
};

await runBenchmark('yeekee-shots', harness, main);
