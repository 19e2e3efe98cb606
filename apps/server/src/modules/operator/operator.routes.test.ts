import { apiPaths, errorCatalogue } from '@chokdee/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, testDbKinds } from '#testing/index';
import { thaiBanks } from './thai-banks';

describe.each(testDbKinds())('site configuration calls (%s)', (kind) => {
  let t: TestApp;
  /** What `main.ts` says until it listens and its jobs made their first runs. */
  let started = true;
  beforeAll(async () => {
    t = await buildTestApp({ kind, deps: { ready: () => started }, modules: [], seedDemo: false });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = { 'x-operator': 'demo' }) =>
    t.app.inject({ method: 'GET', url, headers });

  it('lists every Thai bank of docs/domain/lottery.md §6 with its number, code and a logo served by the app', async () => {
    const res = await get(apiPaths.bankList);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toEqual({ code: 0, message: 'สำเร็จ' });
    expect(body.data).toHaveLength(17);
    expect(body.data.map((b: { code: string }) => b.code)).toEqual(thaiBanks.map((b) => b.code));
    const kbank = body.data.find((b: { code: string }) => b.code === 'KBANK');
    expect(kbank).toMatchObject({
      bankNumber: '004',
      bankName: 'ธนาคารกสิกรไทย',
      logoUrl: '/static/banks/kbank.svg',
    });
    expect(typeof kbank.companyId).toBe('number');

    const logo = await get(kbank.logoUrl, {});
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toContain('image/svg+xml');
    expect(logo.body).toContain('KBANK');
    expect((await get('/static/banks/nope.svg', {})).statusCode).toBe(404);
  });

  it('answers the web config with amounts as two-decimal strings', async () => {
    const res = await get(`${apiPaths.webConfig}?query=localhost`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      operatorKey: 'demo',
      minimumDeposit: '100.00',
      maximumDeposit: '200000.00',
      minWithdraw: '100.00',
      maxWithdraw: '100000.00',
      lineId: '@chokdee',
      telegramId: '@chokdee_support',
    });
  });

  it('resolves the operator from the hostname when the header is absent', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: apiPaths.webConfig,
      headers: { host: 'localhost:3000' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.operatorKey).toBe('demo');
  });

  it('refuses an unknown operator key or hostname with OPERATOR_NOT_FOUND', async () => {
    const byKey = await get(apiPaths.webConfig, { 'x-operator': 'nobody' });
    expect(byKey.statusCode).toBe(404);
    expect(byKey.json().status).toEqual({
      code: errorCatalogue.OPERATOR_NOT_FOUND.code,
      message: errorCatalogue.OPERATOR_NOT_FOUND.message,
    });
    const byHost = await t.app.inject({
      method: 'GET',
      url: apiPaths.bankList,
      headers: { host: 'evil.example' },
    });
    expect(byHost.statusCode).toBe(404);
    expect(byHost.json().status.code).toBe(errorCatalogue.OPERATOR_NOT_FOUND.code);
  });

  it('checks the database in /api/health', async () => {
    const res = await get(apiPaths.health, {});
    expect(res.statusCode).toBe(200);
    expect(res.json().data.database).toBe('ok');
  });

  it('answers 503 STARTING in /api/health until the node has started', async () => {
    started = false;
    try {
      const starting = await get(apiPaths.health, {});
      expect(starting.statusCode).toBe(503);
      expect(starting.json().status).toEqual({
        code: errorCatalogue.STARTING.code,
        message: errorCatalogue.STARTING.message,
      });
    } finally {
      started = true;
    }
    expect((await get(apiPaths.health, {})).statusCode).toBe(200);
  });

  it('answers unknown API paths with the 404 envelope', async () => {
    const res = await get('/api/v2/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      status: { code: errorCatalogue.NOT_FOUND.code, message: errorCatalogue.NOT_FOUND.message },
      data: null,
    });
  });

  it('serves the OpenAPI document generated from the contracts', async () => {
    const res = await get(`${apiPaths.docs}/json`, {});
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([apiPaths.bankList, apiPaths.webConfig, apiPaths.health]),
    );
    expect(doc.paths[apiPaths.webConfig].get.responses['200']).toBeDefined();
  });
});
