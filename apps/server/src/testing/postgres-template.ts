import pg from 'pg';
import { fromPostgresPool } from '#platform/db/client';
import { adminQuery, endPool, uniqueDatabaseName, withDatabase } from './postgres-admin';

/**
 * A migrated PostgreSQL database to clone from: migrations run once per test run (seconds), and each
 * test file's `create database … template` copies it (tens of milliseconds). Nothing stays connected
 * to it, as PostgreSQL refuses to clone a database that has other sessions.
 */
export const createPostgresTemplate = async (adminUrl: string): Promise<string> => {
  const name = uniqueDatabaseName('chokdee_tpl');
  await adminQuery(adminUrl, `create database ${name}`);
  const pool = new pg.Pool({ connectionString: withDatabase(adminUrl, name), max: 1 });
  await fromPostgresPool(pool).migrate();
  await endPool(pool);
  return name;
};
