import { OPERATOR_HEADER } from '@chokdee/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error';

export type RequestOperator = { id: string; key: string };

declare module 'fastify' {
  interface FastifyRequest {
    /** The site this request is for; set by the tenant hook on every member-facing route. */
    operator: RequestOperator;
  }
}

export type OperatorResolver = {
  byKey(key: string): Promise<RequestOperator | undefined>;
  byHostname(hostname: string): Promise<RequestOperator | undefined>;
};

/** The hostname without port, lower-cased. */
export const hostnameOf = (request: FastifyRequest): string =>
  request.hostname.toLowerCase().replace(/:\d+$/, '');

/**
 * onRequest hook: `x-operator` names the site; without it the request's hostname does. A request
 * that names no known site stops here with OPERATOR_NOT_FOUND, so no handler runs unscoped.
 */
export const createTenantHook =
  (resolver: OperatorResolver) =>
  async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    const header = request.headers[OPERATOR_HEADER];
    const key = Array.isArray(header) ? header[0] : header;
    const operator = key ? await resolver.byKey(key.trim()) : await resolver.byHostname(hostnameOf(request));
    if (!operator) throw new AppError('OPERATOR_NOT_FOUND');
    request.operator = operator;
  };
