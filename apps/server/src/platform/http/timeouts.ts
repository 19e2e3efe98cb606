import type { ServerOptions } from 'node:http';
import type { Config } from '#platform/config/config';

/**
 * Fastify and Node server options that bound how long a client may hold a socket: the whole request
 * (`requestTimeout`), its headers (`headersTimeout`), and an idle keep-alive socket. Node checks the
 * first two every `connectionsCheckingInterval` (30 s by default, which would let a slow sender live
 * up to twice the timeout), so it checks a few times per headers timeout instead, at most every 5 s.
 * The values and why they suit phones on slow networks: `config.ts`.
 */
export const httpTimeouts = (
  config: Pick<Config, 'HTTP_REQUEST_TIMEOUT_MS' | 'HTTP_HEADERS_TIMEOUT_MS' | 'HTTP_KEEP_ALIVE_TIMEOUT_MS'>,
): { requestTimeout: number; keepAliveTimeout: number; http: ServerOptions } => ({
  requestTimeout: config.HTTP_REQUEST_TIMEOUT_MS,
  keepAliveTimeout: config.HTTP_KEEP_ALIVE_TIMEOUT_MS,
  http: {
    requestTimeout: config.HTTP_REQUEST_TIMEOUT_MS,
    headersTimeout: config.HTTP_HEADERS_TIMEOUT_MS,
    connectionsCheckingInterval: Math.max(
      50,
      Math.min(5_000, Math.floor(config.HTTP_HEADERS_TIMEOUT_MS / 3)),
    ),
  },
});
