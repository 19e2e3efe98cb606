import type { FastifyInstance } from 'fastify';
import { parseJsonBody } from './json-body';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body exactly as received; only on routes that verify a signature over it. */
    rawBody?: string;
  }
}

/** Fastify hands a `parseAs: 'string'` parser a string; the Buffer case is only the type's. */
const textOf = (body: string | Buffer): string => (typeof body === 'string' ? body : body.toString('utf8'));

/**
 * For a caller that signs its raw bytes and is answered whatever it sent (a game provider's wallet
 * call, the payout provider's webhook): in the plugin's scope every body, of any content type, is
 * kept as text (`request.rawBody`, also `request.body`) and read by the route only after the
 * signature is checked, so unreadable JSON or a wrong content type reaches the route instead of the
 * site's error envelope.
 */
export const keepRawBodies = (app: FastifyInstance): void => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (request, body, done) => {
    const text = textOf(body);
    request.rawBody = text;
    done(null, text);
  });
};

/**
 * For a signed JSON API (the bank feed): in the plugin's scope a JSON body is kept as text
 * (`request.rawBody`) for the signature and parsed as the site parses JSON (depth-limited), so the
 * route still validates `request.body` with its schema; anything unparsable is a 400 invalid JSON.
 */
export const keepRawJsonBody = (app: FastifyInstance): void => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = textOf(body);
    request.rawBody = text;
    try {
      done(null, parseJsonBody(text));
    } catch {
      done(
        Object.assign(new Error('invalid JSON'), { statusCode: 400, code: 'FST_ERR_CTP_INVALID_JSON_BODY' }),
      );
    }
  });
};
