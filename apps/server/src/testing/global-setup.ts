import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { fromPglite } from '#platform/db/client';
import { buildServer } from '../../../../scripts/build-server.mjs';
import { adminQuery } from './postgres-admin';
import { createPostgresTemplate } from './postgres-template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of a migrated PGlite data dir; each test file loads its own copy. */
    pgliteTemplate: string;
    /** A migrated PostgreSQL database on TEST_DATABASE_URL's server to clone, when that is set. */
    postgresTemplate: string | undefined;
  }
}

const pgliteTemplate = async (file: string): Promise<void> => {
  const client = await PGlite.create();
  const database = fromPglite(client);
  await database.migrate();
  const dump = await client.dumpDataDir('gzip');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await client.close();
};

/**
 * A PGlite cold start plus migrations takes seconds, and so do migrations on a new PostgreSQL
 * database, so both happen once per run: every test file then loads a copy of the migrated PGlite
 * template, or clones the migrated PostgreSQL one (milliseconds) instead.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'chokdee-pglite-'));
  const file = path.join(dir, 'template.tar.gz');
  const adminUrl = process.env.TEST_DATABASE_URL || undefined;
  // The server bundle the restart and cluster tests run as processes (testing/server-process.ts), built
  // from the source as it is now.
  const [, , postgresTemplate] = await Promise.all([
    pgliteTemplate(file),
    buildServer(),
    adminUrl ? createPostgresTemplate(adminUrl) : undefined,
  ]);
  project.provide('pgliteTemplate', file);
  project.provide('postgresTemplate', postgresTemplate);
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (adminUrl && postgresTemplate) {
      await adminQuery(adminUrl, `drop database if exists ${postgresTemplate} with (force)`);
    }
  };
}
