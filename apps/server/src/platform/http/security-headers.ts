import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { apiPaths } from '@chokdee/contracts';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** A Host header we are willing to name in the CSP (a hostname and an optional port, nothing else). */
const PLAIN_HOST = /^[a-z0-9.-]+(:\d{1,5})?$/i;

/**
 * Socket.IO's WebSocket on this same host. CSP Level 3 lets `'self'` match ws:/wss: of the page's own
 * host, but older mobile Safari does not, so the socket's origin is named outright (never `ws:` alone).
 */
const socketSources = (request: IncomingMessage): string => {
  const host = request.headers.host;
  return host && PLAIN_HOST.test(host) ? `ws://${host} wss://${host}` : "'self'";
};

/**
 * The one inline script of both apps' index.html: zod builds its schemas without probing
 * `new Function` (no 'unsafe-eval' here; the caught probe would still report a violation). Zod builds
 * them while the bundle loads, so only a classic script before it can say so. Allowed by its hash.
 */
export const ZOD_JITLESS_SCRIPT = 'globalThis.__zod_globalConfig={jitless:true}';
const ZOD_JITLESS_HASH = `'sha256-${createHash('sha256').update(ZOD_JITLESS_SCRIPT).digest('base64')}'`;

type Directives = NonNullable<Exclude<HelmetOptions['contentSecurityPolicy'], boolean>>['directives'];

/**
 * The member app's and the back office's policy: scripts only from this origin; styles may be inline
 * (sonner injects a <style>, Radix positions popovers with style attributes); images may be `data:`
 * (QR codes) and `blob:`, and https (an operator's banners live on its own CDN); the service worker and
 * the manifest from this origin; never framed.
 */
const appDirectives: Directives = {
  'default-src': ["'self'"],
  'script-src': ["'self'", ZOD_JITLESS_HASH],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'", (request) => socketSources(request as IncomingMessage)],
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  // TLS ends at the proxy; HSTS (below) says "https only" where that is true. On plain http (a
  // developer's machine, the e2e run) upgrading would break every request.
  'upgrade-insecure-requests': null,
};

/** Swagger UI (`/api/docs`) runs an inline initializer and inline styles: its own, looser policy. */
const docsDirectives: Directives = {
  ...appDirectives,
  'script-src': ["'self'", "'unsafe-inline'"],
};

/** Hosts whose app policy is kept built (operators' hostnames; a flood of made-up Host headers only empties it). */
const HOSTS_REMEMBERED = 256;

/** One year, as the HSTS preload list asks; subdomains included (every operator site is https). */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Security headers on every answer, errors and static files included (helmet's hooks run at the root,
 * before any route): the CSP above, `X-Frame-Options: DENY`, `nosniff`, `Referrer-Policy: no-referrer`,
 * and `Strict-Transport-Security` only when a trusted proxy says the request came over TLS
 * (`X-Forwarded-Proto: https` on a socket from an address `TRUST_PROXY` names: Fastify's
 * `request.protocol` reads the header only then); on plain http HSTS would be ignored or wrong.
 */
export const registerSecurityHeaders = async (
  app: FastifyInstance,
  { trustProxy }: { trustProxy: boolean },
): Promise<void> => {
  // helmet's middleware, built once per policy: `@fastify/helmet` rebuilt it (parsing every CSP
  // directive again) on every request, ≈ 9% of the balance route's CPU (bench/README.md).
  const common = {
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: false,
  } satisfies HelmetOptions;
  // The app policy differs per Host only (its socket origin): one middleware per host seen, so the
  // directives are checked once per host rather than once per request.
  const appHeadersByHost = new Map<string, ReturnType<typeof helmet>>();
  const appHeadersFor = (request: IncomingMessage) => {
    const host = request.headers.host ?? '';
    const known = appHeadersByHost.get(host);
    if (known) return known;
    if (appHeadersByHost.size >= HOSTS_REMEMBERED) appHeadersByHost.clear();
    const headers = helmet({
      ...common,
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { ...appDirectives, 'connect-src': ["'self'", socketSources(request)] },
      },
    });
    appHeadersByHost.set(host, headers);
    return headers;
  };
  const docsHeaders = helmet({
    ...common,
    contentSecurityPolicy: { useDefaults: false, directives: docsDirectives },
  });
  const isDocs = (url: string | undefined) =>
    url !== undefined && (url === apiPaths.docs || url.startsWith(`${apiPaths.docs}/`));
  // At the root, so every answer (errors, 404s and static files included) carries them.
  app.addHook('onRequest', (request, reply, done) => {
    const headers = isDocs(request.routeOptions.url) ? docsHeaders : appHeadersFor(request.raw);
    headers(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
  app.addHook('onRequest', async (request, reply) => {
    if (trustProxy && request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
};
