import { ADMIN_APP_BASE, adminAppRoutes, memberAppRoutes } from '@chokdee/contracts';
import { describe, expect, it } from 'vitest';
import { sharedServerUrl } from '../fixtures/shared-server';

/**
 * The real server over HTTP with the real builds (no browser): HEAD as GET, a missing file 404
 * rather than the app's HTML, every route of both apps 200 and an unknown page 404 with its HTML.
 */
describe('the built apps as the server serves them', () => {
  const baseUrl = sharedServerUrl;
  const send = (url: string, method: 'GET' | 'HEAD' = 'GET') => fetch(`${baseUrl()}${url}`, { method });
  const scriptOf = async (prefix: string) => {
    const html = await (await send(`${prefix}/`)).text();
    const src = /<script[^>]+src="([^"]+\.js)"/.exec(html)?.[1];
    if (!src) throw new Error(`no script in ${prefix}/ : ${html.slice(0, 200)}`);
    return src;
  };

  it('HEAD answers what GET answers, pages and built assets alike', async () => {
    for (const url of ['/', '/lottery', '/admin/', await scriptOf(''), await scriptOf(ADMIN_APP_BASE)]) {
      const [get, head] = [await send(url), await send(url, 'HEAD')];
      expect([head.status, get.status], url).toEqual([200, 200]);
      for (const name of ['content-type', 'cache-control'])
        expect(head.headers.get(name), `${url} ${name}`).toBe(get.headers.get(name));
      expect(await head.text(), url).toBe('');
    }
  });

  it('a missing file is 404, the favicons the HTML names are there', async () => {
    for (const url of ['/assets/nope.js', '/admin/assets/nope.js', '/favicon.ico']) {
      const res = await send(url);
      expect(res.status, url).toBe(404);
      expect(await res.text(), url).not.toContain('<html');
    }
    for (const prefix of ['', ADMIN_APP_BASE]) {
      const html = await (await send(`${prefix}/`)).text();
      const icon = /<link rel="icon" href="([^"]+)"/.exec(html)?.[1];
      expect(icon, prefix).toBeDefined();
      expect((await send(icon ?? '/none')).status, icon).toBe(200);
    }
    for (const url of ['/sw.js', '/manifest.webmanifest']) expect((await send(url)).status, url).toBe(200);
  });

  it('every route of both apps answers 200, an unknown page 404 with the same HTML', async () => {
    const example = (pattern: string) => pattern.replace(/:\w+\??/g, 'e2e-1');
    const home = await (await send('/')).text();
    const adminHome = await (await send('/admin/')).text();
    for (const pattern of Object.values(memberAppRoutes)) {
      const res = await send(example(pattern));
      expect(res.status, pattern).toBe(200);
      expect(await res.text(), pattern).toBe(home);
    }
    for (const pattern of Object.values(adminAppRoutes))
      expect((await send(`${ADMIN_APP_BASE}${example(pattern)}`)).status, pattern).toBe(200);
    for (const [url, html] of [
      ['/no-such-page', home],
      ['/admin/no-such-page', adminHome],
    ] as const) {
      const res = await send(url);
      expect(res.status, url).toBe(404);
      expect(await res.text(), url).toBe(html);
    }
  });
});
