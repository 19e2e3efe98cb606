import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  adminMemberPaths,
  adminPaths,
  apiPaths,
  errorCatalogue,
  FEED_SIGNATURE_HEADER,
  FEED_TIMESTAMP_HEADER,
  IDEMPOTENCY_HEADER,
  lotteryPaths,
  OPERATOR_HEADER,
  paymentPaths,
} from '@chokdee/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '#platform/config/config';
import { ZOD_JITLESS_SCRIPT } from '#platform/http/security-headers';
import {
  buildTestApp,
  loginToken,
  registerMember,
  staffTokens,
  type TestApp,
  testDbKinds,
} from '#testing/index';
import { portOf, type RawResponse, rawHttp, rawRequest } from '#testing/raw-http';

const envelopeOf = (res: RawResponse) =>
  res.json as { status: { code: number; message: string }; data: unknown };

const expectRefused = (res: RawResponse, name: keyof typeof errorCatalogue, field?: string) => {
  expect(res.status, res.body).toBe(errorCatalogue[name].http);
  expect(envelopeOf(res).status.code).toBe(errorCatalogue[name].code);
  if (field !== undefined) expect((envelopeOf(res).data as { field: string }).field).toBe(field);
};

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe.each(testDbKinds())('HTTP hygiene over real HTTP (%s)', (kind) => {
  let t: TestApp;
  let port: number;
  let memberToken: string;
  let ownerToken: string;
  const site = { [OPERATOR_HEADER]: 'demo' };
  const send = (
    method: string,
    url: string,
    { body, token, headers = {} }: { body?: string; token?: string; headers?: Record<string, string> } = {},
  ) =>
    rawRequest(
      port,
      rawHttp(method, url, {
        headers: { ...site, ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
        ...(body === undefined ? {} : { body }),
      }),
    );

  beforeAll(async () => {
    const webDist = mkdtempSync(path.join(tmpdir(), 'chokdee-web-'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>web</title>');
    writeFileSync(path.join(webDist, 'robots.txt'), 'User-agent: *');
    t = await buildTestApp({ kind, deps: { webDistDir: webDist } });
    site[OPERATOR_HEADER] = t.operatorKey;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = portOf(t.app);
    const member = await registerMember(t);
    memberToken = await loginToken(t, member);
    ownerToken = (await staffTokens(t)).owner;
  });
  afterAll(async () => {
    await t.close();
  });

  describe('1.2 no control character reaches a route', () => {
    it.each([
      ['member login', apiPaths.login, { userName: '08\u00001234567', password: 'secret12' }, 'userName'],
      ['staff login', adminPaths.login, { username: 'owner\u0000', password: 'x' }, 'username'],
      [
        'verify-pin',
        apiPaths.verifyPin,
        { mobileNo: '0812345678', pinCode: '123456', verifyRef: 'AB\u0000' },
        'verifyRef',
      ],
    ])('%s: a NUL in the body is VALIDATION_FAILED naming the field', async (_name, url, body, field) => {
      expectRefused(await send('POST', url, { body: JSON.stringify(body) }), 'VALIDATION_FAILED', field);
    });

    it("a bill's roundCode, and a key, with a control character", async () => {
      const bill = JSON.stringify({
        roundCode: 'HANOI\u0000',
        lines: [{ betType: 'TWO_TOP', number: '12', amount: 5 }],
      });
      const headers = { [IDEMPOTENCY_HEADER]: 'fuzz-key-00000001' };
      expectRefused(
        await send('POST', lotteryPaths.placeBill, { body: bill, token: memberToken, headers }),
        'VALIDATION_FAILED',
        'roundCode',
      );
      const key = JSON.stringify({ userName: '0812345678', password: 'secret12', 'x\u0001': 1 });
      expectRefused(await send('POST', apiPaths.login, { body: key }), 'VALIDATION_FAILED', 'x?');
    });

    it.each([
      ['a round', '/api/v2/lotto/rounds/%00', undefined, 'roundCode'],
      ['a bill', '/api/v2/order/%00', 'member', 'billNo'],
      ['an admin member', '/api/admin/members/%00', 'staff', 'id'],
      ['an admin member ledger', '/api/admin/members/%01/ledger', 'staff', 'id'],
      ['an admin round', '/api/admin/lottery/rounds/%00/numbers', 'staff', 'roundCode'],
      ['an admin search', `${adminMemberPaths.members}?q=%00`, 'staff', 'q'],
      ['a finance search', '/api/admin/finance/deposits?q=a%00', 'staff', 'q'],
    ] as const)(
      '%s: a NUL in the path or query is VALIDATION_FAILED naming it',
      async (_n, url, who, field) => {
        const token = who === 'member' ? memberToken : who === 'staff' ? ownerToken : undefined;
        expectRefused(await send('GET', url, token ? { token } : {}), 'VALIDATION_FAILED', field);
      },
    );

    it('the bank feed keeps its body to itself, not its query', async () => {
      const res = await send('POST', `${paymentPaths.bankStatementFeed}?x=%00`, {
        body: JSON.stringify({ lines: [] }),
        headers: { [FEED_TIMESTAMP_HEADER]: '1', [FEED_SIGNATURE_HEADER]: 'x' },
      });
      expectRefused(res, 'VALIDATION_FAILED', 'x');
    });
  });

  describe('1.3 bodies: depth and presence', () => {
    it('a 9,000-deep array on cancel is refused before it is hashed', async () => {
      const res = await send('POST', '/api/v2/order/B1/cancel', {
        body: nested(9000),
        token: memberToken,
        headers: { [IDEMPOTENCY_HEADER]: 'deep-key-0000001' },
      });
      expectRefused(res, 'JSON_TOO_DEEP');
    });

    it('33 levels are refused on a route with a body, 32 are read', async () => {
      const deep = (depth: number) =>
        JSON.stringify({ userName: '0812345678', password: 'x', extra: JSON.parse(nested(depth - 1)) });
      expectRefused(await send('POST', apiPaths.login, { body: deep(33) }), 'JSON_TOO_DEEP');
      const read = await send('POST', apiPaths.login, { body: deep(32) });
      expect(envelopeOf(read).status.code).not.toBe(errorCatalogue.JSON_TOO_DEEP.code);
    });

    it('the bank feed has the same limit', async () => {
      const res = await send('POST', paymentPaths.bankStatementFeed, {
        body: `{"lines":${nested(100)}}`,
        headers: { [FEED_TIMESTAMP_HEADER]: '1', [FEED_SIGNATURE_HEADER]: 'x' },
      });
      expect(res.status).toBe(400);
      expect(envelopeOf(res).status.code).toBeGreaterThan(0);
    });

    it('a call without a body refuses one, and takes {} as the apps send', async () => {
      const headers = { [IDEMPOTENCY_HEADER]: 'body-key-0000001' };
      expectRefused(
        await send('POST', '/api/v2/order/B1/cancel', { body: '[1]', token: memberToken, headers }),
        'BODY_NOT_ACCEPTED',
      );
      expectRefused(
        await send('POST', apiPaths.logout, { body: '{"a":1}', token: memberToken }),
        'BODY_NOT_ACCEPTED',
      );
      const empty = await send('POST', '/api/v2/order/B1/cancel', {
        body: '{}',
        token: memberToken,
        headers,
      });
      // Read, and answered by the route (no such bill).
      expect(envelopeOf(empty).status.code).toBe(errorCatalogue.BILL_NOT_FOUND.code);
    });
  });

  describe('1.4 errors before routing answer the envelope and echo nothing', () => {
    it('a path parameter over 100 characters: 414', async () => {
      const res = await send('GET', `/api/v2/lotto/rounds/${'Z'.repeat(101)}`);
      expectRefused(res, 'URI_TOO_LONG');
      expect(res.body).not.toContain('ZZZZ');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    });

    it('a URL that does not decode: 400', async () => {
      const res = await send('GET', '/api/v2/lotto/rounds/%FF%FE');
      expectRefused(res, 'MALFORMED_REQUEST');
      expect(res.body).not.toMatch(/%FF|lotto/i);
    });

    it('oversized headers: 431', async () => {
      const res = await send('GET', apiPaths.health, { headers: { 'x-junk': 'J'.repeat(20_000) } });
      expectRefused(res, 'HEADERS_TOO_LARGE');
      expect(res.body).not.toContain('JJJJ');
    });

    it('a body over the 64 KiB limit: 413, nothing of it echoed', async () => {
      const res = await send('POST', apiPaths.login, {
        body: JSON.stringify({ userName: '0812345678', password: 'B'.repeat(70_000) }),
      });
      expectRefused(res, 'PAYLOAD_TOO_LARGE');
      expect(res.body).not.toContain('BBBB');
    });

    it('bytes that are not HTTP: 400', async () => {
      const res = await rawRequest(port, 'HELLO THERE\r\n\r\n');
      expectRefused(res, 'MALFORMED_REQUEST');
    });
  });

  describe('1.8 security headers on every answer', () => {
    const expectSecure = (res: RawResponse) => {
      const csp = res.headers['content-security-policy'] ?? '';
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("script-src 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    };

    it.each([
      ['an API answer', apiPaths.health],
      ['an API 404', '/api/nothing-here'],
      ['a refused request', '/api/v2/lotto/rounds/%00'],
      ['a static file', '/robots.txt'],
      ['the app shell', '/some/page'],
    ])('%s', async (_name, url) => {
      const res = await send('GET', url);
      expect(res.status).toBeLessThan(500);
      expectSecure(res);
    });

    it('the socket endpoint of this host is allowed, data: images too', async () => {
      const res = await send('GET', '/');
      const csp = res.headers['content-security-policy'] ?? '';
      expect(csp).toMatch(/connect-src 'self' ws:\/\/localhost wss:\/\/localhost/);
      expect(csp).toMatch(/img-src [^;]*data:/);
    });

    it('Swagger UI has its own policy', async () => {
      const res = await send('GET', apiPaths.docs);
      expect(res.status, res.headers.location).toBeLessThan(400);
      expect(res.headers['content-security-policy']).toContain("script-src 'self' 'unsafe-inline'");
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    });

    it.each(['web', 'admin'])("the %s app's one inline script is the one the CSP allows by hash", (app) => {
      const html = readFileSync(path.resolve(import.meta.dirname, `../../${app}/index.html`), 'utf8');
      expect(html).toContain(`<script>${ZOD_JITLESS_SCRIPT}</script>`);
      expect(html.match(/<script>/g)).toHaveLength(1);
    });

    it('no HSTS without a trusted proxy, even when a client claims https', async () => {
      const res = await send('GET', apiPaths.health, { headers: { 'x-forwarded-proto': 'https' } });
      expect(res.headers['strict-transport-security']).toBeUndefined();
    });
  });
});

describe('1.8 HSTS behind a trusted TLS proxy', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await buildTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = portOf(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  it('is sent when the proxy says https, not when it says http', async () => {
    const over = (proto: string) =>
      rawRequest(port, rawHttp('GET', apiPaths.health, { headers: { 'x-forwarded-proto': proto } }));
    expect((await over('https')).headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect((await over('http')).headers['strict-transport-security']).toBeUndefined();
  });
});

describe('1.7 production does not leak codes', () => {
  const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) };
  const gateway = {
    SMS_PROVIDER: 'http',
    SMS_HTTP_URL: 'http://127.0.0.1:9/sms',
    SMS_HTTP_API_KEY: 'k',
    SMS_HTTP_API_SECRET: 's',
  };

  it.each([
    ['unset', {}],
    ['console', { SMS_PROVIDER: 'console' }],
  ])('refuses to start with SMS_PROVIDER %s', (_name, sms) => {
    expect(() => loadConfig({ ...production, ...sms })).toThrow(ConfigError);
    expect(() => loadConfig({ ...production, ...sms })).toThrow(/SMS_PROVIDER: must not be console/);
  });

  it('starts with a real gateway; docs are off unless API_DOCS=true', async () => {
    expect(loadConfig({ ...production, ...gateway }).API_DOCS).toBe(false);
    expect(loadConfig({ ...production, ...gateway, API_DOCS: 'true' }).API_DOCS).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', DATA_DIR: tmpdir() }).API_DOCS).toBe(true);
    for (const [docs, status] of [
      [{}, 404],
      [{ API_DOCS: 'true' }, 200],
    ] as const) {
      const t = await buildTestApp({ env: { ...production, ...gateway, ...docs } });
      try {
        const res = await t.app.inject({ method: 'GET', url: `${apiPaths.docs}/json` });
        expect(res.statusCode).toBe(status);
      } finally {
        await t.close();
      }
    }
  });
});

describe('1.9 slow clients are cut off', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await buildTestApp({
      env: {
        HTTP_REQUEST_TIMEOUT_MS: '900',
        HTTP_HEADERS_TIMEOUT_MS: '600',
        HTTP_KEEP_ALIVE_TIMEOUT_MS: '500',
      },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = portOf(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  /** Opens a socket, writes `first`, then one more byte every 200 ms until the server closes it. */
  const dribble = (first: string) =>
    new Promise<{ answer: string; bytesSent: number }>((resolve) => {
      const socket = connect({ port, host: '127.0.0.1' });
      let answer = '';
      let bytesSent = 0;
      socket.write(first);
      const timer = setInterval(() => {
        if (!socket.destroyed && socket.writable) {
          socket.write('1');
          bytesSent += 1;
        }
      }, 200);
      socket.on('data', (chunk) => {
        answer += chunk.toString('utf8');
      });
      socket.on('error', () => undefined);
      socket.on('close', () => {
        clearInterval(timer);
        resolve({ answer, bytesSent });
      });
    });

  it('a body sent one byte at a time is closed with 408 in the envelope', async () => {
    const { answer, bytesSent } = await dribble(
      rawHttp('POST', apiPaths.login, {
        headers: {
          'content-type': 'application/json',
          'content-length': '4096',
          [OPERATOR_HEADER]: t.operatorKey,
        },
      }),
    );
    // A byte every 200 ms for 4 KB would take 13 minutes: the server closed long before.
    expect(bytesSent).toBeLessThan(40);
    expect(answer).toMatch(/^HTTP\/1.1 408/);
    expect(answer).toContain(`"code":${errorCatalogue.REQUEST_TIMEOUT.code}`);
  });

  it('headers sent one byte at a time are closed too', async () => {
    const { bytesSent } = await dribble('GET /api/health HTTP/1.1\r\nx-slow: ');
    expect(bytesSent).toBeLessThan(40);
  });

  it('an idle keep-alive socket is closed', async () => {
    const { answer } = await new Promise<{ answer: string }>((resolve) => {
      const socket = connect({ port, host: '127.0.0.1' });
      let answer = '';
      socket.write('GET /api/health HTTP/1.1\r\nhost: localhost\r\n\r\n');
      socket.on('data', (chunk) => {
        answer += chunk.toString('utf8');
      });
      socket.on('close', () => resolve({ answer }));
    });
    expect(answer).toMatch(/^HTTP\/1.1 200/);
  });
});
