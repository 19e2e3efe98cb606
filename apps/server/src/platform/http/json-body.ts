import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';

/**
 * How deep a JSON body may nest. Our deepest schema is three levels (a bill's `lines[].field`, a
 * feed's `lines[].field`); 32 leaves room for any honest payload, while everything that walks a body
 * recursively (JSON.parse, zod, the idempotency hash's JSON.stringify, pino) stays far from the stack's
 * limit. A 9,000-deep array used to overflow it while the request was hashed.
 */
export const MAX_JSON_DEPTH = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;

/** Whether JSON text nests deeper than `max`, read on the raw text in one pass (no recursion, no parse). */
export const jsonDepthExceeds = (text: string, max: number = MAX_JSON_DEPTH): boolean => {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === BACKSLASH) index += 1;
      else if (char === QUOTE) inString = false;
    } else if (char === QUOTE) inString = true;
    else if (char === OPEN_ARRAY || char === OPEN_OBJECT) {
      depth += 1;
      if (depth > max) return true;
    } else if (char === CLOSE_ARRAY || char === CLOSE_OBJECT) depth -= 1;
  }
  return false;
};

/**
 * JSON.parse behind the depth limit, for a route that keeps its own parser (the bank feed reads the
 * raw text for its signature): throws JSON_TOO_DEEP, or JSON.parse's own SyntaxError.
 */
export const parseJsonBody = (text: string): unknown => {
  if (jsonDepthExceeds(text)) throw new AppError('JSON_TOO_DEEP');
  return JSON.parse(text);
};

/**
 * Replaces Fastify's JSON parser with the same parser (prototype-poisoning checks included) behind the
 * depth limit: a too-deep body is refused (JSON_TOO_DEEP) before anything parses or walks it.
 */
export const registerJsonParser = (app: FastifyInstance): void => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (jsonDepthExceeds(text)) {
      done(new AppError('JSON_TOO_DEEP'), undefined);
      return;
    }
    parseJson(request, text, done);
  });
};
