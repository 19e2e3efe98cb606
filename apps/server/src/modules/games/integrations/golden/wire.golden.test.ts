import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ambEndpoints } from '@chokdee/contracts';
import { uuidv7 } from 'uuidv7';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '#platform/db/schema';
import {
  buildTestApp,
  creditMember,
  type GameProviderHarness,
  insertLoggedInMembers,
  startGameProviders,
  type TestApp,
  type TestProvider,
  updatingGolden,
} from '#testing/index';

/**
 * Golden wire vectors: every AMB endpoint (and the PG Soft-like ones) as request → exact answer, in
 * order against one member at the test clock's fixed time, over real HTTP. A change of mapping, code,
 * balance or shape shows here as a diff of `wire.golden.json`. `UPDATE_GOLDEN=1` rewrites the answers
 * (then every changed line is reviewed by hand: these are what a provider's certification sees).
 */
type Vector = {
  name: string;
  adapter: 'AMB' | 'PGSOFT';
  endpoint: string;
  body?: unknown;
  raw?: string;
  fields?: Record<string, string>;
  signature?: string;
  secret?: string;
  expect?: { status: number; body: unknown };
};
const file = path.join(import.meta.dirname, 'wire.golden.json');
const golden = JSON.parse(readFileSync(file, 'utf8')) as { about: string; vectors: Vector[] };
const updating = updatingGolden();

describe('golden wire vectors (pglite)', () => {
  let t: TestApp;
  let h: GameProviderHarness;

  /** The golden member's rows, with the fixed names the vectors use. */
  const seedGoldenPlayer = async (providers: Array<[TestProvider, string, string]>) => {
    const [member] = await insertLoggedInMembers(t, 1);
    if (!member) throw new Error('no member');
    const now = t.clock.now();
    await t.database.db.insert(schema.gamePlayers).values({
      operatorId: t.operatorId,
      memberId: member.memberId,
      username: 'golden-player',
      createdAt: now,
    });
    for (const [provider, gameCode, token] of providers) {
      const gameId = uuidv7();
      await t.database.db.insert(schema.games).values({
        id: gameId,
        operatorId: t.operatorId,
        providerId: provider.provider.id,
        slug: gameCode,
        gameCode,
        name: 'เกมทดสอบ',
        category: 'SLOT',
        createdAt: now,
        updatedAt: now,
      });
      await t.database.db.insert(schema.gameSessions).values({
        id: uuidv7(),
        operatorId: t.operatorId,
        memberId: member.memberId,
        providerId: provider.provider.id,
        gameId,
        token,
        createdAt: now,
      });
    }
    await creditMember(t, member.memberId, 100_000n);
  };

  beforeAll(async () => {
    t = await buildTestApp({ kind: 'pglite', modules: ['games'], seedDemo: false });
    h = await startGameProviders(t);
    await seedGoldenPlayer([
      [h.amb, 'golden-game', 'golden-session'],
      [h.pgsoft, 'golden-pg-game', 'golden-pg-session'],
    ]);
  });
  afterAll(async () => {
    await h.close();
    await t.close();
  });

  it('every vector answers exactly as recorded', async () => {
    const actual: Vector[] = [];
    for (const vector of golden.vectors) {
      const answer =
        vector.adapter === 'AMB'
          ? await h.amb.client.amb(vector.endpoint, vector.body, {
              ...(vector.raw === undefined ? {} : { raw: vector.raw }),
              ...(vector.signature === undefined ? {} : { signature: vector.signature }),
            })
          : await h.pgsoft.client.pgsoft(vector.endpoint, vector.fields ?? {}, {
              ...(vector.secret === undefined ? {} : { secret: vector.secret }),
            });
      actual.push({ ...vector, expect: { status: answer.status, body: answer.json ?? answer.text } });
    }
    if (updating) writeFileSync(file, `${JSON.stringify({ ...golden, vectors: actual }, null, 2)}\n`);
    for (const [index, vector] of golden.vectors.entries())
      expect(actual[index]?.expect, vector.name).toEqual(updating ? actual[index]?.expect : vector.expect);
    // Every AMB endpoint is covered.
    const covered = new Set(golden.vectors.filter((v) => v.adapter === 'AMB').map((v) => v.endpoint));
    for (const endpoint of ambEndpoints) expect(covered.has(endpoint), endpoint).toBe(true);
  });
});
