import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendApiNotFound } from '../http/error-handler';

const SERVER_OWNED = /^\/(api|socket\.io|static)(\/|$)/;

/**
 * Serves the built member app at `/` with SPA fallback: a GET for an unknown page gets index.html
 * so the client router can show it (or its own 404). Unknown API paths get the envelope's 404.
 */
export const registerWebApp = async (app: FastifyInstance, distDir: string | undefined): Promise<void> => {
  const root = distDir && existsSync(path.join(distDir, 'index.html')) ? path.resolve(distDir) : undefined;
  if (root) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        // Hashed assets never change; the shell and the service worker must be revalidated every time.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn({ distDir }, 'member web app is not built; run `npm run build:web` to serve it');
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (request.method !== 'GET' || SERVER_OWNED.test(pathname) || !root) return sendApiNotFound(reply);
    const file = pathname.slice(1);
    if (file && !file.endsWith('/') && existsSync(path.join(root, file))) {
      return reply.sendFile(file);
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
};
