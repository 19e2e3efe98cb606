import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { type IncomingHttpHeaders, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { ADMIN_APP_BASE, adminAppRoutes, memberAppRoutes } from '@chokdee/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWebApps } from './web-app';

/** A fake build: index.html naming the app, one hashed asset. */
const fakeBuild = (root: string, name: string) => {
  mkdirSync(path.join(root, 'assets'), { recursive: true });
  writeFileSync(path.join(root, 'index.html'), `<!doctype html><title>${name}</title>`);
  writeFileSync(path.join(root, 'assets', `${name}-abc123.js`), `console.log('${name}')`);
  writeFileSync(path.join(root, 'favicon.svg'), '<svg/>');
  // Public images in a folder named like a page (the member app's /promotions banners).
  mkdirSync(path.join(root, 'promotions'), { recursive: true });
  writeFileSync(path.join(root, 'promotions', 'banner.svg'), '<svg id="banner"/>');
};

describe('serving the member app and the back office', () => {
  let dir: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'chokdee-static-'));
    fakeBuild(path.join(dir, 'web'), 'member');
    fakeBuild(path.join(dir, 'admin'), 'admin');
    app = Fastify();
    app.get('/api/health', async () => ({ ok: true }));
    await registerWebApps(app, { web: path.join(dir, 'web'), admin: path.join(dir, 'admin') });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string, method: 'GET' | 'POST' = 'GET') => app.inject({ method, url });

  it('serves each app its own index.html for any page under it, never cached', async () => {
    for (const [url, name] of [
      ['/', 'member'],
      ['/lottery/buy?x=1', 'member'],
      ['/admin', 'admin'],
      ['/admin/', 'admin'],
      ['/admin/finance/withdrawals', 'admin'],
      ['/admin/login?expired=1', 'admin'],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain(`<title>${name}</title>`);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    // A page whose name is also a folder of public files is still the page; the files are served.
    expect((await get('/promotions')).body).toContain('<title>member</title>');
    expect((await get('/promotions/banner.svg')).body).toContain('id="banner"');
    // "/administrator" is the member app's (its not-found page), not the back office.
    expect((await get('/administrator')).body).toContain('<title>member</title>');
    expect((await get('/administrator')).statusCode).toBe(404);
  });

  it('serves hashed assets of each app as immutable, other files revalidated', async () => {
    const member = await get('/assets/member-abc123.js');
    expect(member.body).toContain("'member'");
    expect(member.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const admin = await get('/admin/assets/admin-abc123.js');
    expect(admin.body).toContain("'admin'");
    expect(admin.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/admin/favicon.svg')).headers['cache-control']).toBe('no-cache');
  });

  it('a file built after start is served too (not only those found at registration)', async () => {
    writeFileSync(path.join(dir, 'admin', 'assets', 'late-def456.js'), 'late');
    const res = await get('/admin/assets/late-def456.js');
    expect(res.body).toBe('late');
  });

  it('answers API paths and other methods with the envelope 404', async () => {
    for (const res of [await get('/api/nope'), await get('/admin/x', 'POST'), await get('/socket.io/x')]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ status: { code: 1300 }, data: null });
    }
  });

  it('without a build the app paths answer the envelope 404 and the API still works', async () => {
    const bare = Fastify({ logger: false });
    bare.get('/api/health', async () => ({ ok: true }));
    await registerWebApps(bare, { web: path.join(dir, 'web'), admin: path.join(dir, 'missing') });
    expect((await bare.inject({ url: '/admin/' })).statusCode).toBe(404);
    expect((await bare.inject({ url: '/' })).body).toContain('<title>member</title>');
    expect((await bare.inject({ url: '/api/health' })).json()).toEqual({ ok: true });
    await bare.close();
  });
});

describe('precompressed assets over real HTTP', () => {
  let dir: string;
  let app: FastifyInstance;
  let port: number;
  const source = `console.log('${'member '.repeat(200)}')`;
  const memberHtml = `<!doctype html><title>member</title><p>${'โชคดี '.repeat(100)}</p>`;
  const adminHtml = `<!doctype html><title>admin</title><p>${'staff '.repeat(200)}</p>`;
  const serviceWorker = `self.addEventListener('fetch', () => {}); // ${'precache '.repeat(200)}`;
  /** Writes `file` with its brotli and gzip copies, as the build's `precompress` plugin does. */
  const withCopies = (file: string, text: string) => {
    writeFileSync(file, text);
    writeFileSync(`${file}.br`, brotliCompressSync(text));
    writeFileSync(`${file}.gz`, gzipSync(text));
  };
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'chokdee-static-br-'));
    const root = path.join(dir, 'web');
    const adminRoot = path.join(dir, 'admin');
    fakeBuild(root, 'member');
    fakeBuild(adminRoot, 'admin');
    withCopies(path.join(root, 'assets', 'big-abc123.js'), source);
    withCopies(path.join(root, 'index.html'), memberHtml);
    withCopies(path.join(root, 'sw.js'), serviceWorker);
    withCopies(path.join(adminRoot, 'index.html'), adminHtml);
    withCopies(path.join(adminRoot, 'assets', 'big-abc123.js'), source);
    app = Fastify();
    await registerWebApps(app, { web: root, admin: adminRoot });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** A raw GET (fetch would decode the body and send its own Accept-Encoding). */
  const rawGet = (url: string, acceptEncoding?: string) =>
    new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          path: url,
          headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        },
      );
      req.on('error', reject);
      req.end();
    });

  it('answers brotli to br, gzip to gzip and the plain file otherwise, varying on Accept-Encoding', async () => {
    const br = await rawGet('/assets/big-abc123.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(source);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);

    const gz = await rawGet('/assets/big-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(source);

    const plain = await rawGet('/assets/big-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(source);
    expect(plain.headers.vary).toMatch(/accept-encoding/i);

    // A file without a compressed copy is served as it is, whatever the client accepts.
    const small = await rawGet('/assets/member-abc123.js', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.toString()).toBe("console.log('member')");
  });

  it('negotiates index.html the same way, at its own name, at / and as any page, never cached', async () => {
    for (const url of ['/', '/index.html', '/lotto', '/lotto/buy?round=GLO20261201']) {
      const br = await rawGet(url, 'gzip, deflate, br');
      expect(br.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(br.body).toString(), url).toBe(memberHtml);
      expect(br.headers['content-type'], url).toMatch(/text\/html/);
      expect(br.headers['cache-control'], url).toBe('no-cache');
      expect(br.headers.vary, url).toMatch(/accept-encoding/i);

      const gz = await rawGet(url, 'gzip');
      expect(gz.headers['content-encoding'], url).toBe('gzip');
      expect(gunzipSync(gz.body).toString(), url).toBe(memberHtml);
      expect(gz.headers['cache-control'], url).toBe('no-cache');

      const plain = await rawGet(url);
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      expect(plain.body.toString(), url).toBe(memberHtml);
      expect(plain.headers.vary, url).toMatch(/accept-encoding/i);
    }
  });

  it('serves the service worker compressed and revalidated (never immutable)', async () => {
    const br = await rawGet('/sw.js', 'br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(serviceWorker);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    const plain = await rawGet('/sw.js');
    expect(plain.body.toString()).toBe(serviceWorker);
  });

  it('negotiates the back office too: its index.html under /admin and its hashed assets', async () => {
    for (const url of ['/admin', '/admin/', '/admin/members']) {
      const br = await rawGet(url, 'br');
      expect(br.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(br.body).toString(), url).toBe(adminHtml);
      expect(br.headers['cache-control'], url).toBe('no-cache');
      expect(br.headers.vary, url).toMatch(/accept-encoding/i);
      const gz = await rawGet(url, 'gzip');
      expect(gunzipSync(gz.body).toString(), url).toBe(adminHtml);
    }
    const asset = await rawGet('/admin/assets/big-abc123.js', 'br');
    expect(asset.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(asset.body).toString()).toBe(source);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = await rawGet('/admin/assets/big-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(source);
  });

  it('never serves the compressed copies under their own names (a file not there: 404)', async () => {
    const res = await rawGet('/assets/big-abc123.js.br');
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body.toString()).toContain('"data":null');
  });
});

describe('pages, files and not-found over real HTTP', () => {
  let dir: string;
  let app: FastifyInstance;
  let port: number;
  const memberHtml = '<!doctype html><title>member</title>';
  const adminHtml = '<!doctype html><title>admin</title>';
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'chokdee-static-http-'));
    const root = path.join(dir, 'web');
    fakeBuild(root, 'member');
    fakeBuild(path.join(dir, 'admin'), 'admin');
    writeFileSync(path.join(root, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    writeFileSync(path.join(root, 'manifest.webmanifest'), '{"name":"โชคดี"}');
    app = Fastify();
    app.get('/api/health', async () => ({ ok: true }));
    await registerWebApps(app, { web: root, admin: path.join(dir, 'admin') });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const send = (method: 'GET' | 'HEAD', url: string) =>
    new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path: url, method }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
      });
      req.on('error', reject);
      req.end();
    });

  /** A path the pattern matches: each parameter filled in, an optional one left out and given. */
  const examplesOf = (pattern: string) => [
    pattern.replace(/\/:\w+\?/g, '').replace(/:\w+/g, 'sample-1'),
    pattern.replace(/:(\w+)\??/g, 'sample-2'),
  ];

  it('HEAD answers what GET answers (status and headers), without a body', async () => {
    for (const url of [
      '/',
      '/lottery',
      '/lottery/yk/round/YK-1',
      '/admin',
      '/admin/',
      '/admin/members/abc',
      '/assets/member-abc123.js',
      '/admin/assets/admin-abc123.js',
      '/favicon.svg',
      '/sw.js',
      '/no-such-page',
      '/admin/no-such-page',
      '/assets/nope.js',
      '/api/nope',
    ]) {
      const get = await send('GET', url);
      const head = await send('HEAD', url);
      expect(head.status, url).toBe(get.status);
      for (const name of ['content-type', 'content-length', 'cache-control'])
        expect(head.headers[name], `${url} ${name}`).toBe(get.headers[name]);
      expect(head.body, url).toBe('');
    }
    expect((await send('HEAD', '/lottery')).status).toBe(200);
    expect((await send('HEAD', '/assets/member-abc123.js')).status).toBe(200);
    // An asset written after start (a deploy under a running server) is found on the request too.
    writeFileSync(path.join(dir, 'web', 'assets', 'late-abc123.js'), 'late');
    const late = await send('HEAD', '/assets/late-abc123.js');
    expect([late.status, late.headers['content-length'], late.body]).toEqual([200, '4', '']);
  });

  it('a file that is not there answers 404, never the app’s HTML', async () => {
    for (const url of [
      '/assets/nope.js',
      '/assets/member-old999.css',
      '/admin/assets/nope.js',
      '/favicon.ico',
      '/admin/favicon.ico',
      '/promotions/nope.svg',
      '/robots.txt',
    ]) {
      const res = await send('GET', url);
      expect(res.status, url).toBe(404);
      expect(res.body, url).not.toContain('<title>');
    }
    for (const url of ['/favicon.svg', '/admin/favicon.svg', '/sw.js', '/manifest.webmanifest'])
      expect((await send('GET', url)).status, url).toBe(200);
  });

  it('every route of each app answers 200 with its HTML; any other page 404 with the same HTML', async () => {
    const pages: Array<[string, string]> = [
      ...Object.values(memberAppRoutes).flatMap((pattern) =>
        examplesOf(pattern).map((url) => [url, memberHtml]),
      ),
      ...Object.values(adminAppRoutes).flatMap((pattern) =>
        examplesOf(pattern).map((url) => [`${ADMIN_APP_BASE}${url}`, adminHtml]),
      ),
      ['/LOTTERY/', memberHtml],
      ['/invite-friend', memberHtml],
      ['/lottery/buy?modal=login', memberHtml],
      ['/admin', adminHtml],
    ] as Array<[string, string]>;
    for (const [url, html] of pages) {
      const res = await send('GET', url);
      expect(res.status, url).toBe(200);
      expect(res.body, url).toBe(html);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    for (const [url, html] of [
      ['/no-such-page', memberHtml],
      ['/lottery/nope', memberHtml],
      ['/blog/a/b', memberHtml],
      ['/administrator', memberHtml],
      ['/games', memberHtml],
      ['/admin/no-such-page', adminHtml],
      ['/admin/members/1/2', adminHtml],
    ]) {
      const res = await send('GET', url as string);
      expect(res.status, url).toBe(404);
      expect(res.body, url).toBe(html);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('the API and the socket keep the envelope 404', async () => {
    for (const url of ['/api/nope', '/socket.io/x']) {
      const res = await send('GET', url);
      expect(res.status, url).toBe(404);
      expect(JSON.parse(res.body)).toMatchObject({ status: { code: 1300 }, data: null });
    }
    expect(JSON.parse((await send('GET', '/api/health')).body)).toEqual({ ok: true });
  });
});
