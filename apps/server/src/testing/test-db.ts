import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, fromPglite, fromPostgresPool } from '#platform/db/client';
import { adminQuery, cloneDatabase, endPool, uniqueDatabaseName, withDatabase } from './postgres-admin';

/** Set (by CI) to run the server suite on PostgreSQL (see `testDbKinds`). */
export const testDatabaseUrl = (): string | undefined => process.env.TEST_DATABASE_URL || undefined;

/** The database of a suite that runs on one (see `testDbKinds`). */
const defaultDbKind = (): 'pglite' | 'postgres' => (testDatabaseUrl() ? 'postgres' : 'pglite');

/**
 * A fresh, migrated database for one test file: a copy of the PGlite template, or a clone of the
 * migrated PostgreSQL template (dropped on close) when `kind` is 'postgres'. Without a `kind`, the
 * one database `testDbKinds()` names: PostgreSQL when TEST_DATABASE_URL is set (CI), else PGlite.
 */
export const createTestDb = async (kind: 'pglite' | 'postgres' = defaultDbKind()): Promise<Database> => {
  if (kind === 'pglite') {
    const template = readFileSync(inject('pgliteTemplate'));
    const client = await PGlite.create({ loadDataDir: new Blob([template]) });
    return fromPglite(client);
  }
  const url = testDatabaseUrl();
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const template = inject('postgresTemplate');
  if (!template) throw new Error("no PostgreSQL template: the server project's global setup makes it");
  const name = uniqueDatabaseName('chokdee_test');
  await cloneDatabase(url, template, name);
  const pool = new pg.Pool({ connectionString: withDatabase(url, name), max: 10 });
  const database = fromPostgresPool(pool);
  return {
    ...database,
    async close() {
      await endPool(pool);
      await adminQuery(url, `drop database if exists ${name} with (force)`);
    },
  };
};

/**
 * The database kinds a suite runs on. Route and service suites test rules, not SQL, so they run on
 * one: PostgreSQL (production's database) when TEST_DATABASE_URL is set, as in CI, else PGlite (fast,
 * nothing to install). Suites where the two can differ — SQL and driver behaviour: repositories, the
 * ledger, aggregates and dates read back, the outbox — pass `{ sql: true }` and run on both when
 * PostgreSQL is there. TEST_ALL_DB_KINDS=1 runs every suite on both.
 */
export const testDbKinds = (options: { sql?: boolean } = {}): Array<'pglite' | 'postgres'> => {
  if (!testDatabaseUrl()) return ['pglite'];
  return options.sql || process.env.TEST_ALL_DB_KINDS === '1' ? ['pglite', 'postgres'] : [defaultDbKind()];
};
