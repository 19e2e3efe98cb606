import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWebApps } from './web-app';

/** A fake build: index.html naming the app, one hashed asset. */
const fakeBuild = (root: string, name: string) => {
  mkdirSync(path.join(root, 'assets'), { recursive: true });
  writeFileSync(path.join(root, 'index.html'), `<!doctype html><title>${name}</title>`);
  writeFileSync(path.join(root, 'assets', `${name}-abc123.js`), `console.log('${name}')`);
  writeFileSync(path.join(root, 'favicon.svg'), '<svg/>');
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
    // "/administrator" is a member page, not the back office.
    expect((await get('/administrator')).body).toContain('<title>member</title>');
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
