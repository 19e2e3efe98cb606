import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, fromPglite, fromPostgresPool } from '#platform/db/client';

/** Set (by CI) to run the server suite on PostgreSQL as well as on PGlite. */
export const testDatabaseUrl = (): string | undefined => process.env.TEST_DATABASE_URL || undefined;

const withDatabase = (url: string, database: string): string => {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
};

/**
 * A fresh, migrated database for one test file: a copy of the PGlite template by default, or a new
 * PostgreSQL database (dropped on close) when `kind` is 'postgres'.
 */
export const createTestDb = async (kind: 'pglite' | 'postgres' = 'pglite'): Promise<Database> => {
  if (kind === 'pglite') {
    const template = readFileSync(inject('pgliteTemplate'));
    const client = await PGlite.create({ loadDataDir: new Blob([template]) });
    return fromPglite(client);
  }
  const url = testDatabaseUrl();
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const name = `chokdee_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const pool = new pg.Pool({ connectionString: withDatabase(url, name), max: 10 });
  const database = fromPostgresPool(pool);
  await database.migrate();
  return {
    ...database,
    async close() {
      // pool.end() resolves before its clients' connections have closed; dropping the database
      // `with (force)` meanwhile kills those backends and their FATAL surfaces as an uncaught error.
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
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
};

/** The database kinds this run covers: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const testDbKinds = (): Array<'pglite' | 'postgres'> =>
  testDatabaseUrl() ? ['pglite', 'postgres'] : ['pglite'];
