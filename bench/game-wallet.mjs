// Budget (docs/domain/games.md §2 rule 5): the seamless wallet answers ≥ 1,000 debit + credit pairs
// (a provider's BET then its WIN) per second with a p99 ≤ 300 ms per call, on PostgreSQL.
//
// Creates a fresh database on the PostgreSQL server of BENCH_DATABASE_URL, migrates it and builds the
// real app IN THIS PROCESS (`composeApp`, as `npm start` wires it: the promotions stake hook inside the
// debit, the receivable hooks, the outbox), its pool of 20 connections. Writes a provider with one
// game, `--members` members (main + hold accounts, a game username and a launch session each: a bet
// carries the session's token) funded with 1,000,000 baht each through `postTransfers`. Then
// `--concurrency` workers (each with its own members, in turn) call the games module's `wallet.apply` — no
// HTTP: the figure is the wallet's, not an adapter's — a BET of
// 1–20 baht on a fresh round, then its WIN (0–40 baht, ending the round): a warm-up run, discarded,
// then a measured run. Pairs/s = pairs completed in the measured run ÷ its wall time; latencies are
// per call (and per pair). Afterwards: every answer OK, the rounds and transactions in the database
// = the pairs and calls answered (+ at most one pair in flight per worker when a run stopped), the
// GAMES account (the sum of its shards) = minus what the game transactions moved, `checkLedger` ok.
// Stmts/call: statements sent to PostgreSQL per call in the run (BEGIN and COMMIT included).
//
//   node bench/game-wallet.mjs [--concurrency 20] [--duration 10] [--warmup 2] [--members 200]
//                              [--wait-quiet <min>] [--keep-db] [--json] [--strict]
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/game-wallet.mjs
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { register } from 'tsx/esm/api';
import {
  createDatabase,
  DEFAULT_DATABASE_URL,
  databaseUrlOf,
  dropDatabase,
  postgresFacts,
} from './lib/chokdee.mjs';
import {
  commandTicks,
  machine,
  machineBusyTicks,
  repoRoot,
  TICKS_PER_SECOND,
  table,
  ticksBetween,
  waitForQuiet,
} from './lib/common.mjs';

const BUDGET_PAIRS_PER_SECOND = 1000;
const BUDGET_P99_MS = 300;

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  if (at < 0 || args[at + 1] === undefined || args[at + 1].startsWith('--')) return fallback;
  const value = Number(args[at + 1]);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} needs a positive whole number`);
  return value;
};
const settings = {
  concurrency: option('--concurrency', 20),
  duration: option('--duration', 10),
  warmup: option('--warmup', 2),
  members: option('--members', 200),
};
const adminUrl = process.env.BENCH_DATABASE_URL || DEFAULT_DATABASE_URL;
const waitQuietMinutes = args.includes('--wait-quiet')
  ? Math.min(Number(args[args.indexOf('--wait-quiet') + 1]) || 10, 60)
  : 0;
const keepDatabase = args.includes('--keep-db');
const asJson = args.includes('--json');
const strict = args.includes('--strict');

// Round trips: every statement the wallet sends (BEGIN and COMMIT included) goes through a pg Client.
let statements = 0;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function countedQuery(...rest) {
  statements += 1;
  return query.apply(this, rest);
};

// One module graph for every server file (tsx's loader registered once): `tsImport` gives each call its
// own copies, and then the app's after-commit queues and posted hooks would not see the bench's database.
register();
const server = (file) => import(pathToFileURL(path.join(repoRoot, 'apps/server/src', file)).href);

const percentile = (sorted, p) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const ms = (value) => `${value.toFixed(1)} ms`;

const main = async () => {
  const name = `chokdee_bench_wallet_${Date.now().toString(36)}`;
  const databaseUrl = databaseUrlOf(adminUrl, name);
  await createDatabase(adminUrl, name);
  let app;
  let gameWallet;
  let database;
  try {
    const { fromPostgresPool } = await server('platform/db/client.ts');
    const { loadConfig } = await server('platform/config/config.ts');
    const { composeApp } = await server('app.ts');
    const { createOperatorRepo, seedDemo } = await server('modules/operator/index.ts');
    const { createStaffRepo, createStaffSeeder } = await server('modules/staff/index.ts');
    const { createConsoleSms } = await server('adapters/sms/console-sms.ts');
    const { createWalletRepo, createWalletService } = await server('modules/wallet/index.ts');
    const { systemClock } = await server('platform/clock.ts');
    const { noopPublisher } = await server('platform/realtime/publisher.ts');

    const pool = new pg.Pool({ connectionString: databaseUrl, max: 20 });
    // Dropping the database `with (force)` at the end ends idle connections under the pool: not an error.
    pool.on('error', () => undefined);
    database = fromPostgresPool(pool);
    await database.migrate();
    const { operatorId } = await seedDemo({
      db: database.db,
      repo: createOperatorRepo(),
      staff: createStaffSeeder({ repo: createStaffRepo() }),
      adminPassword: 'bench-owner-password',
      announce: () => undefined,
    });
    const config = loadConfig({
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-signing',
      SMS_PROVIDER: 'console',
      DATABASE_URL: databaseUrl,
    });
    const composed = await composeApp({
      config,
      database,
      sms: createConsoleSms({ now: systemClock.now }),
      clock: systemClock,
      publisher: noopPublisher,
    });
    app = composed.app;
    gameWallet = composed.named.games.api.wallet;
    await app.ready();

    // A provider with one slot game, members with a game username, funded.
    const client = new pg.Client({ connectionString: databaseUrl });
    // As for the pool: the database is dropped `with (force)` at the end, also after a failure here.
    client.on('error', () => undefined);
    await client.connect();
    const providerId = randomUUID();
    await client.query(
      `insert into game_providers (id, operator_id, code, name, adapter, categories, api_base_url, wallet_key,
                                   secret_ciphertext, secret_rotated_at, created_at, updated_at)
       values ($1, $2, 'bench', 'Bench', 'AMB', '{SLOT}', 'http://127.0.0.1:1', $3, 'x', now(), now(), now())`,
      [providerId, operatorId, `wk-${randomUUID()}`],
    );
    const gameId = randomUUID();
    await client.query(
      `insert into games (id, operator_id, provider_id, slug, game_code, name, category, created_at, updated_at)
       values ($3, $1, $2, 'bench-slot', 'bench-slot', 'Bench slot', 'SLOT', now(), now())`,
      [operatorId, providerId, gameId],
    );
    await client.query(
      `insert into members (id, operator_id, phone, full_name, referral_code, source_ref, status, created_at, updated_at)
       select gen_random_uuid(), $1, '09' || lpad(n::text, 8, '0'), 'สมาชิก ทดสอบ', 'BW' || lpad(n::text, 8, '0'),
              'bench', 'ACTIVE', now(), now()
       from generate_series(1, $2::int) n`,
      [operatorId, settings.members],
    );
    const { rows: members } = await client.query(
      `insert into game_players (operator_id, member_id, username, created_at)
       select operator_id, id, 'bench' || right(phone, 8), now() from members where source_ref = 'bench'
       returning member_id, username`,
    );
    // Each member has launched the game: a bet must carry the live session's token, as a provider echoes it.
    const { rows: sessions } = await client.query(
      `insert into game_sessions (id, operator_id, member_id, provider_id, game_id, token, created_at)
       select gen_random_uuid(), $1, member_id, $2, $3, 'bench-' || gen_random_uuid(), now()
       from unnest($4::uuid[]) member_id
       returning member_id, token`,
      [operatorId, providerId, gameId, members.map((member) => member.member_id)],
    );
    const tokenOf = new Map(sessions.map((row) => [row.member_id, row.token]));
    for (const member of members) member.token = tokenOf.get(member.member_id);
    await client.query(
      `insert into ledger_accounts (id, operator_id, member_id, kind, balance_satang, version, created_at)
       select gen_random_uuid(), operator_id, id, k.kind, 0, 0, now()
       from members cross join (values ('MEMBER_WALLET'), ('WITHDRAW_HOLD')) k(kind) where source_ref = 'bench'`,
    );
    const wallet = createWalletService({ db: database.db, repo: createWalletRepo(), clock: systemClock });
    await database.db.transaction((tx) =>
      wallet.postTransfers(
        tx,
        members.map((member) => ({
          operatorId,
          kind: 'DEPOSIT',
          debit: { house: 'DEPOSITS_CLEARING' },
          credit: { memberId: member.member_id, kind: 'MEMBER_WALLET' },
          amountSatang: 100_000_000n,
          causeType: 'bench',
          causeId: member.member_id,
          idempotencyKey: `bench-fund:${member.member_id}`,
        })),
      ),
    );

    const callOf = ({ username, token }, txns) => ({
      operatorId,
      providerId,
      username,
      sessionToken: token,
      requestId: randomUUID(),
      endpoint: 'bench',
      txns,
    });
    const outcomes = new Map();
    /** One run: `concurrency` workers, BET then WIN, until `seconds` pass. */
    const run = async (seconds) => {
      const callMs = [];
      const pairMs = [];
      let pairs = 0;
      let started = 0;
      const stopAt = performance.now() + seconds * 1000;
      const worker = async (w) => {
        const mine = members.filter((_, i) => i % settings.concurrency === w);
        for (let n = 0; performance.now() < stopAt; n += 1) {
          const member = mine[n % mine.length];
          const roundId = randomUUID();
          const stake = BigInt(100 * (1 + Math.floor(Math.random() * 20)));
          const win = BigInt(100 * Math.floor(Math.random() * 41));
          started += 1;
          const t0 = performance.now();
          const bet = await gameWallet.apply(
            callOf(member, [
              {
                txnId: randomUUID(),
                kind: 'BET',
                providerRoundId: roundId,
                gameCode: 'bench-slot',
                amountSatang: stake,
              },
            ]),
          );
          const t1 = performance.now();
          const credit = await gameWallet.apply(
            callOf(member, [
              { txnId: randomUUID(), kind: 'WIN', providerRoundId: roundId, amountSatang: win },
            ]),
          );
          const t2 = performance.now();
          for (const answer of [bet, credit])
            outcomes.set(answer.outcome, (outcomes.get(answer.outcome) ?? 0) + 1);
          callMs.push(t1 - t0, t2 - t1);
          pairMs.push(t2 - t0);
          pairs += 1;
        }
      };
      const wallStart = performance.now();
      const cpuStart = process.cpuUsage();
      const pgStart = commandTicks('postgres');
      const busyStart = machineBusyTicks();
      const statementsStart = statements;
      await Promise.all(Array.from({ length: settings.concurrency }, (_, w) => worker(w)));
      const wall = (performance.now() - wallStart) / 1000;
      const cpu = process.cpuUsage(cpuStart);
      const benchCores = (cpu.user + cpu.system) / 1e6 / wall;
      const pgCores = ticksBetween(pgStart, commandTicks('postgres')) / TICKS_PER_SECOND / wall;
      const busyCores = (machineBusyTicks() - busyStart) / TICKS_PER_SECOND / wall;
      callMs.sort((a, b) => a - b);
      pairMs.sort((a, b) => a - b);
      return {
        seconds: wall,
        pairs,
        started,
        pairsPerSecond: pairs / wall,
        callsPerSecond: (2 * pairs) / wall,
        statementsPerCall: (statements - statementsStart) / Math.max(1, 2 * pairs),
        call: { p50: percentile(callMs, 50), p99: percentile(callMs, 99), max: callMs.at(-1) ?? 0 },
        pair: { p50: percentile(pairMs, 50), p99: percentile(pairMs, 99) },
        cpu: { bench: benchCores, postgres: pgCores, other: Math.max(0, busyCores - benchCores - pgCores) },
      };
    };

    if (waitQuietMinutes > 0) await waitForQuiet(waitQuietMinutes);
    const warm = await run(settings.warmup);
    outcomes.clear();
    const measured = await run(settings.duration);

    // Checks: every answer OK; the database holds what was answered; the ledger balances.
    const [{ rounds, txns, moved, house }] = (
      await client.query(
        `select (select count(*) from game_rounds)::int as rounds,
                (select count(*) from game_transactions)::int as txns,
                (select coalesce(sum(amount_satang - receivable_satang), 0) from game_transactions)::text as moved,
                (select coalesce(sum(balance_satang), 0) from ledger_accounts where kind = 'GAMES' and member_id is null)::text as house`,
      )
    ).rows;
    const answeredPairs = warm.pairs + measured.pairs;
    const ledger = await wallet.checkLedger(operatorId);
    await client.end();
    const checks = {
      allOk: [...outcomes.keys()].every((outcome) => outcome === 'OK'),
      rounds: rounds === answeredPairs,
      txns: txns === 2 * answeredPairs,
      games: BigInt(house) === -BigInt(moved),
      ledger: ledger.ok,
    };
    const facts = await postgresFacts(adminUrl);
    const pass = measured.pairsPerSecond >= BUDGET_PAIRS_PER_SECOND && measured.call.p99 <= BUDGET_P99_MS;
    const result = {
      settings,
      machine: await machine(),
      postgres: facts,
      warm,
      measured,
      outcomes: Object.fromEntries(outcomes),
      checks,
      pass,
    };
    if (asJson) console.log(JSON.stringify(result, null, 2));
    else {
      console.log(`PostgreSQL ${facts.version} ${JSON.stringify(facts.settings)}`);
      console.log(
        table(
          [
            'Run',
            'Pairs',
            'Pairs/s',
            'Call p50 / p99 / max',
            'Pair p50 / p99',
            'Stmts/call',
            'CPU bench / postgres / other',
          ],
          [warm, measured].map((r, i) => [
            i === 0 ? 'warm-up' : 'measured',
            String(r.pairs),
            r.pairsPerSecond.toFixed(0),
            `${ms(r.call.p50)} / ${ms(r.call.p99)} / ${ms(r.call.max)}`,
            `${ms(r.pair.p50)} / ${ms(r.pair.p99)}`,
            r.statementsPerCall.toFixed(1),
            `${(r.cpu.bench * 100).toFixed(0)}% / ${(r.cpu.postgres * 100).toFixed(0)}% / ${(r.cpu.other * 100).toFixed(0)}%`,
          ]),
        ),
      );
      console.log(`Outcomes: ${JSON.stringify(result.outcomes)}; checks: ${JSON.stringify(checks)}`);
      console.log(
        `${pass ? 'PASS' : 'FAIL'}: ${measured.pairsPerSecond.toFixed(0)} pairs/s (budget ≥ ${BUDGET_PAIRS_PER_SECOND}), call p99 ${ms(measured.call.p99)} (budget ≤ ${BUDGET_P99_MS} ms)`,
      );
    }
    if (!Object.values(checks).every(Boolean)) {
      console.error('A check failed: the run does not count.');
      process.exitCode = 2;
    } else if (strict && !pass) process.exitCode = 1;
  } finally {
    await app?.close().catch(() => undefined);
    await database?.close().catch(() => undefined);
    if (keepDatabase) console.log(`Kept database ${name}.`);
    else await dropDatabase(adminUrl, name).catch(() => undefined);
  }
};

main().catch((error) => {
  console.error(error);
  process.exitCode = 2;
});
