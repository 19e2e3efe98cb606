import { findControlCharacter, paymentPaths, th } from '@chokdee/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, fieldError } from './app-error';

/**
 * Routes whose body the text rule leaves to the route itself: the bank feed refuses a bad line on its
 * own (REJECTED) and takes the rest of the batch. Their path parameters and query are still checked.
 */
const OWN_BODY_RULE = new Set<string>([paymentPaths.bankStatementFeed]);

/** What the apps send to a call without a body: nothing, or `{}`. */
const isEmptyBody = (body: unknown): boolean =>
  body === undefined ||
  body === null ||
  (typeof body === 'object' && !Array.isArray(body) && Object.keys(body).length === 0);

const textRule = (request: FastifyRequest, url: string): void => {
  const parts: Array<[unknown, string]> = [
    [request.params, '(params)'],
    [request.query, '(query)'],
  ];
  if (!OWN_BODY_RULE.has(url)) parts.push([request.body, '(body)']);
  for (const [value, root] of parts) {
    const field = findControlCharacter(value, root);
    if (field !== undefined) throw fieldError(field, th.controlCharacterInvalid);
  }
};

/**
 * One hook for every route, after the body is parsed and before its schema, guard checks on data,
 * or the idempotency hash run:
 * - a call whose route declares no body takes none (`{}` is what the apps send): BODY_NOT_ACCEPTED;
 * - the contracts' text rule: no control character (NUL…) in any path parameter, query value or body
 *   string, keys included: VALIDATION_FAILED with `data.field` naming it (the param or query name,
 *   or the body's dotted path).
 */
export const registerRequestRules = (app: FastifyInstance): void => {
  app.addHook('preValidation', async (request) => {
    if (request.is404) return;
    const url = request.routeOptions.url ?? '';
    if (request.routeOptions.schema?.body === undefined && !isEmptyBody(request.body))
      throw new AppError('BODY_NOT_ACCEPTED');
    textRule(request, url);
  });
};
