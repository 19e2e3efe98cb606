// What the Yeekee benchmarks share: a real server on a fresh PostgreSQL database, members logged in,
// one Yeekee round open for the whole run, and the cleanup of all of it.
import { randomInt, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  createDatabase,
  DEFAULT_DATABASE_URL,
  databaseUrlOf,
  defineBulkFunctions,
  dropDatabase,
  insertMembers,
  memberLogin,
  operatorIdOf,
  registerMember,
  startChokdee,
} from './chokdee.mjs';
import { freePort, waitForQuiet } from './common.mjs';

/**
 * A Yeekee product, its market settings and one round open from a minute ago for an hour, written
 * straight into the tables: no cooldown and a per-member limit out of reach (the benchmarks measure
 * the intake and the board, not the throttles).
 */
const insertYeekeeRound = async (client, operatorId, roundCode) => {
  const productId = randomUUID();
  const roundId = randomUUID();
  await client.query(
    `insert into lottery_products (id, operator_id, code, name, "group", result_format, schedule, is_enabled)
     values ($1, $2, 'YKBENCH', 'ยี่กีทดสอบ', 'YEEKEE', 'YEEKEE', '{"kind":"explicitDates","closeTime":"23:59"}', true)`,
    [productId, operatorId],
  );
  await client.query(
    `insert into yeekee_markets (product_id, operator_id, rounds_per_day, round_minutes, first_close_time,
       shoot_window_seconds, min_shots, max_shots_per_member, shot_cooldown_seconds, formula, starts_at,
       created_at, updated_at)
     values ($1, $2, 24, 60, '06:00', 300, 20, 100000, 0, 'CLASSIC', now(), now(), now())`,
    [productId, operatorId],
  );
  await client.query(
    `insert into lottery_rounds (id, operator_id, product_id, round_code, open_at, close_at, status, created_at)
     values ($1, $2, $3, $4, now() - interval '1 minute', now() + interval '1 hour', 'OPEN', now())`,
    [roundId, operatorId, productId, roundCode],
  );
  await client.query(
    `insert into yeekee_rounds (round_id, operator_id, product_id, round_no, business_date, freeze_at, formula,
       min_shots, max_shots_per_member, shot_cooldown_seconds)
     values ($1, $2, $3, 1, '2026-01-01', now() + interval '1 hour 5 minutes', 'CLASSIC', 20, 100000, 0)`,
    [roundId, operatorId, productId],
  );
  return roundId;
};

/**
 * The command line of a Yeekee benchmark: each `--name <positive number>` of `defaults` (its default
 * beside it), `--wait-quiet <min>`, `--json`, `--strict`; the PostgreSQL server from BENCH_DATABASE_URL.
 */
export const yeekeeBenchArgs = (defaults) => {
  const args = process.argv.slice(2);
  const option = (name, fallback) => {
    const at = args.indexOf(name);
    if (at < 0 || args[at + 1] === undefined || args[at + 1].startsWith('--')) return fallback;
    const value = Number(args[at + 1]);
    if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} needs a positive number`);
    return value;
  };
  return {
    settings: Object.fromEntries(
      Object.entries(defaults).map(([name, value]) => [name, option(`--${name}`, value)]),
    ),
    adminUrl: process.env.BENCH_DATABASE_URL || DEFAULT_DATABASE_URL,
    waitQuietMinutes: args.includes('--wait-quiet') ? Math.min(option('--wait-quiet', 10), 60) : 0,
    json: args.includes('--json'),
    strict: args.includes('--strict'),
  };
};

/** Waits (bounded) for the machine to go idle when asked to. */
export const waitQuietIf = async (minutes) => {
  if (minutes <= 0) return;
  console.log(`Waiting up to ${minutes} min for the machine to go quiet…`);
  if (await waitForQuiet(minutes)) console.log('Quiet: starting.');
};

export const createYeekeeBench = (adminUrl) => {
  const children = [];
  const tempDirs = [];
  const databases = [];
  let cleaning;
  const cleanup = () => {
    cleaning ??= (async () => {
      await Promise.all(children.map((child) => child.stop().catch(() => {})));
      for (const name of databases) await dropDatabase(adminUrl, name).catch(() => {});
      for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
    })();
    return cleaning;
  };
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.once(signal, () => {
      cleanup().finally(() => process.exit(130));
    });

  return {
    /**
     * The server (`apps/server/src/main.ts`) on a fresh database, one member registered through the API
     * (for a password hash), `members` more written into the tables and logged in through the API, and
     * the round `roundCode`.
     */
    async setUp({ members: count, roundCode }) {
      const tmp = mkdtempSync(path.join(os.tmpdir(), 'chokdee-bench-yeekee-'));
      tempDirs.push(tmp);
      const database = `chokdee_bench_yeekee_${Date.now()}`;
      await createDatabase(adminUrl, database);
      databases.push(database);
      const databaseUrl = databaseUrlOf(adminUrl, database);
      const server = startChokdee({ port: await freePort(), databaseUrl, dataDir: path.join(tmp, 'data') });
      children.push(server.child);
      await server.ready();
      const registered = await registerMember(server.base, {
        phone: `08${String(randomInt(0, 100_000_000)).padStart(8, '0')}`,
      });
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      let roundId;
      try {
        await defineBulkFunctions(client);
        const operatorId = await operatorIdOf(client);
        const [{ password_hash: passwordHash }] = (
          await client.query('select password_hash from member_credentials where member_id = $1', [
            registered.memberId,
          ])
        ).rows;
        await insertMembers(client, { operatorId, count, ms: Date.now(), passwordHash });
        roundId = await insertYeekeeRound(client, operatorId, roundCode);
      } finally {
        await client.end();
      }
      const members = [];
      for (let i = 1; i <= count; i += 1) {
        const phone = `09${String(i).padStart(8, '0')}`;
        members.push({ phone, token: await memberLogin(server.base, phone, registered.password) });
      }
      return { base: server.base, serverPid: server.child.pid, database, databaseUrl, roundId, members };
    },

    /** Runs `main` (answers PASS as a boolean), cleans up, exits 0, 1 (a FAIL with `strict`) or 2 (could not measure). */
    run(main, strict) {
      main()
        .then(async (pass) => {
          await cleanup();
          process.exit(!pass && strict ? 1 : 0);
        })
        .catch(async (error) => {
          console.error(error);
          await cleanup();
          process.exit(2);
        });
    },
  };
};
