import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

/** The base the UI is built with (`web/vite.config.ts`); rewritten when mounted elsewhere. */
const BUILT_BASE = '/originals/';

const NOT_BUILT = `<!doctype html><html lang="th"><meta charset="utf-8"><title>Chokdee Originals</title>
<body style="font-family:sans-serif;background:#0b1d14;color:#fff;padding:24px">
<p>หน้าเกมยังไม่ได้ build (<code>npm run build:originals</code>)</p></body></html>`;
const NOT_FOUND = `<!doctype html><html lang="th"><meta charset="utf-8"><title>Chokdee Originals</title>
<body style="font-family:sans-serif;background:#0b1d14;color:#fff;padding:24px"><p>ไม่พบเกมนี้</p></body></html>`;

/**
 * The game pages: `GET {publicPath}/play/:gameCode` answers the built `index.html` (one page for the
 * three games; the script reads the game from the path and the play token from `?s=`), and the
 * hashed assets under `{publicPath}/assets/` (immutable; brotli/gzip copies sent by Accept-Encoding).
 */
export const pagesRoutes = async (
  app: FastifyInstance,
  { distDir, publicPath, gameCodes }: { distDir: string; publicPath: string; gameCodes: readonly string[] },
) => {
  const indexFile = path.join(distDir, 'index.html');
  const built = existsSync(indexFile);
  if (!built) app.log.warn({ distDir }, 'originals UI is not built; run `npm run build:originals`');
  const html = built ? readFileSync(indexFile, 'utf8').replaceAll(BUILT_BASE, `${publicPath}/`) : NOT_BUILT;

  if (built && existsSync(path.join(distDir, 'assets'))) {
    await app.register(fastifyStatic, {
      root: path.join(distDir, 'assets'),
      prefix: '/assets/',
      decorateReply: false,
      index: false,
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders(res) {
        res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }

  app.get(
    '/play/:gameCode',
    { schema: { params: z.object({ gameCode: z.string().max(60) }) } },
    async (request, reply) => {
      const { gameCode } = request.params as { gameCode: string };
      if (!gameCodes.includes(gameCode))
        return reply.code(404).type('text/html; charset=utf-8').send(NOT_FOUND);
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
    },
  );
};
