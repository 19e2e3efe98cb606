import { errorCatalogue, gameHref, gamePaths } from '@chokdee/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditRows,
  buildTestApp,
  call,
  createTestProvider,
  type GameProviderHarness,
  launchRequestOf,
  providerClient,
  staffTokens,
  startGameProviders,
  type TestApp,
  testDbKinds,
} from '#testing/index';
import { moduleApi } from '#testing/module-api';
import { signBody } from './provider-secrets';

const providerInput = (overrides: Record<string, unknown> = {}) => ({
  code: 'acme-slots',
  name: 'Acme Slots',
  adapter: 'AMB',
  categories: ['SLOT'],
  apiBaseUrl: 'https://api.acme.example/v1',
  allowList: [],
  ...overrides,
});

describe.each(testDbKinds())('game provider admin routes and authentication (%s)', (kind) => {
  let t: TestApp;
  let h: GameProviderHarness;
  let tokens: Awaited<ReturnType<typeof staffTokens>>;
  const admin = (role: keyof typeof tokens, method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
    call(t, { method, url, token: tokens[role], ...(body === undefined ? {} : { body }) });
  /** A signed getBalance: past authentication it reaches the adapter (any answer but 401). */
  const getBalance = (client = h.amb.client, options = {}) =>
    client.amb('getBalance', { id: `req-${Math.random()}`, productId: 'P1', username: 'nobody' }, options);

  beforeAll(async () => {
    t = await buildTestApp({ kind, modules: ['games'], seedDemo: false });
    h = await startGameProviders(t);
    tokens = await staffTokens(t);
  });
  afterAll(async () => {
    await h.close();
    await t.close();
  });

  it('create answers the secret once; reads never show it; the audit row keeps no secret', async () => {
    const res = await admin('owner', 'POST', gamePaths.adminProviders, providerInput());
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { provider, secret } = res.json().data;
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(provider).toMatchObject({ code: 'acme-slots', adapter: 'AMB', enabled: true, allowList: [] });
    expect(provider.walletKey).toMatch(/^gp_[0-9a-f]{32}$/);
    const list = await admin('support', 'GET', gamePaths.adminProviders);
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(secret);
    expect(list.json().data.map((p: { code: string }) => p.code)).toContain('acme-slots');
    const one = await admin('finance', 'GET', gameHref.adminProvider(provider.id));
    expect(one.json().data).toEqual(provider);
    expect(one.body).not.toContain(secret);
    const [audit] = await auditRows(t, 'game.provider.create', provider.id);
    expect(audit).toBeDefined();
    expect(JSON.stringify(audit)).not.toContain(secret);
  });

  it('refuses bad input with the field named, and a taken code', async () => {
    const bad = [
      [{ allowList: ['10.0.0.0/33'] }, 'allowList'],
      [{ allowList: ['not-an-ip'] }, 'allowList'],
      [{ apiBaseUrl: 'ftp://x.example' }, 'apiBaseUrl'],
      [{ code: 'Bad Code' }, 'code'],
      [{ categories: [] }, 'categories'],
      [{ adapter: 'XYZ' }, 'adapter'],
    ] as const;
    for (const [overrides, field] of bad) {
      const res = await admin(
        'owner',
        'POST',
        gamePaths.adminProviders,
        providerInput({ code: 'x-1', ...overrides }),
      );
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json().data.field).toBe(field);
    }
    const taken = await admin('owner', 'POST', gamePaths.adminProviders, providerInput());
    expect(taken.statusCode).toBe(409);
    expect(taken.json().status.code).toBe(errorCatalogue.GAME_PROVIDER_CODE_TAKEN.code);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect(
      (await admin('owner', 'PUT', gameHref.adminProvider(missing), providerInput({ code: 'zz' })))
        .statusCode,
    ).toBe(404);
    expect((await admin('owner', 'POST', gameHref.adminProviderRotate(missing), {})).statusCode).toBe(404);
  });

  it('owner manages; finance and support read; lottery sees nothing', async () => {
    const id = h.amb.provider.id;
    for (const role of ['finance', 'support', 'lottery'] as const) {
      expect(
        (await admin(role, 'POST', gamePaths.adminProviders, providerInput({ code: `r-${role}` })))
          .statusCode,
      ).toBe(403);
      expect(
        (await admin(role, 'PUT', gameHref.adminProvider(id), providerInput({ code: `r-${role}` })))
          .statusCode,
      ).toBe(403);
      expect((await admin(role, 'POST', gameHref.adminProviderRotate(id), {})).statusCode).toBe(403);
    }
    expect((await admin('lottery', 'GET', gamePaths.adminProviders)).statusCode).toBe(403);
    expect((await call(t, { method: 'GET', url: gamePaths.adminProviders })).statusCode).toBe(401);
  });

  it('lists a newly added provider by name to the catalogue roles, and lottery adds a game for it', async () => {
    const created = await admin(
      'owner',
      'POST',
      gamePaths.adminProviders,
      providerInput({ code: 'new-fish', name: 'New Fish', categories: ['FISH'] }),
    );
    expect(created.statusCode).toBe(200);
    const { provider } = created.json().data;
    for (const role of ['owner', 'finance', 'lottery', 'support', 'trader'] as const) {
      const options = await admin(role, 'GET', gamePaths.adminProviderOptions);
      expect(options.statusCode).toBe(200);
      expect(options.json().data).toContainEqual({
        id: provider.id,
        code: 'new-fish',
        name: 'New Fish',
        categories: ['FISH'],
        enabled: true,
      });
      // Names only: no address, key or allow-list for the roles that may not read providers.
      expect(options.body).not.toContain(provider.walletKey);
      expect(options.body).not.toContain('api.acme.example');
    }
    const game = await admin('lottery', 'POST', gamePaths.adminGames, {
      providerId: provider.id,
      slug: 'new-fish-hunter',
      gameCode: 'nf-01',
      name: 'ยิงปลาใหม่',
      category: 'FISH',
    });
    expect(game.statusCode, game.body).toBe(200);
    expect(game.json().data).toMatchObject({ providerId: provider.id, providerCode: 'new-fish' });
    expect((await call(t, { method: 'GET', url: gamePaths.adminProviderOptions })).statusCode).toBe(401);
  });

  it('rotating answers a new secret once; the old one is refused from then on, the new one admitted', async () => {
    const before = await getBalance();
    expect(before.status).not.toBe(401);
    const res = await admin('owner', 'POST', gameHref.adminProviderRotate(h.amb.provider.id), {});
    expect(res.statusCode).toBe(200);
    const { secret, provider } = res.json().data;
    expect(secret).not.toBe(h.amb.secret);
    expect(provider.walletKey).toBe(h.amb.provider.walletKey);
    const old = await getBalance();
    expect(old.status).toBe(401);
    expect(old.json).toMatchObject({ statusCode: 40001, currency: 'THB' });
    h.amb = { ...h.amb, secret, client: providerClient(h.baseUrl, { ...h.amb, secret }) };
    expect((await getBalance()).status).not.toBe(401);
    expect(await auditRows(t, 'game.provider.rotate', provider.id)).toHaveLength(1);
    expect(JSON.stringify(await auditRows(t, 'game.provider.rotate', provider.id))).not.toContain(secret);
  });

  it('authentication: unknown key, wrong signature, other adapter, disabled, address outside the allow-list', async () => {
    expect((await getBalance(h.amb.client, { key: 'gp_unknown' })).status).toBe(401);
    expect((await getBalance(h.amb.client, { signature: 'ab'.repeat(32) })).status).toBe(401);
    expect((await getBalance(h.amb.client, { signature: 'not-hex' })).status).toBe(401);
    // The PG Soft-like provider's key and secret, signed correctly, on the AMB route.
    expect(
      (await getBalance(h.amb.client, { key: h.pgsoft.provider.walletKey, secret: h.pgsoft.secret })).status,
    ).toBe(401);
    // The body signed is not the body sent.
    const raw = JSON.stringify({ id: 'r1', productId: 'P', username: 'u' });
    const tampered = await h.amb.client.amb('getBalance', undefined, {
      raw: raw.replace('"u"', '"v"'),
      signature: signBody(h.amb.secret, raw),
    });
    expect(tampered.status).toBe(401);

    const update = (overrides: Record<string, unknown>) =>
      admin(
        'owner',
        'PUT',
        gameHref.adminProvider(h.amb.provider.id),
        providerInput({
          code: h.amb.provider.code,
          apiBaseUrl: h.launchServer.baseUrl,
          ...overrides,
        }),
      );
    expect((await update({ enabled: false })).statusCode).toBe(200);
    expect((await getBalance()).status).toBe(401);
    expect((await update({ enabled: true, allowList: ['10.0.0.0/8', '2001:db8::/32'] })).statusCode).toBe(
      200,
    );
    expect((await getBalance()).status).toBe(401);
    expect((await update({ allowList: ['10.0.0.0/8', '127.0.0.0/8'] })).statusCode).toBe(200);
    expect((await getBalance()).status).not.toBe(401);
    expect((await update({ allowList: ['127.0.0.1'] })).statusCode).toBe(200);
    expect((await getBalance()).status).not.toBe(401);
    expect((await update({ allowList: [] })).statusCode).toBe(200);
    expect(await auditRows(t, 'game.provider.update', h.amb.provider.id)).toHaveLength(5);
  });

  it('PG Soft-like: operator_token and secret_key in the body, compared in constant time', async () => {
    const cashGet = (options = {}) => h.pgsoft.client.pgsoft('Cash/Get', { player_name: 'nobody' }, options);
    expect((await cashGet()).json).toEqual({
      data: null,
      error: { code: '3004', message: 'Player does not exist' },
    });
    expect((await cashGet({ json: true })).json.error.code).toBe('3004');
    const refused = await cashGet({ secret: `${h.pgsoft.secret}x` });
    expect(refused.status).toBe(401);
    expect(refused.json.error.code).toBe('1204');
    expect((await cashGet({ key: h.amb.provider.walletKey, secret: h.amb.secret })).status).toBe(401);
  });

  describe('launchGame over HTTP', () => {
    const request = {
      username: 'player-1',
      sessionToken: 'sess-1',
      gameCode: 'g-1',
      lang: 'th' as const,
      currency: 'THB' as const,
      returnUrl: '/slot-game',
    };
    const launch = () =>
      moduleApi(t, 'games').providers.launchGame(t.operatorId, h.pgsoft.provider.id, request);

    it('posts the signed launch request and answers the URL (absolute or site-relative)', async () => {
      h.launchServer.behave({ kind: 'url', url: 'https://games.example/play?t=abc' });
      await expect(launch()).resolves.toEqual({ url: 'https://games.example/play?t=abc' });
      const received = h.launchServer.received.at(-1);
      if (!received) throw new Error('no launch received');
      expect(received.path).toBe('/launch');
      expect(launchRequestOf(received)).toEqual({ operatorKey: t.operatorKey, ...request });
      expect(received.headers['x-api-key']).toBe(h.pgsoft.provider.walletKey);
      expect(received.headers['x-signature']).toBe(signBody(h.pgsoft.secret, received.body));
      h.launchServer.behave({ kind: 'url', url: '/originals/play/lucky-slot?s=1' });
      await expect(launch()).resolves.toEqual({ url: '/originals/play/lucky-slot?s=1' });
    });

    it('any failure is GAME_PROVIDER_FAILED: error status, not JSON, no url, unsafe URLs', async () => {
      const failures = [
        { kind: 'status', status: 500 },
        { kind: 'status', status: 302 },
        { kind: 'body', body: 'not json' },
        { kind: 'body', body: '{"link":"https://x"}' },
        { kind: 'url', url: 'javascript:alert(1)' },
        { kind: 'url', url: '//evil.example/x' },
        { kind: 'url', url: 'ftp://x.example/' },
        { kind: 'url', url: '/a\\b' },
        { kind: 'url', url: '' },
      ] as const;
      for (const behaviour of failures) {
        h.launchServer.behave(behaviour);
        await expect(launch(), JSON.stringify(behaviour)).rejects.toMatchObject({
          errorName: 'GAME_PROVIDER_FAILED',
        });
      }
    });

    it('gives up after 5 s', async () => {
      h.launchServer.behave({ kind: 'hang' });
      const started = Date.now();
      await expect(launch()).rejects.toMatchObject({ errorName: 'GAME_PROVIDER_FAILED' });
      expect(Date.now() - started).toBeGreaterThanOrEqual(4_900);
      expect(Date.now() - started).toBeLessThan(7_000);
    }, 10_000);

    it('an unknown or disabled provider is refused without calling it', async () => {
      const count = h.launchServer.received.length;
      await expect(
        moduleApi(t, 'games').providers.launchGame(
          t.operatorId,
          '00000000-0000-4000-8000-000000000000',
          request,
        ),
      ).rejects.toMatchObject({ errorName: 'GAME_PROVIDER_NOT_FOUND' });
      const off = await createTestProvider(t, { adapter: 'AMB', apiBaseUrl: h.launchServer.baseUrl });
      await admin(
        'owner',
        'PUT',
        gameHref.adminProvider(off.provider.id),
        providerInput({ code: off.provider.code, apiBaseUrl: h.launchServer.baseUrl, enabled: false }),
      );
      await expect(
        moduleApi(t, 'games').providers.launchGame(t.operatorId, off.provider.id, request),
      ).rejects.toMatchObject({
        errorName: 'GAME_UNAVAILABLE',
      });
      expect(h.launchServer.received.length).toBe(count);
    });
  });
});
