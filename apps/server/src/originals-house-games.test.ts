import type { AddressInfo } from 'node:net';
import { gameHref, gamePaths } from '@chokdee/contracts';
import { type OriginalsOptions, originalsPlugin } from '@chokdee/originals/server';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { houseProvider, houseProviderCredentials } from '#modules/games/house-provider';
import { createGameCatalogueRepo, seedDemoGames } from '#modules/games/index';
import { registerSecurityHeaders } from '#platform/http/security-headers';
import {
  balanceOf,
  buildTestApp,
  call,
  checkLedger,
  fundedMember,
  listenOnFreePort,
  lockMember,
  registerMember,
  TEST_JWT_SECRET,
  type TestApp,
} from '#testing/index';

/**
 * The house provider end to end over real HTTP (docs/domain/games.md §4): the platform listens on one port,
 * "Chokdee Originals" runs in a Fastify of its own on another, and the demo seed's provider row points
 * at it. A member launches through the platform (signed launch → play URL), plays through the
 * originals' play API, and every baht moves through the platform's AMB endpoint. PGlite only: the
 * wallet's own tests cover PostgreSQL and races; this one is about the two apps speaking.
 */
describe('Chokdee Originals over the seamless wallet', () => {
  let t: TestApp;
  let originals: FastifyInstance;
  let originalsUrl: string;
  let clockMs = Date.now();
  /** Wallet endpoints whose next reply is lost after the platform committed (a reset connection). */
  const dropReply = new Set<string>();
  const credentials = houseProviderCredentials(TEST_JWT_SECRET, 'demo');

  const plugin = (platformUrl: string): OriginalsOptions => ({
    platformUrl: () => platformUrl,
    operators: [{ ...credentials, operatorKey: 'demo' }],
    publicPath: houseProvider.mountPath,
    now: () => clockMs,
    retryDelayMs: 5,
    fetchImpl: async (input, init) => {
      const res = await fetch(input, init);
      const endpoint = String(input).split('/').pop() ?? '';
      if (dropReply.delete(endpoint)) throw new TypeError('fetch failed: connection reset');
      return res;
    },
  });

  beforeAll(async () => {
    t = await buildTestApp({ modules: ['games', 'payments', 'member-admin'] });
    const platformUrl = await listenOnFreePort(t);
    originals = Fastify();
    await originals.register(originalsPlugin, plugin(platformUrl));
    await originals.listen({ port: 0, host: '127.0.0.1' });
    const port = (originals.server.address() as AddressInfo).port;
    originalsUrl = `http://127.0.0.1:${port}`;
    await seedDemoGames({
      db: t.database.db,
      repo: createGameCatalogueRepo(),
      operatorId: t.operatorId,
      operatorKey: t.operatorKey,
      port,
      serverSecret: TEST_JWT_SECRET,
      now: t.clock.now(),
    });
  });
  afterAll(async () => {
    expect(await checkLedger(t)).toMatchObject({ ok: true });
    await originals.close();
    await t.close();
  });

  const member = async (amount: string) => {
    const registered = await registerMember(t);
    return fundedMember(t, registered, amount);
  };
  const launch = async (token: string, slug: string) => {
    const res = await call(t, { url: gameHref.launch(slug), token });
    expect(res.statusCode, res.body).toBe(200);
    const url = res.json().data.url as string;
    expect(url).toMatch(/^\/originals\/play\/[a-z-]+\?s=[\w-]{43}$/);
    return { url, playToken: new URL(url, originalsUrl).searchParams.get('s') ?? '' };
  };
  const play = async (playToken: string, path: string, body?: unknown) => {
    const res = await fetch(`${originalsUrl}/originals/api/${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        'x-play-token': playToken,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: res.status, json: (await res.json()) as Record<string, never> };
  };
  const cash = async (token: string) => Number((await balanceOf(t, token)).balance);

  it('launches the slot, shows the wallet balance, and a spin moves exactly stake − win', async () => {
    const token = await member('1000.00');
    const { url, playToken } = await launch(token, 'chokdee-lucky-slot');
    const page = await fetch(`${originalsUrl}${url}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');

    const session = await play(playToken, 'session');
    expect(session.json).toMatchObject({ gameCode: 'lucky-slot', balance: 1000 });
    expect(session.json.fair).toMatchObject({
      nonce: 0,
      serverSeedHash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });

    let expected = 1000;
    for (let spin = 0; spin < 3; spin += 1) {
      clockMs += 3_000;
      const res = await play(playToken, 'slot/spin', { stake: 10 });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      const { win, balance, nonce, settled } = res.json as unknown as {
        win: number;
        balance: number;
        nonce: number;
        settled: boolean;
      };
      expected = Math.round((expected - 10 + win) * 100) / 100;
      expect({ nonce, settled, balance }).toEqual({ nonce: spin, settled: true, balance: expected });
      expect(await cash(token)).toBe(expected);
    }
    // The member's game history lists the three rounds, settled, beside their lottery bills.
    const history = await call(t, { method: 'GET', url: gamePaths.history, token });
    const rounds = history.json().data.data as Array<{ provider: string; stake: string; status: string }>;
    expect(rounds).toHaveLength(3);
    expect(
      rounds.every((r) => r.provider === houseProvider.code && r.stake === '10.00' && r.status === 'SETTLED'),
    ).toBe(true);
  });

  it('refuses a second spin within 2.5 s, and a stake the balance cannot cover, in Thai and moving nothing', async () => {
    const token = await member('5.00');
    const { playToken } = await launch(token, 'chokdee-lucky-slot');
    clockMs += 3_000;
    const broke = await play(playToken, 'slot/spin', { stake: 10 });
    expect(broke.status).toBe(409);
    expect(broke.json.error).toMatchObject({
      code: 'INSUFFICIENT_BALANCE',
      message: expect.stringContaining('ยอดเงินไม่พอ'),
      balance: 5,
    });
    const first = await play(playToken, 'slot/spin', { stake: 1 });
    expect(first.status).toBe(200);
    const tooFast = await play(playToken, 'slot/spin', { stake: 1 });
    expect(tooFast.status).toBe(429);
    expect(tooFast.json.error).toMatchObject({ code: 'TOO_FAST' });
    expect(await cash(token)).toBe((first.json as unknown as { balance: number }).balance);
    const badStake = await play(playToken, 'slot/spin', { stake: 3 });
    expect(badStake.status).toBe(400);
  });

  it('deals a baccarat hand from a committed shoe and fires fish bullets, each a bet', async () => {
    const token = await member('2000.00');
    const table = await launch(token, 'chokdee-baccarat');
    const shoe = await play(table.playToken, 'baccarat/shoe');
    expect(shoe.json).toMatchObject({ hash: expect.stringMatching(/^[0-9a-f]{64}$/), nonce: 0, hands: 0 });
    const deal = await play(table.playToken, 'baccarat/deal', {
      bets: { PLAYER: 100, TIE: 10 },
      shoeHash: (shoe.json as unknown as { hash: string }).hash,
    });
    expect(deal.status, JSON.stringify(deal.json)).toBe(200);
    const dealt = deal.json as unknown as {
      win: number;
      balance: number;
      settled: boolean;
      shoe: { hash: string; hands: number };
    };
    expect(dealt.settled).toBe(true);
    expect(dealt.shoe).toMatchObject({ hash: (shoe.json as unknown as { hash: string }).hash, hands: 1 });
    let expected = Math.round((2000 - 110 + dealt.win) * 100) / 100;
    expect(dealt.balance).toBe(expected);
    expect(await cash(token)).toBe(expected);
    // The wrong game for this session: refused before anything moves.
    expect((await play(table.playToken, 'fish/shoot', { stake: 1, fish: 'MACKEREL' })).status).toBe(400);

    const pond = await launch(token, 'chokdee-fish-hunter');
    const shots = await Promise.all(
      Array.from({ length: 5 }, () => play(pond.playToken, 'fish/shoot', { stake: 2, fish: 'CLOWNFISH' })),
    );
    for (const shot of shots) {
      expect(shot.status).toBe(200);
      expected = Math.round((expected - 2 + (shot.json as unknown as { win: number }).win) * 100) / 100;
    }
    // Five taps at once are played one after another (nonces 0–4, none reused).
    expect(shots.map((shot) => (shot.json as unknown as { nonce: number }).nonce).sort()).toEqual([
      0, 1, 2, 3, 4,
    ]);
    expect(await cash(token)).toBe(expected);
  });

  it('a lost reply to the stake or the settlement is retried under the same ids: the money moves once', async () => {
    const token = await member('100.00');
    const { playToken } = await launch(token, 'chokdee-lucky-slot');
    clockMs += 3_000;
    dropReply.add('placeBets');
    dropReply.add('settleBets');
    const res = await play(playToken, 'slot/spin', { stake: 20 });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const { win, balance, settled } = res.json as unknown as {
      win: number;
      balance: number;
      settled: boolean;
    };
    expect(dropReply.size).toBe(0);
    expect(settled).toBe(true);
    expect(balance).toBe(Math.round((100 - 20 + win) * 100) / 100);
    expect(await cash(token)).toBe(balance);
  });

  it('a locked member is refused the next stake with a Thai message, and nothing moves', async () => {
    const registered = await registerMember(t);
    const token = await fundedMember(t, registered, '50.00');
    const { playToken } = await launch(token, 'chokdee-fish-hunter');
    await lockMember(t, registered.memberId);
    const res = await play(playToken, 'fish/shoot', { stake: 5, fish: 'MACKEREL' });
    expect(res.status).toBe(409);
    expect(res.json.error).toMatchObject({
      code: 'REFUSED',
      message: expect.stringContaining('ระงับ'),
      balance: 50,
    });
    // The lock signed the member out of the site; the wallet still answers their balance, untouched.
    expect((await play(playToken, 'balance')).json).toEqual({ balance: 50 });
  });

  it('refuses a launch that is not signed with the operator’s secret, and an unknown play token', async () => {
    const body = JSON.stringify({
      operatorKey: 'demo',
      username: 'nobody',
      sessionToken: 'x',
      gameCode: 'baccarat',
      lang: 'th',
      currency: 'THB',
      returnUrl: '/live-casino',
    });
    const res = await fetch(`${originalsUrl}/originals/launch`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-api-key': credentials.walletKey,
        'x-signature': '0'.repeat(64),
      },
      body,
    });
    expect(res.status).toBe(401);
    const unknown = await play('not-a-token', 'session');
    expect(unknown.status).toBe(401);
    expect(unknown.json.error).toMatchObject({ code: 'SESSION_EXPIRED' });
  });

  it('under the platform’s security headers, its pages may be framed by the member site (same origin) and only by it', async () => {
    // The platform's headers as `composeApp` registers them (helmet at the root: DENY, frame-ancestors 'none').
    const app = Fastify();
    await registerSecurityHeaders(app, { trustProxy: false });
    app.get('/api/ping', async () => ({ ok: true }));
    await app.register(originalsPlugin, plugin('http://127.0.0.1:9'));
    for (const url of ['/originals/play/lucky-slot?s=x', '/originals/api/session']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(res.headers['content-security-policy']).not.toContain("'none'; frame");
    }
    // The platform's own answers keep "never framed".
    const api = await app.inject({ method: 'GET', url: '/api/ping' });
    expect(api.headers['x-frame-options']).toBe('DENY');
    await app.close();
  });
});
