import { gameHref } from '@chokdee/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '#platform/db/schema';
import {
  buildTestApp,
  call,
  loginToken,
  registerMember,
  startFakeLaunchServer,
  TEST_JWT_SECRET,
  type TestApp,
  testDatabaseUrl,
} from '#testing/index';
import { moduleApi } from '#testing/module-api';
import { houseProvider } from '../house-provider';
import { createGameCatalogueRepo } from './catalogue.repo';
import { seedDemoGames } from './catalogue.seed';

/**
 * Launches at once on PostgreSQL (PGlite runs one transaction at a time, so it cannot show these):
 * a member's first launches from several tabs make one game username, and of their sessions with one
 * provider only the newest stays live.
 */
describe.runIf(testDatabaseUrl())('game launch races (postgres)', () => {
  let t: TestApp;
  let fake: Awaited<ReturnType<typeof startFakeLaunchServer>>;

  beforeAll(async () => {
    t = await buildTestApp({ kind: 'postgres', modules: ['games'], seedDemo: false });
    fake = await startFakeLaunchServer();
    await seedDemoGames({
      db: t.database.db,
      repo: createGameCatalogueRepo(),
      operatorId: t.operatorId,
      operatorKey: t.operatorKey,
      port: 1,
      serverSecret: TEST_JWT_SECRET,
      now: t.clock.now(),
    });
    // The house provider's launches go to the fake (any path answers a URL).
    await t.database.db
      .update(schema.gameProviders)
      .set({ apiBaseUrl: fake.baseUrl })
      .where(eq(schema.gameProviders.code, houseProvider.code));
    moduleApi(t, 'games').providers.invalidate();
  });
  afterAll(async () => {
    await fake.close();
    await t.close();
  });

  it('first launches from six tabs at once: one username, one live session', async () => {
    const member = await registerMember(t);
    const token = await loginToken(t, member);
    const slugs = houseProvider.games.map((game) => game.slug);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, n) => call(t, { url: gameHref.launch(slugs[n % 3] ?? ''), token })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const players = await t.database.db
      .select()
      .from(schema.gamePlayers)
      .where(eq(schema.gamePlayers.memberId, member.memberId));
    expect(players).toHaveLength(1);
    const sessions = await t.database.db
      .select()
      .from(schema.gameSessions)
      .where(eq(schema.gameSessions.memberId, member.memberId))
      .orderBy(schema.gameSessions.id);
    expect(sessions).toHaveLength(6);
    const live = sessions.filter((session) => session.supersededAt === null);
    expect(live.map((session) => session.id)).toEqual([sessions.at(-1)?.id]);
    const usernames = new Set(fake.received.map((request) => JSON.parse(request.body).username));
    expect([...usernames]).toEqual([players[0]?.username]);
  });
});
