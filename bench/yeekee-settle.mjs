// Budget (docs/domain/yeekee.md §3.2): a Yeekee round of 100,000 bet lines gets its result within 10 s
// of the freeze and every bill settled within 60 s of it, by the server's own Yeekee job, on PostgreSQL.
//
// Creates a fresh database on the PostgreSQL server of BENCH_DATABASE_URL and starts the real server
// on it (migrations + demo seed). The owner creates a bench market through the admin API with short
// rounds (`--round-minutes`, shooting window `--window` s, no cooldown, minimum 20 shots, SEEDED).
// `--members` members are written straight into the tables; in the first round of the market that
// closes at least `--prepare` s ahead, one bill of `--lines-per-bill` lines per member (the product's
// bet types and rates, deterministic numbers and stakes), the exposure rows and the ledger as the bill
// path leaves it (each member funded DEPOSITS_CLEARING → MAIN, each stake MAIN → BETS, entries,
// balances, versions), then VACUUM ANALYZE and a CHECKPOINT. Once the round opens, `--shooters`
// members (logged in through the API) shoot once each, then one shot every 2 s until just before
// the freeze (members shoot up to the end; it keeps the intake samples flowing). Nothing else is done:
// the server's job must freeze the round, compute and store the result and settle it. The bench polls
// the round's row every 100 ms and reports, from the round's freezeAt: the freeze (frozen_at), the
// result stored (resulted_at) and the round SETTLED (settled_at), as the server stamped them and as
// the bench saw them. Afterwards it recounts every bill's win from the stored result with
// @chokdee/lottery (judgeLine, winSatang) and checks the bills, the LOTTERY_WIN transfers, the proof
// (`GET …/proof`, every page, recomputed with verifyYeekeeProof) and `GET /api/admin/ledger/check`.
//
//   node bench/yeekee-settle.mjs [--members 1000] [--lines-per-bill 100] [--round-minutes 3] [--window 30]
//                                [--prepare 90] [--shooters 25] [--cpu-prof] [--keep-db] [--json] [--strict]
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/yeekee-settle.mjs
import { tsImport } from 'tsx/esm/api';
import {
  call,
  countInto,
  ledgerCheck,
  loginAll,
  OWNER_PASSWORD,
  outcomeOf,
  pct,
  printServerProfile,
  staffLogin,
  startCpuMonitor,
  writeMembers,
  writeRoundBills,
} from './lib/chokdee.mjs';
import { sleep, table } from './lib/common.mjs';
import {
  adminUrl,
  args,
  commonOptions,
  createBenchMarket,
  option,
  printFacts,
  randomShot,
  runBenchmark,
  startBenchServer,
  waitForRound,
} from './lib/yeekee.mjs';

const BUDGET_RESULT_SECONDS = 10;
const BUDGET_SETTLED_SECONDS = 60;
/** After the freeze, how long the bench waits for the round to settle before it gives up. */
const GIVE_UP_SECONDS = 300;
const MARKET_CODE = 'BENCHYKS';

const settings = {
  members: option('--members', 1000),
  linesPerBill: option('--lines-per-bill', 100),
  roundMinutes: option('--round-minutes', 3),
  window: option('--window', 30),
  prepare: option('--prepare', 90),
  shooters: Math.max(20, option('--shooters', 25)),
};
const { cpuProfile, harness } = commonOptions();

/** The lines of a bill by share of 100 (daily products: no front/back 3); a type the product lacks is skipped. */
const MIX = [
  ['THREE_TOP', 35],
  ['THREE_TOD', 15],
  ['TWO_TOP', 20],
  ['TWO_BOTTOM', 25],
  ['RUN_TOP', 3],
  ['RUN_BOTTOM', 2],
];
const STAKES_BAHT = [1, 2, 5, 10, 20, 50, 100];

const seconds = (value) => (value === undefined || value === null ? '—' : `${(value / 1000).toFixed(2)} s`);
const timed = async (label, fn) => {
  const started = performance.now();
  const value = await fn();
  console.log(`  ${label.padEnd(58)} ${seconds(performance.now() - started).padStart(8)}`);
  return value;
};

/** The round's bills (lib `writeRoundBills`): MIX's types the product offers, with its rates. */
const writeBills = async (client, { operatorId, round, betTypeDigits }) => {
  const offered = (
    await client.query(
      'select bet_type from lottery_product_bet_types where product_id = $1 and is_enabled',
      [round.product_id],
    )
  ).rows.map((row) => row.bet_type);
  const mix = MIX.filter(([betType]) => offered.includes(betType)).map(([betType, share]) => [
    betType,
    share,
    betTypeDigits[betType],
  ]);
  if (mix.length === 0)
    throw new Error(`the market's product offers none of ${MIX.map(([t]) => t).join(', ')}`);
  await writeRoundBills(client, {
    operatorId,
    ms: Date.now(),
    roundId: round.id,
    productId: round.product_id,
    mix,
    perBill: settings.linesPerBill,
    stakesBaht: STAKES_BAHT,
    members: settings.members,
    timed,
  });
};

/** Shoots once per shooter at the open, then one shot every 2 s until 1.5 s before the freeze. */
const shootUntilFreeze = async ({ base, shooters, round, errorNameOf }) => {
  const outcomes = new Map();
  const href = `/api/v2/lotto/yeekee/rounds/${encodeURIComponent(round.round_code)}/shots`;
  const shoot = async (member) => {
    const res = await call(base, 'POST', href, { token: member.token, body: { number: randomShot() } }).catch(
      (error) => ({ status: 0, error }),
    );
    if (res.status >= 200 && res.status < 300 && Number.isInteger(res.json?.data?.seq))
      return countInto(outcomes, 'accepted');
    countInto(
      outcomes,
      res.error
        ? `request failed: ${res.error.cause?.code ?? res.error.message}`
        : outcomeOf(res.status, res.text, errorNameOf),
    );
  };
  const wait = round.open_at.getTime() - Date.now();
  if (wait > 0) {
    console.log(`Waiting ${(wait / 1000).toFixed(0)} s for round ${round.round_code} to open…`);
    await sleep(wait + 200);
  }
  await Promise.all(shooters.map(shoot));
  console.log(
    `Opening volley: ${[...outcomes].map(([k, n]) => `${k} ${n}`).join(', ')}; one shot every 2 s until the freeze at ${round.freeze_at.toISOString()}…`,
  );
  const stopAt = round.freeze_at.getTime() - 1500;
  for (let i = 0; Date.now() + 2000 < stopAt; i++) {
    await sleep(2000);
    await shoot(shooters[i % shooters.length]);
  }
  return outcomes;
};

/** Polls the round every 100 ms from before its freeze until SETTLED or CANCELLED; answers what was seen when. */
const watchRound = async (client, round) => {
  const read = async () =>
    (
      await client.query(
        `select r.status, r.settled_at, r.result_derived, y.frozen_at, y.resulted_at, y.void_reason
         from lottery_rounds r join yeekee_rounds y on y.round_id = r.id where r.id = $1`,
        [round.id],
      )
    ).rows[0];
  const seen = {};
  const deadline = round.freeze_at.getTime() + GIVE_UP_SECONDS * 1000;
  while (Date.now() < deadline) {
    const row = await read();
    const at = Date.now();
    if (row.frozen_at && !seen.frozen) seen.frozen = at;
    if ((row.resulted_at || row.result_derived) && !seen.resulted) seen.resulted = at;
    if (row.status === 'SETTLED' && !seen.settled) seen.settled = at;
    if (row.status === 'CANCELLED' || row.void_reason) return { row, seen, ended: 'void' };
    if (row.status === 'SETTLED') return { row, seen, ended: 'settled' };
    await sleep(100);
  }
  return { row: await read(), seen, ended: 'timeout' };
};

/** The bench's own recount from the stored result, checked against bills and LOTTERY_WIN transfers. */
const verifySettlement = async (client, { round, derived, lottery }) => {
  const problems = [];
  const lines = (
    await client.query(
      `select bill_id, bet_type, number, stake_satang::text as stake, rate::text as rate
       from lottery_bill_lines where round_id = $1`,
      [round.id],
    )
  ).rows;
  const expected = new Map();
  let winningLines = 0;
  let total = 0n;
  for (const line of lines) {
    const hits = lottery.judgeLine(line.bet_type, line.number, derived);
    if (hits === 0) continue;
    const win = lottery.winSatang(BigInt(line.stake), line.rate, hits);
    winningLines += 1;
    total += win;
    expected.set(line.bill_id, (expected.get(line.bill_id) ?? 0n) + win);
  }
  const bills = (
    await client.query(
      'select id, status, total_win_satang::text as win from lottery_bills where round_id = $1',
      [round.id],
    )
  ).rows;
  const transfers = new Map(
    (
      await client.query(
        `select t.cause_id, count(*)::int as n, sum(t.amount_satang)::text as amount
         from ledger_transfers t join lottery_bills b on b.id::text = t.cause_id
         where t.kind = 'LOTTERY_WIN' and t.cause_type = 'lottery_bill' and b.round_id = $1
         group by t.cause_id`,
        [round.id],
      )
    ).rows.map((row) => [row.cause_id, row]),
  );
  let wrongBills = 0;
  let wrongTransfers = 0;
  for (const bill of bills) {
    const want = expected.get(bill.id) ?? 0n;
    if (bill.status !== 1 || BigInt(bill.win ?? -1) !== want) wrongBills += 1;
    const transfer = transfers.get(bill.id);
    if (want === 0n ? transfer !== undefined : transfer?.n !== 1 || BigInt(transfer.amount) !== want)
      wrongTransfers += 1;
  }
  if (wrongBills > 0)
    problems.push(`${wrongBills} of ${bills.length} bills not settled with the recounted win`);
  if (wrongTransfers > 0)
    problems.push(`${wrongTransfers} bills whose LOTTERY_WIN transfers differ from the recount`);
  return {
    problems,
    bills: bills.length,
    lines: lines.length,
    winningLines,
    winningBills: expected.size,
    total,
  };
};

/** Every page of `GET …/proof`, recomputed with verifyYeekeeProof; answers problems (empty: it verifies). */
const verifyProof = async ({ base, token, round, derived, minShots, lottery }) => {
  const href = `/api/v2/lotto/yeekee/rounds/${encodeURIComponent(round.round_code)}/proof`;
  const shots = [];
  let first;
  let afterSeq;
  for (let page = 0; page < 1000; page++) {
    const res = await call(
      base,
      'GET',
      `${href}?limit=5000${afterSeq === undefined ? '' : `&afterSeq=${afterSeq}`}`,
      {
        token,
      },
    );
    if (res.status !== 200) return [`proof answered ${res.status}: ${res.text.slice(0, 200)}`];
    first ??= res.json.data;
    shots.push(...res.json.data.shots);
    afterSeq = res.json.data.nextAfterSeq;
    if (afterSeq === null || afterSeq === undefined) break;
  }
  const verdict = lottery.verifyYeekeeProof({ ...first, roundCode: round.round_code, shots, minShots });
  const problems = verdict.ok ? [] : [`the proof does not verify: ${verdict.problems.join('; ')}`];
  if (shots.length !== first.shotCount)
    problems.push(`proof pages hold ${shots.length} shots, shotCount ${first.shotCount}`);
  if (first.top3 !== derived.top3 || first.bottom2 !== derived.bottom2)
    problems.push(`proof ${first.top3}/${first.bottom2}, stored result ${derived.top3}/${derived.bottom2}`);
  return problems;
};

// ---------------------------------------------------------------------------------------------
const main = async () => {
  await printFacts('Yeekee result and settlement');
  const totalLines = settings.members * settings.linesPerBill;
  console.log(
    `${totalLines.toLocaleString('en')} lines: ${settings.members.toLocaleString('en')} members × 1 bill × ${settings.linesPerBill} lines; rounds of ${settings.roundMinutes} min, window ${settings.window} s; budget: result ≤ ${BUDGET_RESULT_SECONDS} s and settled ≤ ${BUDGET_SETTLED_SECONDS} s after the freeze\n`,
  );
  const lottery = await tsImport('@chokdee/lottery', import.meta.url);
  const contracts = await tsImport('@chokdee/contracts', import.meta.url);
  const app = await startBenchServer(harness, 'yeekee-settle', { cpuProfile });
  const { base, client, operatorId } = app;
  const ownerToken = await staffLogin(base, 'owner', OWNER_PASSWORD);
  const market = await createBenchMarket(base, ownerToken, {
    code: MARKET_CODE,
    name: 'ยี่กี bench settle',
    roundMinutes: settings.roundMinutes,
    shootWindowSeconds: settings.window,
    minShots: 20,
    maxShotsPerMember: 100,
    shotCooldownSeconds: 0,
    formula: 'SEEDED',
  });
  console.log(`Market ${MARKET_CODE} created (first close ${market.firstCloseTime} Bangkok).`);
  const { password, phones } = await writeMembers({ ...app, count: settings.members });
  const { members: shooters } = await loginAll(base, phones.slice(0, settings.shooters), password);
  const round = await waitForRound(
    client,
    MARKET_CODE,
    (rows, now) => rows.find((r) => r.close_at.getTime() - now >= settings.prepare * 1000),
    { timeoutMs: 300_000, what: `round closing ≥ ${settings.prepare} s ahead` },
  );
  console.log(
    `Round ${round.round_code} (${round.status}): open ${round.open_at.toISOString()}, close ${round.close_at.toISOString()}, freeze ${round.freeze_at.toISOString()}. Writing its bills:`,
  );
  await writeBills(client, { operatorId, round, betTypeDigits: lottery.betTypeDigits });
  await timed('VACUUM ANALYZE, CHECKPOINT', async () => {
    await client.query('vacuum analyze');
    await client.query('checkpoint');
  });
  const before = await ledgerCheck(base, ownerToken);
  if (!before.ok)
    throw new Error(`the ledger check fails before the round: ${JSON.stringify(before).slice(0, 300)}`);
  if (Date.now() >= round.close_at.getTime())
    throw new Error(
      `writing the bills took past the close (${round.close_at.toISOString()}): use a larger --prepare`,
    );

  const shooting = shootUntilFreeze({ base, shooters, round, errorNameOf: contracts.errorNameOf });
  // Measure from a little before the freeze to the settlement.
  await sleep(Math.max(0, round.freeze_at.getTime() - Date.now() - 3000));
  const cpu = startCpuMonitor({
    adminUrl,
    databases: [app.database],
    pids: () => ({ server: app.server.child.pid, self: process.pid }),
    intervalMs: 250,
  });
  await cpu.ready;
  const windowStart = Number(process.hrtime.bigint() / 1000n);
  const outcomes = await shooting;
  const watched = await watchRound(client, round);
  const usage = await cpu.stop();
  const window = { start: windowStart, end: Number(process.hrtime.bigint() / 1000n) };

  const freezeAt = round.freeze_at.getTime();
  const { row, seen } = watched;
  const stored = {
    frozen: row.frozen_at ? row.frozen_at.getTime() - freezeAt : undefined,
    resulted: row.resulted_at ? row.resulted_at.getTime() - freezeAt : undefined,
    settled: row.settled_at ? row.settled_at.getTime() - freezeAt : undefined,
  };
  const observed = {
    frozen: seen.frozen && seen.frozen - freezeAt,
    resulted: seen.resulted && seen.resulted - freezeAt,
    settled: seen.settled && seen.settled - freezeAt,
  };
  const problems = [];
  const [shots] = (
    await client.query('select count(*)::int as n from yeekee_shots where round_id = $1', [round.id])
  ).rows;
  if (watched.ended === 'void')
    problems.push(`the round was voided (${row.void_reason ?? row.status}) with ${shots.n} shots`);
  if (watched.ended === 'timeout')
    problems.push(
      `the round is ${row.status} ${GIVE_UP_SECONDS} s after its freeze (frozen ${row.frozen_at ? 'yes' : 'no'}, resulted ${row.resulted_at ? 'yes' : 'no'})`,
    );
  let settlement;
  if (watched.ended === 'settled') {
    const derived = row.result_derived;
    settlement = await verifySettlement(client, { round, derived, lottery });
    problems.push(...settlement.problems);
    problems.push(
      ...(await verifyProof({ base, token: shooters[0].token, round, derived, minShots: 20, lottery })),
    );
  }
  const after = await ledgerCheck(base, ownerToken);
  if (!after.ok) problems.push(`ledger check after: ${JSON.stringify(after).slice(0, 300)}`);

  console.log(
    `\nShots: ${shots.n} in the round (${[...outcomes].map(([k, n]) => `${k} ${n}`).join(', ')}).\n`,
  );
  console.log(
    table(
      ['from freezeAt to', 'server stamp', 'bench saw it', 'budget'],
      [
        ['frozen (frozen_at)', seconds(stored.frozen), seconds(observed.frozen), '—'],
        [
          'result stored (resulted_at)',
          seconds(stored.resulted),
          seconds(observed.resulted),
          `≤ ${BUDGET_RESULT_SECONDS} s`,
        ],
        [
          'round SETTLED (settled_at)',
          seconds(stored.settled),
          seconds(observed.settled),
          `≤ ${BUDGET_SETTLED_SECONDS} s`,
        ],
      ],
    ),
  );
  if (settlement)
    console.log(
      `\nResult ${row.result_derived?.top3 ?? '?'} / ${row.result_derived?.bottom2 ?? '?'}: ${settlement.bills.toLocaleString('en')} bills (${settlement.lines.toLocaleString('en')} lines) settled; recount: ${settlement.winningLines.toLocaleString('en')} winning lines on ${settlement.winningBills.toLocaleString('en')} bills, ${contracts.formatAmount(settlement.total)} baht.`,
    );
  console.log(
    `Ledger check after: ${after.ok ? 'ok' : 'NOT ok'} (${after.accountsChecked?.toLocaleString('en')} accounts). CPU from 3 s before the freeze to the end (% of one core): server ${pct(usage.server)}, PostgreSQL ${pct(usage.postgres)}, bench ${pct(usage.self)}, other ${pct(usage.other)} (noise).`,
  );
  if (cpuProfile)
    await printServerProfile(app.server.child, app.profileDir, [window], 'from the freeze to the settlement');
  if ((usage.other ?? 0) > 0.25)
    console.log('\nNOISY: other processes used more than 25% of a core meanwhile; rerun on a quiet machine.');
  if (problems.length > 0) console.log(`\nInvalid run:\n  ${problems.join('\n  ')}`);
  // The server's stamps decide (its own clock, the same machine); the bench's sightings back them.
  const resulted = stored.resulted ?? observed.resulted;
  const settled = stored.settled ?? observed.settled;
  const pass =
    problems.length === 0 &&
    resulted !== undefined &&
    settled !== undefined &&
    resulted <= BUDGET_RESULT_SECONDS * 1000 &&
    settled <= BUDGET_SETTLED_SECONDS * 1000;
  console.log(
    `\n${pass ? 'PASS' : 'FAIL'}: ${totalLines.toLocaleString('en')} lines, result ${seconds(resulted)} and settled ${seconds(settled)} after the freeze; budget ≤ ${BUDGET_RESULT_SECONDS} s and ≤ ${BUDGET_SETTLED_SECONDS} s${problems.length > 0 ? ' (and the checks failed)' : ''}.`,
  );
  if (args.includes('--json'))
    console.log(
      JSON.stringify({
        budget: 'yeekee-settle',
        pass,
        resultSeconds: resulted / 1000,
        settledSeconds: settled / 1000,
        stored,
        observed,
        settings,
        cpu: usage,
        problems,
      }),
    );
  return pass;
};

await runBenchmark('yeekee-settle', harness, main);
