import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  errorCatalogue,
  type GameInput,
  gameHref,
  gamePaths,
  providerAuthHeaders,
  providerLaunchRequestSchema,
} from '@chokdee/contracts';
import { and, eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWalletRepo, createWalletService } from '#modules/wallet/index';
import * as schema from '#platform/db/schema';
import {
  auditRows,
  buildTestApp,
  call,
  checkLedger,
  countRows,
  loginToken,
  ownerToken,
  registerMember,
  staffMember,
  statusOf,
  TEST_JWT_SECRET,
  type TestApp,
  testDbKinds,
} from '#testing/index';
import { moduleApi } from '#testing/module-api';
import { houseProvider, houseProviderCredentials } from '../house-provider';
import { createProviderSecretBox, signatureMatches } from '../providers/provider-secrets';
import { createGameCatalogueRepo } from './catalogue.repo';
import { houseApiBaseUrl, seedDemoGames } from './catalogue.seed';
import { LAUNCHES_PER_MINUTE } from './catalogue.service';

/** The secret of the other providers the tests add. */
const OTHER_SECRET = 'another-providers-secret';

/**
 * A provider's launch endpoint over real HTTP (the fake at the edge): checks the signature with the
 * house credentials (or the other providers' secret) and answers a site-relative play URL, as the house provider does. Under
 * `/broken` it fails, as a provider that is down.
 */
const startFakeProvider = async () => {
  const { walletKey, secret } = houseProviderCredentials(TEST_JWT_SECRET, 'demo');
  const received: Array<{ path: string; body: unknown; signed: boolean; key: string | undefined }> = [];
  const readBody = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  };
  const server: Server = createServer((request, response) => {
    void readBody(request).then((raw) => {
      const key = request.headers[providerAuthHeaders.key] as string | undefined;
      const house = request.url === '/originals/launch';
      const signed = signatureMatches(
        house ? secret : OTHER_SECRET,
        raw,
        request.headers[providerAuthHeaders.signature] as string,
      );
      received.push({ path: request.url ?? '', body: JSON.parse(raw), signed, key });
      if (request.url === '/broken/launch' || !signed || (house && key !== walletKey)) {
        response.writeHead(request.url === '/broken/launch' ? 500 : 401).end('{}');
        return;
      }
      const launch = providerLaunchRequestSchema.parse(JSON.parse(raw));
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ url: `/originals/play/${launch.gameCode}?session=${launch.sessionToken}` }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

describe.each(testDbKinds())('games catalogue (%s)', (kind) => {
  let t: TestApp;
  let owner: string;
  let fake: Awaited<ReturnType<typeof startFakeProvider>>;
  let houseProviderId: string;
  const repo = createGameCatalogueRepo();

  const seed = (port: number) =>
    seedDemoGames({
      db: t.database.db,
      repo,
      operatorId: t.operatorId,
      operatorKey: t.operatorKey,
      port,
      serverSecret: TEST_JWT_SECRET,
      now: t.clock.now(),
    });

  beforeAll(async () => {
    t = await buildTestApp({ kind, modules: ['games', 'payments', 'receivables'] });
    fake = await startFakeProvider();
    await seed(fake.port);
    owner = await ownerToken(t);
    const provider = await repo.findProviderByCode(t.database.db, t.operatorId, houseProvider.code);
    houseProviderId = provider?.id ?? '';
  });
  afterAll(async () => {
    expect((await checkLedger(t)).ok).toBe(true);
    await fake.close();
    await t.close();
  });

  const member = async () => {
    const registered = await registerMember(t);
    return { ...registered, token: await loginToken(t, registered) };
  };
  const get = async (url: string, token?: string) =>
    call(t, { method: 'GET', url, ...(token ? { token } : {}) });
  const slugsOf = async (url: string) =>
    (await get(url)).json().data.data.map((game: { slug: string }) => game.slug) as string[];
  const launch = (slug: string, token?: string) =>
    call(t, { url: gameHref.launch(slug), ...(token ? { token } : {}) });

  /** Another provider of the demo site (a second catalogue to filter by); `broken` fails its launches. */
  const addProvider = async (code: string, options: { broken?: boolean; enabled?: boolean } = {}) => {
    const id = uuidv7();
    const now = t.clock.now();
    await t.database.db.transaction((tx) =>
      repo.insertProvider(tx, {
        id,
        operatorId: t.operatorId,
        code,
        name: `ค่าย ${code}`,
        adapter: 'AMB',
        categories: ['SLOT', 'LIVE_CASINO'],
        apiBaseUrl: `http://127.0.0.1:${fake.port}${options.broken ? '/broken' : '/elsewhere'}`,
        walletKey: `gp_test_${code}`,
        secretCiphertext: createProviderSecretBox({ secret: TEST_JWT_SECRET }).encrypt(id, OTHER_SECRET),
        secretRotatedAt: now,
        enabled: options.enabled ?? true,
        sortOrder: 5,
        createdAt: now,
        updatedAt: now,
      }),
    );
    return id;
  };
  const gameInput = (providerId: string, overrides: Partial<GameInput> = {}): GameInput => ({
    providerId,
    slug: `game-${uuidv7().slice(-8)}`,
    gameCode: `code-${uuidv7().slice(-8)}`,
    name: 'เกมทดสอบ',
    category: 'SLOT',
    imageUrl: '/games/test.svg',
    rtp: '95.50',
    description: '',
    enabled: true,
    sortOrder: 50,
    isNew: false,
    isHot: false,
    ...overrides,
  });
  const createGame = async (input: GameInput) => {
    const res = await call(t, { url: gamePaths.adminGames, token: owner, body: input });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { id: string; slug: string };
  };

  describe('demo seed', () => {
    it('gives the demo site the house provider (AMB, its credentials, this server’s address) and its three games, once', async () => {
      await seed(fake.port);
      const providers = await t.database.db
        .select()
        .from(schema.gameProviders)
        .where(eq(schema.gameProviders.code, houseProvider.code));
      expect(providers).toHaveLength(1);
      const [provider] = providers;
      const credentials = houseProviderCredentials(TEST_JWT_SECRET, 'demo');
      expect(provider).toMatchObject({
        adapter: 'AMB',
        enabled: true,
        apiBaseUrl: houseApiBaseUrl(fake.port),
        walletKey: credentials.walletKey,
      });
      expect(
        createProviderSecretBox({ secret: TEST_JWT_SECRET }).decrypt(
          provider?.id ?? '',
          provider?.secretCiphertext ?? '',
        ),
      ).toBe(credentials.secret);
      const seeded = await t.database.db
        .select()
        .from(schema.games)
        .where(eq(schema.games.providerId, provider?.id ?? ''));
      expect(seeded.map((game) => [game.slug, game.category, game.enabled]).sort()).toEqual([
        ['chokdee-baccarat', 'TABLE', true],
        ['chokdee-fish-hunter', 'FISH', true],
        ['chokdee-lucky-slot', 'SLOT', true],
      ]);
      // The published tables' figures (apps/originals README): slot and fish 96%, baccarat's banker bet 98.94%.
      expect(Object.fromEntries(seeded.map((game) => [game.gameCode, game.rtp]))).toEqual({
        'lucky-slot': '96.00',
        baccarat: '98.94',
        'fish-hunter': '96.00',
      });
      for (const game of seeded) {
        expect(game.imageUrl).toMatch(/^\/games\/.+\.svg$/);
        expect(game.name).toMatch(/[\u0E00-\u0E7F]/);
      }
    });

    it('follows a new PORT, but leaves an address staff changed alone', async () => {
      await seed(fake.port + 1);
      const moved = await repo.findProviderByCode(t.database.db, t.operatorId, houseProvider.code);
      expect(moved?.apiBaseUrl).toBe(houseApiBaseUrl(fake.port + 1));
      await seed(fake.port);
      await t.database.db
        .update(schema.gameProviders)
        .set({ apiBaseUrl: 'https://originals.example.com' })
        .where(eq(schema.gameProviders.id, houseProviderId));
      await seed(fake.port + 2);
      expect(
        (await repo.findProviderByCode(t.database.db, t.operatorId, houseProvider.code))?.apiBaseUrl,
      ).toBe('https://originals.example.com');
      await t.database.db
        .update(schema.gameProviders)
        .set({ apiBaseUrl: houseApiBaseUrl(fake.port) })
        .where(eq(schema.gameProviders.id, houseProviderId));
    });
  });

  describe('member reads', () => {
    it('lists enabled games of enabled providers by category, provider and search, in order, in pages', async () => {
      const other = await addProvider('zeta-games');
      const off = await addProvider('off-games', { enabled: false });
      await createGame(gameInput(other, { slug: 'zeta-slot-b', name: 'สล็อตซีต้า ข', sortOrder: 1 }));
      await createGame(gameInput(other, { slug: 'zeta-slot-a', name: 'สล็อตซีต้า ก', sortOrder: 1 }));
      await createGame(gameInput(other, { slug: 'zeta-live', name: 'บาคาร่าสด', category: 'LIVE_CASINO' }));
      await createGame(gameInput(other, { slug: 'zeta-hidden', name: 'ปิดอยู่', enabled: false }));
      await createGame(gameInput(off, { slug: 'off-slot', name: 'ค่ายปิด' }));

      // Sort order first (1 before the house slot's 10), then the Thai name.
      expect(await slugsOf(`${gamePaths.list}?category=SLOT&pageSize=100`)).toEqual([
        'zeta-slot-a',
        'zeta-slot-b',
        'chokdee-lucky-slot',
      ]);
      const [first] = (await get(`${gamePaths.list}?category=SLOT`)).json().data.data;
      expect(first).toEqual({
        slug: 'zeta-slot-a',
        name: 'สล็อตซีต้า ก',
        category: 'SLOT',
        provider: 'zeta-games',
        providerName: 'ค่าย zeta-games',
        imageUrl: '/games/test.svg',
        rtp: '95.50',
        isNew: false,
        isHot: false,
      });
      expect(await slugsOf(`${gamePaths.list}?provider=zeta-games&pageSize=100`)).toEqual([
        'zeta-slot-a',
        'zeta-slot-b',
        'zeta-live',
      ]);
      expect(await slugsOf(`${gamePaths.list}?provider=off-games`)).toEqual([]);
      expect(await slugsOf(`${gamePaths.list}?q=${encodeURIComponent('ซีต้า')}`)).toEqual([
        'zeta-slot-a',
        'zeta-slot-b',
      ]);
      expect(await slugsOf(`${gamePaths.list}?q=baccarat`)).toEqual(['chokdee-baccarat']);
      // LIKE wildcards in the search match themselves, not everything.
      expect(await slugsOf(`${gamePaths.list}?q=%25`)).toEqual([]);
      expect(await slugsOf(`${gamePaths.list}?q=_`)).toEqual([]);

      const page = (await get(`${gamePaths.list}?category=SLOT&pageNo=2&pageSize=2`)).json().data;
      expect(page).toMatchObject({ total: 3, pageNo: 2, pageSize: 2 });
      expect(page.data.map((game: { slug: string }) => game.slug)).toEqual(['chokdee-lucky-slot']);
    });

    it('refuses a bad query with the envelope, never a 500', async () => {
      for (const url of [
        `${gamePaths.list}?category=CASINO`,
        `${gamePaths.list}?pageSize=1000`,
        `${gamePaths.list}?pageNo=0`,
        `${gamePaths.list}?q=${'ก'.repeat(51)}`,
        `${gamePaths.providers}?category=slot`,
        `${gamePaths.history}?pageNo=abc`,
      ]) {
        const res = await get(url, (await member()).token);
        expect(res.statusCode, url).toBe(400);
        expect(statusOf(res).code).toBe(errorCatalogue.VALIDATION_FAILED.code);
      }
    });

    it('lists providers with playable games, per category, with their counts', async () => {
      const all = (await get(gamePaths.providers)).json().data;
      const house = all.find((provider: { code: string }) => provider.code === houseProvider.code);
      expect(house).toMatchObject({
        name: houseProvider.name,
        categories: ['SLOT', 'TABLE', 'FISH'],
        gameCount: 3,
      });
      const fish = (await get(`${gamePaths.providers}?category=FISH`)).json().data;
      expect(fish).toEqual([expect.objectContaining({ code: houseProvider.code, gameCount: 1 })]);
      expect((await get(`${gamePaths.providers}?category=SPORTS`)).json().data).toEqual([]);
    });

    it('answers one game with its rules; an unknown or disabled one is refused', async () => {
      const one = await get(gameHref.one('chokdee-baccarat'));
      expect(one.statusCode).toBe(200);
      expect(one.json().data).toMatchObject({
        slug: 'chokdee-baccarat',
        name: 'บาคาร่าโชคดี',
        category: 'TABLE',
        provider: houseProvider.code,
        isHot: true,
      });
      expect(one.json().data.description.length).toBeGreaterThan(20);
      const missing = await get(gameHref.one('no-such-game'));
      expect(missing.statusCode).toBe(404);
      expect(statusOf(missing).code).toBe(errorCatalogue.GAME_NOT_FOUND.code);
      const bad = await get(gameHref.one('Not A Slug'));
      expect(bad.statusCode).toBe(400);
      const hidden = await createGame(gameInput(houseProviderId, { enabled: false }));
      expect(statusOf(await get(gameHref.one(hidden.slug))).code).toBe(errorCatalogue.GAME_UNAVAILABLE.code);
    });
  });

  describe('launch', () => {
    it('starts a session, asks the provider over signed HTTP and answers its URL; the next launch supersedes it', async () => {
      const m = await member();
      const before = fake.received.length;
      const res = await launch('chokdee-lucky-slot', m.token);
      expect(res.statusCode, res.body).toBe(200);
      const sessions = await t.database.db
        .select()
        .from(schema.gameSessions)
        .where(eq(schema.gameSessions.memberId, m.memberId));
      expect(sessions).toHaveLength(1);
      const [session] = sessions;
      expect(session?.token).toMatch(/^[\w-]{43}$/);
      expect(res.json().data).toEqual({ url: `/originals/play/lucky-slot?session=${session?.token}` });

      const sent = fake.received.slice(before);
      expect(sent).toHaveLength(1);
      expect(sent[0]?.signed).toBe(true);
      const [player] = await t.database.db
        .select()
        .from(schema.gamePlayers)
        .where(eq(schema.gamePlayers.memberId, m.memberId));
      expect(player?.username).toMatch(/^cd[a-z2-7]{12}$/);
      expect(player?.username).not.toContain(m.phone);
      expect(sent[0]?.body).toEqual({
        operatorKey: 'demo',
        username: player?.username,
        sessionToken: session?.token,
        gameCode: 'lucky-slot',
        lang: 'th',
        currency: 'THB',
        returnUrl: expect.stringMatching(/^http:\/\/.+\/slot-game$/),
      });

      t.clock.advance(1_000);
      expect((await launch('chokdee-baccarat', m.token)).statusCode).toBe(200);
      const after = await t.database.db
        .select()
        .from(schema.gameSessions)
        .where(eq(schema.gameSessions.memberId, m.memberId))
        .orderBy(schema.gameSessions.createdAt);
      expect(after).toHaveLength(2);
      expect(after[0]?.supersededAt).not.toBeNull();
      expect(after[1]?.supersededAt).toBeNull();
      expect(after[1]?.token).not.toBe(after[0]?.token);
      // The same username every time.
      const last = fake.received.at(-1)?.body as { username: string; returnUrl: string } | undefined;
      expect(last?.username).toBe(player?.username);
      expect(last?.returnUrl).toMatch(/\/live-casino$/);
    });

    it('refuses a guest, an unknown or disabled game, a disabled provider and a member who owes a receivable', async () => {
      expect((await launch('chokdee-lucky-slot')).statusCode).toBe(401);
      const m = await member();
      const unknown = await launch('nope-nope', m.token);
      expect(unknown.statusCode).toBe(404);
      expect(statusOf(unknown).code).toBe(errorCatalogue.GAME_NOT_FOUND.code);
      const hidden = await createGame(gameInput(houseProviderId, { enabled: false }));
      expect(statusOf(await launch(hidden.slug, m.token)).code).toBe(errorCatalogue.GAME_UNAVAILABLE.code);
      const offProvider = await addProvider('off-provider-launch', { enabled: false });
      const offGame = await createGame(gameInput(offProvider));
      expect(statusOf(await launch(offGame.slug, m.token)).code).toBe(errorCatalogue.GAME_UNAVAILABLE.code);

      // A reversal their cash could not cover: the member owes 12.50 (as the game wallet posts it).
      const wallet = createWalletService({ db: t.database.db, repo: createWalletRepo(), clock: t.clock });
      await t.database.db.transaction((tx) =>
        wallet.postTransfers(tx, [
          {
            operatorId: t.operatorId,
            kind: 'GAME_WIN_REVERSED',
            debit: { memberId: m.memberId, kind: 'RECEIVABLE' },
            credit: { house: 'GAMES' },
            amountSatang: 1250n,
            causeType: 'test',
            causeId: uuidv7(),
            idempotencyKey: `test-receivable-${m.memberId}`,
          },
        ]),
      );
      const owing = await launch('chokdee-lucky-slot', m.token);
      expect(owing.statusCode).toBe(422);
      expect(statusOf(owing)).toEqual({
        code: errorCatalogue.GAME_RECEIVABLE_OPEN.code,
        message: 'มียอดค้างชำระ 12.50 บาท กรุณาฝากเงินเพื่อชำระก่อนเล่นเกม',
      });
      expect(
        await t.database.db
          .select()
          .from(schema.gameSessions)
          .where(eq(schema.gameSessions.memberId, m.memberId)),
      ).toEqual([]);
    });

    it('answers GAME_PROVIDER_FAILED when the provider fails; the game already open keeps its session', async () => {
      const broken = await addProvider('broken-games', { broken: true });
      const game = await createGame(gameInput(broken));
      const m = await member();
      const res = await launch(game.slug, m.token);
      expect(res.statusCode).toBe(502);
      expect(statusOf(res)).toEqual({
        code: errorCatalogue.GAME_PROVIDER_FAILED.code,
        message: errorCatalogue.GAME_PROVIDER_FAILED.message,
      });

      // The house provider fails while the member plays its slot: the slot's session stays live.
      expect((await launch('chokdee-lucky-slot', m.token)).statusCode).toBe(200);
      const sessionsOf = () =>
        t.database.db
          .select()
          .from(schema.gameSessions)
          .where(
            and(
              eq(schema.gameSessions.memberId, m.memberId),
              eq(schema.gameSessions.providerId, houseProviderId),
            ),
          )
          .orderBy(schema.gameSessions.id);
      const [playing] = await sessionsOf();
      const setHouseUrl = async (apiBaseUrl: string) => {
        await t.database.db
          .update(schema.gameProviders)
          .set({ apiBaseUrl })
          .where(eq(schema.gameProviders.id, houseProviderId));
        moduleApi(t, 'games').providers.invalidate();
      };
      await setHouseUrl(`http://127.0.0.1:${fake.port}/broken`);
      try {
        t.clock.advance(1_000);
        expect(statusOf(await launch('chokdee-baccarat', m.token)).code).toBe(
          errorCatalogue.GAME_PROVIDER_FAILED.code,
        );
      } finally {
        await setHouseUrl(houseApiBaseUrl(fake.port));
      }
      const after = await sessionsOf();
      expect(after).toHaveLength(2);
      expect(after[0]).toMatchObject({ id: playing?.id, supersededAt: null });
      expect(after[1]?.supersededAt).not.toBeNull();
      // And the member can try again.
      t.clock.advance(1_000);
      expect((await launch('chokdee-baccarat', m.token)).statusCode).toBe(200);
      expect((await sessionsOf()).filter((session) => session.supersededAt === null)).toHaveLength(1);
    });

    it(`refuses more than ${LAUNCHES_PER_MINUTE} launches a minute per member`, async () => {
      const m = await member();
      for (let n = 0; n < LAUNCHES_PER_MINUTE; n += 1)
        expect((await launch('chokdee-fish-hunter', m.token)).statusCode).toBe(200);
      const refused = await launch('chokdee-fish-hunter', m.token);
      expect(refused.statusCode).toBe(429);
      expect(statusOf(refused).code).toBe(errorCatalogue.RATE_LIMITED.code);
      t.clock.advance(61_000);
      expect((await launch('chokdee-fish-hunter', m.token)).statusCode).toBe(200);
      // Only the newest session of the provider is live.
      const live = await t.database.db
        .select()
        .from(schema.gameSessions)
        .where(and(eq(schema.gameSessions.memberId, m.memberId)));
      expect(live.filter((session) => session.supersededAt === null)).toHaveLength(1);
    });
  });

  describe('the member’s games', () => {
    it('recent: distinct games, newest launch first, at most 12; members only', async () => {
      expect((await get(gamePaths.recent)).statusCode).toBe(401);
      const m = await member();
      expect((await get(gamePaths.recent, m.token)).json().data).toEqual([]);
      for (const slug of ['chokdee-lucky-slot', 'chokdee-baccarat', 'chokdee-lucky-slot']) {
        t.clock.advance(1_000);
        expect((await launch(slug, m.token)).statusCode).toBe(200);
      }
      const recent = (await get(gamePaths.recent, m.token)).json().data;
      expect(recent.map((game: { slug: string }) => game.slug)).toEqual([
        'chokdee-lucky-slot',
        'chokdee-baccarat',
      ]);
      expect(recent[0]).toMatchObject({ name: 'สล็อตโชคดี', provider: houseProvider.code, category: 'SLOT' });

      const extra = await addProvider('many-games');
      for (let n = 0; n < 12; n += 1) {
        const game = await createGame(gameInput(extra, { slug: `many-${n}` }));
        t.clock.advance(1_000);
        expect((await launch(game.slug, m.token)).statusCode).toBe(200);
        t.clock.advance(61_000);
      }
      const twelve = (await get(gamePaths.recent, m.token)).json().data;
      expect(twelve).toHaveLength(12);
      expect(twelve[0].slug).toBe('many-11');
    });

    it('history: the member’s rounds newest first, in pages, with provider, game, stake, win and status', async () => {
      const m = await member();
      const other = await member();
      const [slot] = await t.database.db
        .select()
        .from(schema.games)
        .where(eq(schema.games.slug, 'chokdee-lucky-slot'));
      const round = (memberId: string, overrides: Partial<typeof schema.gameRounds.$inferInsert>) => ({
        id: uuidv7(),
        operatorId: t.operatorId,
        providerId: houseProviderId,
        memberId,
        gameId: slot?.id ?? null,
        gameCode: 'lucky-slot',
        providerRoundId: uuidv7(),
        category: 'SLOT' as const,
        status: 'SETTLED' as const,
        stakeSatang: 1000n,
        winSatang: 2550n,
        openedAt: new Date('2026-11-23T03:00:00Z'),
        settledAt: new Date('2026-11-23T03:00:03Z'),
        updatedAt: new Date('2026-11-23T03:00:03Z'),
        ...overrides,
      });
      await t.database.db.insert(schema.gameRounds).values([
        round(m.memberId, {}),
        round(m.memberId, {
          gameId: null,
          gameCode: 'retired-game',
          status: 'OPEN',
          stakeSatang: 500n,
          winSatang: 0n,
          openedAt: new Date('2026-11-23T04:00:00Z'),
          settledAt: null,
        }),
        round(other.memberId, {}),
      ]);
      const res = await get(`${gamePaths.history}?pageSize=1`, m.token);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ total: 2, pageNo: 1, pageSize: 1 });
      expect(res.json().data.data).toEqual([
        expect.objectContaining({
          provider: houseProvider.code,
          providerName: houseProvider.name,
          game: 'retired-game',
          gameSlug: null,
          category: 'SLOT',
          stake: '5.00',
          win: '0.00',
          status: 'OPEN',
          openedAt: '2026-11-23T04:00:00.000Z',
          settledAt: null,
        }),
      ]);
      const second = (await get(`${gamePaths.history}?pageSize=1&pageNo=2`, m.token)).json().data.data;
      expect(second).toEqual([
        expect.objectContaining({
          game: 'สล็อตโชคดี',
          gameSlug: 'chokdee-lucky-slot',
          stake: '10.00',
          win: '25.50',
        }),
      ]);
      expect((await get(gamePaths.history)).statusCode).toBe(401);
    });
  });

  describe('back office', () => {
    it('creates, reads, lists and replaces a game, each change audited', async () => {
      const input = gameInput(houseProviderId, { slug: 'admin-made', name: 'เกมใหม่', isNew: true });
      const created = await createGame(input);
      expect(created).toMatchObject({ slug: 'admin-made', providerCode: houseProvider.code, isNew: true });
      const lottery = (await staffMember(t, 'lottery')).token;
      const replaced = await call(t, {
        method: 'PUT',
        url: gameHref.adminGame(created.id),
        token: lottery,
        body: { ...input, name: 'เกมใหม่ 2', rtp: '97.10', enabled: false },
      });
      expect(replaced.statusCode, replaced.body).toBe(200);
      expect(replaced.json().data).toMatchObject({ name: 'เกมใหม่ 2', rtp: '97.10', enabled: false });
      const support = (await staffMember(t, 'support')).token;
      const read = await call(t, { method: 'GET', url: gameHref.adminGame(created.id), token: support });
      expect(read.json().data.name).toBe('เกมใหม่ 2');
      const listed = await call(t, {
        method: 'GET',
        url: `${gamePaths.adminGames}?providerId=${houseProviderId}&q=${encodeURIComponent('เกมใหม่')}`,
        token: support,
      });
      expect(listed.json().data.data.map((game: { slug: string }) => game.slug)).toEqual(['admin-made']);
      const slots = await call(t, {
        method: 'GET',
        url: `${gamePaths.adminGames}?category=FISH&pageSize=100`,
        token: owner,
      });
      expect(slots.json().data.data.every((game: { category: string }) => game.category === 'FISH')).toBe(
        true,
      );

      expect(await auditRows(t, 'game.create', created.id)).toHaveLength(1);
      const [update] = await auditRows(t, 'game.update', created.id);
      expect(update?.before).toMatchObject({ name: 'เกมใหม่', enabled: true });
      expect(update?.after).toMatchObject({ name: 'เกมใหม่ 2', enabled: false, rtp: '97.10' });

      const denied = await call(t, {
        url: gamePaths.adminGames,
        token: support,
        body: gameInput(houseProviderId),
      });
      expect(denied.statusCode).toBe(403);
    });

    it('refuses duplicates, unknown providers and bad input with the envelope, writing nothing', async () => {
      const games = await countRows(t, schema.games);
      const audits = await countRows(t, schema.staffAuditLog);
      const takenSlug = await call(t, {
        url: gamePaths.adminGames,
        token: owner,
        body: gameInput(houseProviderId, { slug: 'chokdee-baccarat' }),
      });
      expect(takenSlug.statusCode).toBe(409);
      expect(statusOf(takenSlug).code).toBe(errorCatalogue.GAME_SLUG_TAKEN.code);
      expect(takenSlug.json().data.field).toBe('slug');
      const takenCode = await call(t, {
        url: gamePaths.adminGames,
        token: owner,
        body: gameInput(houseProviderId, { gameCode: 'baccarat' }),
      });
      expect(statusOf(takenCode).code).toBe(errorCatalogue.GAME_CODE_TAKEN.code);
      const noProvider = await call(t, {
        url: gamePaths.adminGames,
        token: owner,
        body: gameInput(uuidv7()),
      });
      expect(noProvider.statusCode).toBe(404);
      expect(statusOf(noProvider).code).toBe(errorCatalogue.GAME_PROVIDER_NOT_FOUND.code);
      for (const bad of [
        { slug: 'Bad Slug' },
        { rtp: '101' },
        { rtp: '96.555' },
        { category: 'CASINO' },
        { name: '' },
        { sortOrder: -1 },
        { providerId: 'not-a-uuid' },
      ]) {
        const res = await call(t, {
          url: gamePaths.adminGames,
          token: owner,
          body: { ...gameInput(houseProviderId), ...bad },
        });
        expect(res.statusCode, JSON.stringify(bad)).toBe(400);
        expect(statusOf(res).code).toBe(errorCatalogue.VALIDATION_FAILED.code);
      }
      const missing = await call(t, {
        method: 'PUT',
        url: gameHref.adminGame(uuidv7()),
        token: owner,
        body: gameInput(houseProviderId),
      });
      expect(missing.statusCode).toBe(404);
      expect(statusOf(missing).code).toBe(errorCatalogue.GAME_NOT_FOUND.code);
      const badId = await call(t, { method: 'GET', url: gameHref.adminGame('nope'), token: owner });
      expect(badId.statusCode).toBe(400);
      // Renaming a game onto another's slug is refused too.
      const mine = await createGame(gameInput(houseProviderId));
      const onto = await call(t, {
        method: 'PUT',
        url: gameHref.adminGame(mine.id),
        token: owner,
        body: gameInput(houseProviderId, { slug: 'chokdee-lucky-slot' }),
      });
      expect(statusOf(onto).code).toBe(errorCatalogue.GAME_SLUG_TAKEN.code);
      expect(await countRows(t, schema.games)).toBe(games + 1);
      expect(await countRows(t, schema.staffAuditLog)).toBe(audits + 1);
    });
  });
});
