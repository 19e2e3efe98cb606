import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { fromPglite } from '#platform/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of a migrated PGlite data dir; each test file loads its own copy. */
    pgliteTemplate: string;
  }
}

/**
 * A PGlite cold start plus migrations takes seconds, so it happens once per run: every test file
 * then loads a copy of this migrated template (milliseconds) instead.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'chokdee-pglite-'));
  const file = path.join(dir, 'template.tar.gz');
  const client = await PGlite.create();
  const database = fromPglite(client);
  await database.migrate();
  const dump = await client.dumpDataDir('gzip');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
