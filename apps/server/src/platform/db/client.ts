import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { serverPaths } from '../paths';
import { trackCommits } from './after-commit';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle. Repository writes take it as a required parameter. */
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Either the database or a transaction: for reads that may run inside or outside one. */
export type DbOrTx = Db | Tx;

export const migrationsFolder = serverPaths.migrations;

export type Database = {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Applies pending migrations. Safe to call from several nodes at once on PostgreSQL. */
  migrate(): Promise<void>;
  /**
   * Runs `work` while holding the session advisory lock `key` (PostgreSQL): nodes starting together
   * run it one after the other (the demo seed). On PGlite (one process) it just runs `work`.
   */
  exclusive<T>(key: number, work: () => Promise<T>): Promise<T>;
  /** Throws if the database does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
};

const MIGRATION_LOCK_KEY = 727_001;

export const fromPostgresPool = (pool: pg.Pool): Database => {
  const db = trackCommits(drizzlePg({ client: pool, schema }) as unknown as Db);
  return {
    kind: 'postgres',
    db,
    async migrate() {
      // Nodes starting together must not run the same migration twice.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        client.release();
      }
    },
    async exclusive(key, work) {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [key]);
        return await work();
      } finally {
        await client.query('select pg_advisory_unlock($1)', [key]).catch(() => undefined);
        client.release();
      }
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
};

export const fromPglite = (client: PGlite): Database => {
  const db = trackCommits(drizzlePglite({ client, schema }) as unknown as Db);
  return {
    kind: 'pglite',
    db,
    async migrate() {
      await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder });
    },
    exclusive: (_key, work) => work(),
    async ping() {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
};

/** PostgreSQL when a URL is given, else the embedded PGlite kept in `dataDir/pglite`. */
export const openDatabase = async (options: {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** The PostgreSQL pool's size (DATABASE_POOL_MAX). */
  poolMax?: number;
}): Promise<Database> => {
  if (options.databaseUrl) {
    return fromPostgresPool(
      new pg.Pool({ connectionString: options.databaseUrl, max: options.poolMax ?? 20 }),
    );
  }
  const dir = path.join(options.dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  const client = await PGlite.create({ dataDir: dir });
  return fromPglite(client);
};
