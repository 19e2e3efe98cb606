// Helpers for the benchmarks that run the real server on a fresh PostgreSQL database: the database,
// the server process, API calls as the sites make them, and bulk rows written straight into the
// tables (members, their wallets, ledger transfers that keep the ledger check true).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import {
  baseEnv,
  commandTicks,
  cpuTicks,
  machineBusyTicks,
  repoRoot,
  sleep,
  startChild,
  TICKS_PER_SECOND,
  table,
  waitForHttp,
} from './common.mjs';
import { summariseProfile } from './cpu-profile.mjs';

export const OPERATOR_KEY = 'demo';
export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
/** The seeded staff `owner` logs in with this (SEED_ADMIN_PASSWORD of the bench's server). */
export const OWNER_PASSWORD = 'bench-owner-password';
export const STAFF_PASSWORD = 'bench-staff-password';

/** The URL of database `name` on the server of `adminUrl`. */
export const databaseUrlOf = (adminUrl, name) => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** Runs `fn(client)` on a short-lived connection to `url`. */
export const withClient = async (url, fn) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end().catch(() => {});
  }
};

export const createDatabase = (adminUrl, name) =>
  withClient(adminUrl, (client) => client.query(`CREATE DATABASE "${name}"`));

export const dropDatabase = (adminUrl, name) =>
  withClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));

/** `SHOW`s of the PostgreSQL server that matter to these figures, for the report. */
export const postgresFacts = (adminUrl) =>
  withClient(adminUrl, async (client) => {
    const version = (await client.query('SHOW server_version')).rows[0].server_version;
    const { rows } = await client.query(
      `select name, setting, unit from pg_settings
       where name in ('shared_buffers', 'synchronous_commit', 'fsync', 'work_mem', 'max_connections')`,
    );
    const settings = Object.fromEntries(
      rows.map((row) => [
        row.name,
        row.unit === '8kB' ? `${(Number(row.setting) * 8) / 1024} MB` : `${row.setting}${row.unit ?? ''}`,
      ]),
    );
    return { version, settings };
  });

/**
 * The real server, `node --import tsx apps/server/src/main.ts`, on `databaseUrl` (it migrates and
 * seeds the demo operator, its catalogue and the staff `owner` on start), with `nodeArgs` before the
 * script (e.g. `--cpu-prof`) and `env` added to its environment (e.g. `REDIS_URL`). Returns at once: push the child into the caller's cleanup list, then
 * await `ready()`.
 */
export const startChokdee = ({ port, databaseUrl, dataDir, logLevel = 'warn', nodeArgs = [], env = {} }) => {
  const child = startChild(process.execPath, [...nodeArgs, '--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...baseEnv(),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: logLevel,
      SMS_PROVIDER: 'console',
      DATABASE_URL: databaseUrl,
      SEED_ADMIN_PASSWORD: OWNER_PASSWORD,
      ...env,
    },
    name: 'chokdee server',
  });
  const base = `http://127.0.0.1:${port}`;
  return { child, base, ready: () => waitForHttp(`${base}/api/health`, { child }) };
};

/** A JSON call as the sites make it (`x-operator: demo`); never throws on a status. */
export const call = async (
  base,
  method,
  urlPath,
  { body, token, headers = {}, timeoutMs = 120_000 } = {},
) => {
  const started = performance.now();
  const res = await fetch(`${base}${urlPath}`, {
    method,
    headers: {
      'x-operator': OPERATOR_KEY,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await res.text();
  const ms = performance.now() - started;
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, json, text, ms };
};

/** `call`, throwing on anything but 2xx (a bare 404 means the endpoint is not built). */
export const api = async (base, method, urlPath, options) => {
  const res = await call(base, method, urlPath, options);
  if (res.status === 404 && !res.json?.status?.code)
    throw new Error(
      `${method} ${urlPath} answered 404: is that endpoint finished? (${res.text.slice(0, 200)})`,
    );
  if (res.status < 200 || res.status >= 300)
    throw new Error(`${method} ${urlPath} answered ${res.status}: ${res.text.slice(0, 500)}`);
  return res.json;
};

export const staffLogin = async (base, username, password) => {
  const login = await api(base, 'POST', '/api/admin/login', { body: { username, password } });
  const token = login.data?.accessToken;
  if (!token) throw new Error(`staff login gave no accessToken: ${login}`);
  return token;
};

/** A staff account of `role` created by the owner through `POST /api/admin/staff`, logged in. */
export const createStaff = async (base, ownerToken, username, role) => {
  await api(base, 'POST', '/api/admin/staff', {
    token: ownerToken,
    body: { username, password: STAFF_PASSWORD, role },
  });
  return staffLogin(base, username, STAFF_PASSWORD);
};

/** `GET /api/admin/ledger/check` as the owner: `{ ok, sumOfBalances, accountsChecked, mismatches }`. */
export const ledgerCheck = async (base, ownerToken) =>
  (await api(base, 'GET', '/api/admin/ledger/check', { token: ownerToken })).data;

// ---------------------------------------------------------------------------------------------
// Bulk rows. Each helper runs on the bench's own connection to the bench database.

/**
 * Session functions (pg_temp) the bulk inserts use: a UUID v7 from a millisecond time and a counter
 * (ids sort by creation as the server's `uuidv7()` do), and deterministic "random" picks from a key
 * (the same data every run, so runs compare).
 */
export const defineBulkFunctions = async (client) => {
  await client.query(`
    create or replace function pg_temp.bench_uuid7(ms bigint, n bigint) returns uuid
    language sql immutable as $$
      select (lpad(to_hex(ms), 12, '0') || '7000' || '8' || lpad(to_hex(n), 15, '0'))::uuid $$`);
  await client.query(`
    create or replace function pg_temp.bench_pick(k bigint, salt int, choices int) returns int
    language sql immutable as $$
      select ((hashint8(k * 16 + salt)::bigint + 2147483648) % choices)::int $$`);
};

export const operatorIdOf = async (client) => {
  const { rows } = await client.query('select id from operators where key = $1', [OPERATOR_KEY]);
  if (!rows[0]) throw new Error(`no operator ${OPERATOR_KEY}: did the demo seed run?`);
  return rows[0].id;
};

/**
 * `count` members of the demo operator (`source_ref = 'bench'`), phones `09` + 8 digits, with the
 * main wallet and withdraw-hold accounts registration opens, and (when given) a password hash so
 * they can log in. Ids from `bench_uuid7(ms, n)` with n = 1..count.
 */
export const insertMembers = async (client, { operatorId, count, ms, passwordHash }) => {
  await client.query(
    `insert into members (id, operator_id, phone, full_name, referral_code, source_ref, status, created_at, updated_at)
     select pg_temp.bench_uuid7($2, n), $1, '09' || lpad(n::text, 8, '0'), 'สมาชิก ทดสอบ',
            'BN' || lpad(n::text, 8, '0'), 'bench', 'ACTIVE', now(), now()
     from generate_series(1, $3::int) n`,
    [operatorId, ms, count],
  );
  if (passwordHash)
    await client.query(
      `insert into member_credentials (member_id, operator_id, password_hash, updated_at)
       select id, operator_id, $2, now() from members where operator_id = $1 and source_ref = 'bench'`,
      [operatorId, passwordHash],
    );
  await client.query(
    `insert into ledger_accounts (id, operator_id, member_id, kind, balance_satang, version, created_at)
     select gen_random_uuid(), m.operator_id, m.id, k.kind, 0, 0, now()
     from members m cross join (values ('MEMBER_WALLET'), ('WITHDRAW_HOLD')) k(kind)
     where m.operator_id = $1 and m.source_ref = 'bench'`,
    [operatorId],
  );
};

/** Opens the operator's house accounts of these kinds unless they exist (as `postTransfers` does on first use). */
export const openHouseAccounts = async (client, operatorId, kinds) => {
  await client.query(
    `insert into ledger_accounts (id, operator_id, member_id, kind, created_at)
     select gen_random_uuid(), $1, null, kind, now() from unnest($2::text[]) kind
     on conflict do nothing`,
    [operatorId, kinds],
  );
};

/**
 * A scratch table of transfers to post; fill it with `insert into bench_moves (debit, credit,
 * amount, kind, cause_type, cause_id, idempotency_key) …` in the order they happen, then call
 * `postMoves`.
 */
export const createMovesTable = async (client) => {
  await client.query(`
    create temp table if not exists bench_moves (
      seq bigserial primary key, id uuid not null default gen_random_uuid(),
      debit uuid not null, credit uuid not null, amount bigint not null, kind text not null,
      cause_type text not null, cause_id text not null, idempotency_key text not null)`);
};

/**
 * Posts every row of `bench_moves` as `postTransfers` would, set-based: the transfers, their two
 * entries each (signed change, balance before/after and the account version, numbered per account
 * in `seq` order from the account's current state), and the accounts' balances and versions. The
 * member CHECK refuses a negative member balance at the end; moves must not overdraw on the way
 * (deposits are given lower `seq` than the stakes they fund). Empties the table.
 */
export const postMoves = async (client, operatorId) => {
  await client.query(
    `insert into ledger_transfers (id, operator_id, kind, debit_account_id, credit_account_id, amount_satang,
                                   cause_type, cause_id, idempotency_key, event_at, created_at)
     select id, $1, kind, debit, credit, amount, cause_type, cause_id, idempotency_key, now(), now()
     from bench_moves order by seq`,
    [operatorId],
  );
  await client.query(
    `with sides as (
       select seq, id as transfer_id, debit as account_id, -amount as change from bench_moves
       union all
       select seq, id, credit, amount from bench_moves
     ), numbered as (
       select s.transfer_id, s.account_id, s.change,
              a.balance_satang + sum(s.change) over w as after,
              a.version + row_number() over w as version
       from sides s join ledger_accounts a on a.id = s.account_id
       window w as (partition by s.account_id order by s.seq rows between unbounded preceding and current row)
     )
     insert into ledger_entries (id, operator_id, transfer_id, account_id, change_satang,
                                 balance_before_satang, balance_after_satang, account_version, created_at)
     select gen_random_uuid(), $1, transfer_id, account_id, change, after - change, after, version, now()
     from numbered`,
    [operatorId],
  );
  await client.query(
    `update ledger_accounts a
     set balance_satang = a.balance_satang + t.total, version = a.version + t.n
     from (
       select account_id, sum(change) as total, count(*)::int as n from (
         select debit as account_id, -amount as change from bench_moves
         union all
         select credit, amount from bench_moves
       ) sides group by account_id
     ) t
     where a.id = t.account_id`,
  );
  await client.query('truncate bench_moves');
};

/**
 * One bill per bench member (`source_ref = 'bench'`, bill n for the n-th member by id, bill_no
 * B + n) in round `roundId`, of `perBill` lines (line index → bet type by `mix`'s shares:
 * `[betType, share, digits]`), numbers and stakes (`stakesBaht`) picked by `bench_pick`, so every
 * run writes the same data; rates and liabilities from the product's bet types; the exposure rows;
 * and the ledger as the bill path leaves it: each member a DEPOSIT DEPOSITS_CLEARING → MAIN of their
 * bill's total + 1,000 baht, then each bill's BET MAIN → BETS (key `lottery-bill:{id}:stake`).
 * `timed(label, fn)` reports each step.
 */
export const writeRoundBills = async (
  client,
  { operatorId, ms, roundId, productId, mix, perBill, stakesBaht, members, timed },
) => {
  const shares = mix.reduce((sum, [, share]) => sum + share, 0);
  const slots = [];
  for (const [betType, share, digits] of mix) {
    const count = Math.max(1, Math.round((share * perBill) / shares));
    for (let i = 0; i < count; i++) slots.push([betType, digits]);
  }
  while (slots.length > perBill) slots.pop();
  while (slots.length < perBill) slots.push(slots[slots.length - 1]);
  await client.query(
    `create temp table bench_slots as
     select ordinality::int - 1 as line_index, bet_type, digits
     from unnest($1::text[], $2::int[]) with ordinality as s(bet_type, digits)`,
    [slots.map(([betType]) => betType), slots.map(([, digits]) => digits)],
  );
  // The stake of line k (k = bill n × perBill + line index), deterministic.
  const stakeOf = (k) =>
    `((array[${stakesBaht.map((b) => b * 100).join(',')}]::bigint[])[1 + pg_temp.bench_pick(${k}, 1, ${stakesBaht.length})])`;
  // Bulk load (10,000,000 lines in minutes, not an hour): foreign-key triggers off for the bills and
  // lines (consistent by construction), the lines' secondary indexes and unique constraint dropped
  // and built once after the insert instead of row by row.
  await client.query(`set session_replication_role = replica`);
  await client.query(`set work_mem = '256MB'`);
  await client.query(`set maintenance_work_mem = '1GB'`);
  const lineIndexes = (
    await client.query(
      `select i.relname as name, pg_get_indexdef(i.oid) as index_def, c.conname as constraint_name,
              pg_get_constraintdef(c.oid) as constraint_def
       from pg_index x join pg_class i on i.oid = x.indexrelid
       left join pg_constraint c on c.conindid = x.indexrelid and c.conrelid = x.indrelid
       where x.indrelid = 'lottery_bill_lines'::regclass and not x.indisprimary`,
    )
  ).rows;
  for (const index of lineIndexes)
    await client.query(
      index.constraint_name
        ? `alter table lottery_bill_lines drop constraint "${index.constraint_name}"`
        : `drop index "${index.name}"`,
    );
  await timed(`${members.toLocaleString('en')} bills (one per member)`, () =>
    client.query(
      `insert into lottery_bills (id, operator_id, member_id, round_id, bill_no, total_satang, status, idempotency_key, created_at)
       select pg_temp.bench_uuid7($2, 100000000 + m.n), $1, m.id, $3, 'B' || lpad(m.n::text, 9, '0'),
              (select sum(${stakeOf('m.n * $4 + s.line_index')}) from bench_slots s), 0, 'bench-bill-' || m.n, now()
       from (select id, row_number() over (order by id) as n from members where operator_id = $1 and source_ref = 'bench') m`,
      [operatorId, ms, roundId, perBill],
    ),
  );
  await timed(`${(members * perBill).toLocaleString('en')} bill lines`, () =>
    client.query(
      `insert into lottery_bill_lines (id, bill_id, round_id, member_id, line_index, bet_type, number,
                                      stake_satang, rate, liability_satang)
       select pg_temp.bench_uuid7($2, 200000000 + k), id, $1, member_id, line_index, bet_type, number,
              stake, rate, floor(stake * rate + 0.5)::bigint
       from (
         select b.id, b.member_id, s.line_index, s.bet_type, bt.rate, b.n * $3 + s.line_index as k,
                lpad(pg_temp.bench_pick(b.n * $3 + s.line_index, 0, (10 ^ s.digits)::int)::text, s.digits, '0') as number,
                ${stakeOf('b.n * $3 + s.line_index')} as stake
         from (select id, member_id, substr(bill_no, 2)::bigint as n from lottery_bills where round_id = $1
               order by id) b
         cross join bench_slots s
         join lottery_product_bet_types bt on bt.product_id = $4 and bt.bet_type = s.bet_type
       ) x`,
      [roundId, ms, perBill, productId],
    ),
  );
  await timed('bill lines: indexes', async () => {
    for (const index of lineIndexes)
      await client.query(
        index.constraint_name
          ? `alter table lottery_bill_lines add constraint "${index.constraint_name}" ${index.constraint_def}`
          : index.index_def,
      );
  });
  await client.query(`set session_replication_role = origin`);
  await timed('exposure per (bet type, number)', () =>
    client.query(
      `insert into lottery_round_exposure (round_id, bet_type, number, stake_satang, liability_satang)
       select round_id, bet_type, number, sum(stake_satang), sum(liability_satang)
       from lottery_bill_lines where round_id = $1 group by round_id, bet_type, number`,
      [roundId],
    ),
  );
  // As placing leaves a bill (docs/modules/promotions.md): its lines summed per bet type, read by bill.settled.
  await timed('bills: stake per bet type', () =>
    client.query(
      `update lottery_bills b set stake_by_bet_type = s.by_type
       from (select bill_id, jsonb_object_agg(bet_type, jsonb_build_object('lines', lines, 'stakeSatang', stake::text)) as by_type
             from (select bill_id, bet_type, count(*)::int as lines, sum(stake_satang) as stake
                   from lottery_bill_lines where round_id = $1 group by bill_id, bet_type) x
             group by bill_id) s
       where b.id = s.bill_id`,
      [roundId],
    ),
  );
  await timed('ledger: deposits DEPOSITS_CLEARING → MAIN, stakes MAIN → BETS', async () => {
    await openHouseAccounts(client, operatorId, ['DEPOSITS_CLEARING', 'BETS']);
    await createMovesTable(client);
    // Each member deposits their bill's total plus 1,000 baht, then the bill takes the stake.
    await client.query(
      `insert into bench_moves (debit, credit, amount, kind, cause_type, cause_id, idempotency_key)
       select h.id, a.id, b.total_satang + 100000, 'DEPOSIT', 'bench_funding', b.member_id::text,
              'bench-funding:' || b.member_id
       from lottery_bills b
       join ledger_accounts a on a.member_id = b.member_id and a.kind = 'MEMBER_WALLET'
       join ledger_accounts h on h.operator_id = $1 and h.member_id is null and h.shard = 0 and h.kind = 'DEPOSITS_CLEARING'
       where b.round_id = $2 order by b.id`,
      [operatorId, roundId],
    );
    await client.query(
      `insert into bench_moves (debit, credit, amount, kind, cause_type, cause_id, idempotency_key)
       select a.id, h.id, b.total_satang, 'BET', 'lottery_bill', b.id::text, 'lottery-bill:' || b.id || ':stake'
       from lottery_bills b
       join ledger_accounts a on a.member_id = b.member_id and a.kind = 'MEMBER_WALLET'
       join ledger_accounts h on h.operator_id = $1 and h.member_id is null and h.shard = 0 and h.kind = 'BETS'
       where b.round_id = $2 order by b.id`,
      [operatorId, roundId],
    );
    await postMoves(client, operatorId);
  });
};

/**
 * `count` members written straight into the tables (phones 09 + 8 digits, n = 1..count) with the
 * password hash of one member registered through the API (OTP from the dev outbox); with
 * `fundSatang`, each funded DEPOSITS_CLEARING → MAIN through ledger rows. Answers the password and
 * the phones in order.
 */
export const writeMembers = async ({ base, client, operatorId, count, fundSatang }) => {
  const registered = await registerMember(base, {
    phone: `08${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
  });
  const [{ password_hash: passwordHash }] = (
    await client.query('select password_hash from member_credentials where member_id = $1', [
      registered.memberId,
    ])
  ).rows;
  await insertMembers(client, { operatorId, count, ms: Date.now(), passwordHash });
  if (fundSatang) await fundMembers(client, operatorId, fundSatang);
  const phones = Array.from({ length: count }, (_, i) => `09${String(i + 1).padStart(8, '0')}`);
  return { password: registered.password, phones };
};

/**
 * Funds members with `fundSatang` each through ledger rows (DEPOSITS_CLEARING → wallet, one DEPOSIT
 * transfer each, key `bench-funding:<member id>`): the members of `memberIds`, or every bench member
 * (`source_ref = 'bench'`) without it.
 */
export const fundMembers = async (client, operatorId, fundSatang, { memberIds } = {}) => {
  await openHouseAccounts(client, operatorId, ['DEPOSITS_CLEARING']);
  await createMovesTable(client);
  await client.query(
    `insert into bench_moves (debit, credit, amount, kind, cause_type, cause_id, idempotency_key)
     select h.id, a.id, $2::bigint, 'DEPOSIT', 'bench_funding', m.id::text, 'bench-funding:' || m.id
     from members m
     join ledger_accounts a on a.member_id = m.id and a.kind = 'MEMBER_WALLET'
     join ledger_accounts h on h.operator_id = $1 and h.member_id is null and h.shard = 0 and h.kind = 'DEPOSITS_CLEARING'
     where m.operator_id = $1 and ${memberIds ? 'm.id = any($3::uuid[])' : "m.source_ref = 'bench'"} order by m.id`,
    memberIds ? [operatorId, String(fundSatang), memberIds] : [operatorId, String(fundSatang)],
  );
  await postMoves(client, operatorId);
};

/** Logs the members in through `POST /api/login`, `parallel` at a time (argon2 per login); answers them with their tokens and the time it took. */
export const loginAll = async (base, phones, password, parallel = 4) => {
  const started = performance.now();
  const tokens = new Array(phones.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < phones.length) {
        const at = next++;
        tokens[at] = await memberLogin(base, phones[at], password);
      }
    }),
  );
  return {
    members: phones.map((phone, at) => ({ phone, token: tokens[at] })),
    seconds: (performance.now() - started) / 1000,
  };
};

// ---------------------------------------------------------------------------------------------
// Where the machine's CPU goes while something runs.

/**
 * Samples every `intervalMs`: the machine's busy ticks, the ticks of the given processes (by pid)
 * and of every `postgres` process, each classified by the database it serves (pg_stat_activity):
 * one of `databases` (ours), no database (WAL writer, checkpointer…: shared, counted as ours), or
 * another database (someone else's work). A process seen only mid-window counts from zero; one that
 * exits loses its work since the last sample. `stop()` answers cores used per group.
 */
export const startCpuMonitor = ({ adminUrl, databases, pids, intervalMs = 500 }) => {
  const client = new pg.Client({ connectionString: adminUrl });
  const firstSeen = new Map();
  const lastSeen = new Map();
  const postgresGroup = new Map();
  let running = true;
  let machineStart;
  let startedAt;
  let markReady;
  const ready = new Promise((resolve) => {
    markReady = resolve;
  });
  const sample = async () => {
    const { rows } = await client.query('select pid, datname from pg_stat_activity');
    for (const row of rows)
      postgresGroup.set(
        String(row.pid),
        row.datname === null || databases.includes(row.datname) ? 'postgres' : 'other',
      );
    const seen = new Map();
    for (const [pid, ticks] of commandTicks('postgres')) seen.set(`pg:${pid}`, ticks);
    for (const [name, pid] of Object.entries(pids())) {
      const ticks = pid ? cpuTicks(pid) : undefined;
      if (ticks !== undefined) seen.set(`${name}:${pid}`, ticks);
    }
    for (const [key, ticks] of seen) {
      if (!firstSeen.has(key)) firstSeen.set(key, machineStart === undefined ? ticks : 0);
      lastSeen.set(key, ticks);
    }
  };
  const loop = (async () => {
    await client.connect();
    await sample();
    machineStart = machineBusyTicks();
    startedAt = performance.now();
    markReady();
    while (running) {
      await sleep(intervalMs);
      if (running) await sample();
    }
  })();
  loop.catch(() => markReady());
  return {
    /** Resolves once the first sample is taken: start the work after it. */
    ready,
    async stop() {
      running = false;
      await loop;
      await sample();
      const seconds = (performance.now() - startedAt) / 1000;
      const machineCores = (machineBusyTicks() - machineStart) / TICKS_PER_SECOND / seconds;
      await client.end().catch(() => {});
      const groups = {};
      for (const [key, ticks] of lastSeen) {
        const [kind, pid] = key.split(':');
        const group = kind === 'pg' ? (postgresGroup.get(pid) ?? 'other') : kind;
        groups[group] =
          (groups[group] ?? 0) + (ticks - (firstSeen.get(key) ?? 0)) / TICKS_PER_SECOND / seconds;
      }
      const self = groups.self ?? 0;
      const known = Object.entries(groups)
        .filter(([group]) => group !== 'other')
        .reduce((sum, [, cores]) => sum + cores, 0);
      // "other" = the machine minus what is ours; postgres backends of other databases are in it.
      return { ...groups, self, other: Math.max(0, machineCores - known), machine: machineCores, seconds };
    },
  };
};

/** The installed version of a package (root node_modules), for the report. */
export const installedVersion = (name) => {
  try {
    return JSON.parse(readFileSync(path.join(repoRoot, 'node_modules', name, 'package.json'), 'utf8'))
      .version;
  } catch {
    return 'unknown';
  }
};

export const pct = (cores) =>
  cores === undefined || Number.isNaN(cores) ? '?' : `${Math.round(cores * 100)}%`;

/**
 * Registers one member through the real calls (verify-user → OTP from `/api/dev/sms-outbox` →
 * verify-pin → create with the first bank of the list); answers the phone, password and member id.
 */
export const registerMember = async (base, { phone, password = 'bench1234' }) => {
  const sent = await api(base, 'POST', '/api/v2/create/verify-user', { body: { userName: phone } });
  const verifyRef = sent.data.verifyRef;
  let pinCode;
  for (let attempt = 0; attempt < 20 && !pinCode; attempt++) {
    const outbox = await api(base, 'GET', `/api/dev/sms-outbox?mobileNo=${phone}`);
    pinCode = /\b(\d{6})\b/.exec(outbox.data?.[0]?.text ?? '')?.[1];
    if (!pinCode) await sleep(100);
  }
  if (!pinCode) throw new Error(`no OTP for ${phone} in /api/dev/sms-outbox`);
  await api(base, 'POST', '/api/v2/create/verify-pin', { body: { mobileNo: phone, pinCode, verifyRef } });
  const banks = await api(base, 'GET', '/api/v2/config/bank-list');
  const bankCompanyId = banks.data?.[0]?.companyId;
  if (!bankCompanyId) throw new Error(`bank-list gave no bank id: ${JSON.stringify(banks).slice(0, 300)}`);
  const created = await api(base, 'POST', '/api/v2/create', {
    body: {
      userName: phone,
      password,
      confirmPassword: password,
      bankCompanyId,
      accountNumber: phone.slice(1).padStart(10, '1'),
      fullName: 'ทดสอบ ระบบ',
      sourceRef: 'none',
      verifyRef,
    },
  });
  return { phone, password, memberId: created.data.memberId };
};

/** `POST /api/login` as the member site: the access token. */
export const memberLogin = async (base, phone, password) => {
  const login = await api(base, 'POST', '/api/login', { body: { userName: phone, password } });
  const token = login.data?.accessToken;
  if (!token) throw new Error(`login gave no accessToken: ${JSON.stringify(login).slice(0, 300)}`);
  return token;
};

/**
 * Samples pg_stat_activity every ~`intervalMs` for the client connections of `database` (not its
 * own) and adds up, per label from `classify(row)` (row: state, query, wait_event_type,
 * wait_event; undefined = not counted), the wall time connections spent there. `stop()` answers
 * `{ totals: Map<label, ms summed over connections>, samples, elapsedMs }`; total / elapsed is the
 * average number of connections in that state.
 */
export const startActivitySampler = async ({ url, database, classify, intervalMs = 10 }) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const totals = new Map();
  let running = true;
  let samples = 0;
  const started = performance.now();
  const loop = (async () => {
    let last = performance.now();
    while (running) {
      const { rows } = await client.query(
        `select state, query, wait_event_type, wait_event from pg_stat_activity
         where datname = $1 and backend_type = 'client backend' and pid <> pg_backend_pid()`,
        [database],
      );
      const now = performance.now();
      const weight = now - last;
      last = now;
      samples += 1;
      for (const row of rows) {
        const label = classify({ ...row, query: row.query ?? '' });
        if (label) totals.set(label, (totals.get(label) ?? 0) + weight);
      }
      await sleep(intervalMs);
    }
  })();
  return {
    async stop() {
      running = false;
      await loop.finally(() => client.end().catch(() => {}));
      return { totals, samples, elapsedMs: performance.now() - started };
    },
  };
};

/**
 * autocannon keeping `connections` connections POSTing `path` for `duration` s, each request as the
 * next of `members` in turn (their token, `x-operator: demo`) with a fresh JSON `body()` and extra
 * `headers()`; `onResponse(status, body)` sees every answer. Answers autocannon's result and how many
 * requests were sent (those sent but not answered were in flight when it stopped).
 */
export const postAsMembers = async ({
  base,
  connections,
  duration,
  path: urlPath,
  members,
  body,
  headers,
  onResponse,
}) => {
  let sent = 0;
  const result = await autocannon({
    url: base,
    connections,
    duration,
    timeout: 30,
    requests: [
      {
        method: 'POST',
        path: urlPath,
        setupRequest: (request) => {
          const member = members[sent % members.length];
          sent += 1;
          return {
            ...request,
            headers: {
              'content-type': 'application/json',
              'x-operator': OPERATOR_KEY,
              authorization: `Bearer ${member.token}`,
              ...headers?.(),
            },
            body: JSON.stringify(body()),
          };
        },
        onResponse,
      },
    ],
  });
  return { result, sent };
};

/** `name (HTTP status)` of an error envelope, by the catalogue's name when known. */
export const outcomeOf = (status, body, errorNameOf) => {
  let code;
  try {
    code = JSON.parse(body)?.status?.code;
  } catch {
    code = undefined;
  }
  return code === undefined ? `HTTP ${status}` : `${errorNameOf(code) ?? code} (HTTP ${status})`;
};

/** Adds `n` to `key` of a Map of counts. */
export const countInto = (map, key, n = 1) => map.set(key, (map.get(key) ?? 0) + n);

/**
 * A pg_stat_activity classifier (for `startActivitySampler`): idle, idle in a transaction (the
 * server's JavaScript or a round trip), or the statement `statementOf(query)` names (lower-cased,
 * whitespace folded), prefixed by what it waits on (lock, IO, LWLock) or "running".
 */
export const activityBy =
  (statementOf) =>
  ({ state, query, wait_event_type: waitType, wait_event: waitEvent }) => {
    if (state === 'idle') return 'idle in the pool';
    if (state === 'idle in transaction') return 'in a transaction, waiting for the server (JS, round trip)';
    if (state !== 'active') return undefined;
    const statement = statementOf(query.replace(/\s+/g, ' ').toLowerCase());
    if (waitType === 'Lock') return `waiting on a lock (${waitEvent}): ${statement}`;
    if (waitType === 'IO' || waitType === 'LWLock') return `${waitType} ${waitEvent}: ${statement}`;
    return `running: ${statement}`;
  };

/**
 * With `measure`, starts the CPU monitor (server, this process, PostgreSQL, other) and the
 * pg_stat_activity sampler (every 20 ms, `classify`) for a run; `stop()` answers `{ usage, activity }`
 * (both undefined without `measure`).
 */
export const startRunMeasure = async ({ measure, adminUrl, database, databaseUrl, serverPid, classify }) => {
  if (!measure) return { stop: async () => ({}) };
  const cpu = startCpuMonitor({
    adminUrl,
    databases: [database],
    pids: () => ({ server: serverPid, self: process.pid }),
  });
  await cpu.ready;
  const sampler = await startActivitySampler({ url: databaseUrl, database, classify, intervalMs: 20 });
  return {
    async stop() {
      const activity = await sampler.stop();
      return { activity, usage: await cpu.stop() };
    },
  };
};

/** Prints a sampler's result: average number of connections in each state, most first. */
export const printActivity = (activity, when) => {
  const rows = [...activity.totals.entries()]
    .sort(([, a], [, b]) => b - a)
    .map(([label, ms]) => [label, (ms / activity.elapsedMs).toFixed(1)]);
  console.log(
    `\nThe server's database connections ${when} (pg_stat_activity, ${activity.samples} samples; average number of connections in each state):\n`,
  );
  console.log(table(['state', 'connections'], rows));
};

/**
 * Stops the server started with `--cpu-prof --cpu-prof-dir=<dir>` so it writes its .cpuprofile, then
 * prints its main thread's self time by package and by function inside `windows` (CLOCK_MONOTONIC µs).
 */
export const printServerProfile = async (child, dir, windows, when) => {
  await child.stop(15_000);
  const file = readdirSync(dir).find((name) => name.endsWith('.cpuprofile'));
  if (!file) {
    console.log(`\nNo .cpuprofile was written in ${dir}.`);
    return;
  }
  const summary = summariseProfile(path.join(dir, file), { repoRoot, windows });
  const rowsOf = (list) =>
    list.map((item) => [item.name, item.ms.toFixed(0), `${(item.share * 100).toFixed(1)}%`]);
  console.log(
    `\nServer CPU profile ${when} (main JS thread): ${(summary.busyMs / 1000).toFixed(2)} s not idle of ${(summary.totalMs / 1000).toFixed(2)} s sampled.\n`,
  );
  console.log(table(['self time by package / source area', 'ms', 'share'], rowsOf(summary.areas)));
  console.log();
  console.log(table(['self time by function', 'ms', 'share'], rowsOf(summary.functions)));
};
