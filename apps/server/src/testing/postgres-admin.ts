/**
 * PostgreSQL databases for tests, through the server's maintenance connection: name, create from a
 * template, drop. Depends on `pg` alone, so the e2e suite's fixtures use it too.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** `url` with its database name replaced by `database`. */
export const withDatabase = (url: string, database: string): string => {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
};

export const uniqueDatabaseName = (prefix: string): string =>
  `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `sql` on the server's maintenance connection (`adminUrl`'s database). */
export const adminQuery = async (adminUrl: string, sql: string): Promise<void> => {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
};

/** Ends `pool` and resolves once every one of its connections is closed, not just asked to close. */
export const endPool = async (pool: pg.Pool): Promise<void> => {
  // pool.end() resolves before its clients' connections have closed; dropping or cloning the
  // database meanwhile meets those backends (a clone fails, a forced drop surfaces their FATAL).
  let open = pool.totalCount;
  const closed = new Promise<void>((resolve) => {
    if (open === 0) resolve();
    pool.on('remove', () => {
      open -= 1;
      if (open <= 0) resolve();
    });
  });
  await pool.end();
  await closed;
};

/**
 * `create database name template tpl`. PostgreSQL refuses (55006, "source database is being accessed
 * by other users") while any session is connected to the template — a backend of the template's own
 * setup still closing, or another clone's copy in flight — so a refused clone is tried again.
 * `file_copy` copies the template's files instead of writing every page of it to the WAL (the
 * default since PostgreSQL 15): half the server's work per clone, for a template this small. A
 * test's commits do not wait for the WAL to reach the disk (`synchronous_commit = off`, for every
 * session of the copy): what a commit makes visible is the same, only a crash of the server could
 * lose it.
 */
export const cloneDatabase = async (adminUrl: string, template: string, name: string): Promise<void> => {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await adminQuery(adminUrl, `create database ${name} template ${template} strategy file_copy`);
      break;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt >= 100) throw error;
      await sleep(50 + Math.floor(Math.random() * 100));
    }
  }
  await adminQuery(adminUrl, `alter database ${name} set synchronous_commit = off`);
};

/** Drops `name`, waiting (not forcing) while sessions still close: forcing would kill them mid-close. */
export const dropDatabase = async (adminUrl: string, name: string): Promise<void> => {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await adminQuery(adminUrl, `drop database if exists ${name}`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt >= 40) throw error;
      await sleep(250);
    }
  }
};
