import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
import { PlayError, playErrors } from './messages';

const rawBodies = new WeakMap<FastifyRequest, string>();

/** The request's body exactly as it came (the launch's signature is over these bytes). */
export const rawBodyOf = (request: FastifyRequest): string => rawBodies.get(request) ?? '';

/**
 * The pages are framed by the member site (same origin): `frame-ancestors 'self'` and
 * `X-Frame-Options: SAMEORIGIN` replace the platform's "never framed" (helmet at the root sets
 * `DENY`/`'none'` before any route; a header set here wins when the reply is written). Scripts and
 * styles from this origin only; no inline script, so the play token in the URL cannot be read by
 * anything injected. No referrer, so the token never leaves in a Referer header.
 */
export const ORIGINALS_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

/**
 * What makes the plugin work the same under the platform's app and alone (the tests' own Fastify):
 * its own JSON parser that keeps the raw text, zod schemas as the validator, one error shape
 * (`{error: {code, message}}`, Thai message), and the framing headers above on every answer.
 */
export const registerOriginalsHttp = (app: FastifyInstance): void => {
  if (app.hasContentTypeParser('application/json')) app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      rawBodies.set(request, text);
      try {
        done(null, text === '' ? {} : JSON.parse(text));
      } catch {
        done(new PlayError('BAD_REQUEST'), undefined);
      }
    },
  );
  app.setValidatorCompiler(({ schema }) => (data) => {
    const result = (schema as ZodType).safeParse(data);
    return result.success ? { value: result.data } : { error: result.error };
  });
  app.setErrorHandler((error, request, reply) => {
    const known = error instanceof PlayError ? error : undefined;
    // Fastify's own errors (validation, body too large, a bad content type) carry a 4xx status.
    // The platform's own hooks (when mounted on it) throw its AppError, which names `httpStatus`.
    const { statusCode, httpStatus } = error as { statusCode?: number; httpStatus?: number };
    const status = statusCode ?? httpStatus;
    const resolved = known?.code ?? (status && status < 500 ? 'BAD_REQUEST' : 'INTERNAL');
    if (resolved === 'INTERNAL') request.log.error({ err: error }, 'originals request failed');
    const entry = playErrors[resolved];
    return reply.code(known ? entry.status : status && status < 500 ? status : entry.status).send({
      error: {
        code: resolved,
        message: entry.message,
        ...(known?.balance !== undefined ? { balance: known.balance } : {}),
      },
    });
  });
  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).send({ error: { code: 'NOT_FOUND', message: playErrors.NOT_FOUND.message } }),
  );
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('content-security-policy', ORIGINALS_CSP);
    reply.header('x-frame-options', 'SAMEORIGIN');
    reply.header('referrer-policy', 'no-referrer');
    reply.header('x-content-type-options', 'nosniff');
    if (!reply.hasHeader('cache-control') && !reply.raw.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
    return payload;
  });
};
