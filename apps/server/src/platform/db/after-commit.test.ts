import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterCommit } from './after-commit';
import { type Database, fromPglite } from './client';

// node-postgres goes through the same wrapper; hot-reads.test.ts covers it end to end on PostgreSQL.
describe('afterCommit', () => {
  let database: Database;
  beforeAll(async () => {
    // No tables needed: an empty in-memory database is enough.
    database = fromPglite(await PGlite.create());
  });
  afterAll(() => database.close());

  it('runs after the outermost commit, before the transaction call resolves', async () => {
    const seen: string[] = [];
    await database.db.transaction(async (tx) => {
      afterCommit(tx, () => {
        seen.push('outer');
      });
      await tx.transaction(async (savepoint) => {
        afterCommit(savepoint, () => {
          seen.push('savepoint');
        });
      });
      expect(seen).toEqual([]);
    });
    expect(seen.sort()).toEqual(['outer', 'savepoint']);
  });

  it('never runs on rollback, and drops what a rolled-back savepoint attached', async () => {
    const seen: string[] = [];
    await expect(
      database.db.transaction(async (tx) => {
        afterCommit(tx, () => {
          seen.push('outer');
        });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(seen).toEqual([]);

    await database.db.transaction(async (tx) => {
      await tx
        .transaction(async (savepoint) => {
          afterCommit(savepoint, () => {
            seen.push('savepoint');
          });
          throw new Error('savepoint rolls back');
        })
        .catch(() => undefined);
      afterCommit(tx, () => {
        seen.push('outer');
      });
    });
    expect(seen).toEqual(['outer']);
  });

  it('awaits the callbacks before the transaction call resolves', async () => {
    let done = false;
    await database.db.transaction(async (tx) => {
      afterCommit(tx, async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        done = true;
      });
    });
    expect(done).toBe(true);
  });

  it('refuses a handle that is not a transaction of the platform client', () => {
    expect(() => afterCommit(database.db as never, () => undefined)).toThrow(/not a transaction/);
  });
});
