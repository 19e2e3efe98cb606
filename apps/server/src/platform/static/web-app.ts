import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { ADMIN_APP_BASE, isAdminAppRoute, isMemberAppRoute } from '@chokdee/contracts';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendApiNotFound } from '../http/error-handler';

const SERVER_OWNED = /^\/(api|socket\.io|static)(\/|$)/;

export type WebAppDirs = {
  /** Built member app (apps/web/dist), served at `/`. */
  web?: string | undefined;
  /** Built back office (apps/admin/dist), served at `/admin`. */
  admin?: string | undefined;
};

const builtRoot = (distDir: string | undefined) =>
  distDir && existsSync(path.join(distDir, 'index.html')) ? path.resolve(distDir) : undefined;

/** The build writes `x.br` / `x.gz` beside each text asset; they are sent for `x`, never under their own names. */
const COMPRESSED_COPY = /\.(br|gz)$/;

const isAdminPath = (pathname: string) =>
  pathname === ADMIN_APP_BASE || pathname.startsWith(`${ADMIN_APP_BASE}/`);

/**
 * A request for a file rather than a page: under `assets/` (hashed build output) or a last segment
 * with an extension (`/favicon.ico`, `/robots.txt`). Missing, it is a 404 — never the app's HTML, which
 * a stale tab would otherwise parse as its old script or stylesheet. No route has a dot in a segment.
 */
const isFileRequest = (page: string) => page.startsWith('/assets/') || /\.[^/.]+$/.test(page);

/**
 * Serves the built member app at `/` and the built back office at `/admin`. A page gets its app's
 * index.html (never cached) so the client router can show it: with 200 when the app's router has
 * that route (contracts' `memberAppRoutes` / `adminAppRoutes`, which the routers read too), else with
 * 404 — the same HTML, so the app still shows its Thai not-found page. A file that is not there (an
 * old hashed asset, `/favicon.ico`) is a plain 404. HEAD answers what GET answers, without the body.
 * Hashed assets are immutable; index.html and the service worker are revalidated every time.
 * The build (`scripts/vite/precompress.mjs`, the Vite plugin of all three apps) writes brotli and
 * gzip copies of its text files; `preCompressed` sends the copy the request's `Accept-Encoding` asks
 * for (br, then gzip, else the file itself), with `Vary: Accept-Encoding`, so nothing is compressed
 * per request.
 * Unknown API paths, and any other method, get the envelope's 404.
 */
export const registerWebApps = async (app: FastifyInstance, dirs: WebAppDirs): Promise<void> => {
  const roots = { web: builtRoot(dirs.web), admin: builtRoot(dirs.admin) };
  let decorated = false;
  for (const [name, prefix] of [
    ['web', '/'],
    ['admin', `${ADMIN_APP_BASE}/`],
  ] as const) {
    const root = roots[name];
    if (!root) {
      app.log.warn({ distDir: dirs[name] }, `${name} app is not built; run \`npm run build\` to serve it`);
      continue;
    }
    await app.register(fastifyStatic, {
      root,
      prefix,
      wildcard: false,
      index: false,
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      // Only the first registration adds `reply.sendFile`; the fallback below names the root it wants.
      decorateReply: !decorated,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    decorated = true;
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    // HEAD is GET without the body (Node sends none for HEAD): same status and headers.
    const reading = request.method === 'GET' || request.method === 'HEAD';
    if (!reading || SERVER_OWNED.test(pathname)) return sendApiNotFound(reply);
    const admin = isAdminPath(pathname);
    const root = admin ? roots.admin : roots.web;
    if (!root) return sendApiNotFound(reply);
    const page = admin ? pathname.slice(ADMIN_APP_BASE.length) : pathname;
    const file = page.replace(/^\/+/, '');
    // A file only: a folder of public images named like a page (`/promotions` beside
    // `public/promotions/*.svg`) is that page, so it gets index.html.
    const isFile =
      file !== '' && statSync(path.join(root, file), { throwIfNoEntry: false })?.isFile() === true;
    if (isFile && !file.endsWith('/') && !COMPRESSED_COPY.test(file)) {
      return reply.sendFile(file, root);
    }
    if (isFileRequest(page)) return sendApiNotFound(reply);
    const routed = admin ? isAdminAppRoute(page) : isMemberAppRoute(page);
    return reply
      .code(routed ? 200 : 404)
      .header('cache-control', 'no-cache')
      .sendFile('index.html', root);
  });
};
