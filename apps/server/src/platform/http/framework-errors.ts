import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { type ErrorName, errorCatalogue } from '@chokdee/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Headers of an answer written before any route or hook ran (a bad URL, a client error on the socket):
 * helmet's hooks never see those, so they carry the strictest policy themselves.
 */
export const BARE_ERROR_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
} as const;

const envelopeOf = (name: ErrorName) => {
  const entry = errorCatalogue[name];
  return { status: entry.http, body: { status: { code: entry.code, message: entry.message }, data: null } };
};

/**
 * Fastify's `frameworkErrors`: a path parameter over `maxParamLength` (URI_TOO_LONG, 414) or a URL that
 * does not decode (`%FF%FE`, MALFORMED_REQUEST) answer the envelope. Fastify's own answer names the URL;
 * this one echoes nothing of it.
 */
export const frameworkErrors = (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
  const name: ErrorName =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? 'URI_TOO_LONG'
      : error.code === 'FST_ERR_ASYNC_CONSTRAINT'
        ? 'INTERNAL'
        : 'MALFORMED_REQUEST';
  if (name === 'INTERNAL') request.log.error({ err: error }, 'route constraint failed');
  else request.log.info({ code: error.code }, 'refused before routing');
  const { status, body } = envelopeOf(name);
  void reply.code(status).headers(BARE_ERROR_HEADERS).send(body);
};

const clientErrorName = (code: string | undefined): ErrorName => {
  if (code === 'HPE_HEADER_OVERFLOW') return 'HEADERS_TOO_LARGE';
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 'REQUEST_TIMEOUT';
  return 'MALFORMED_REQUEST';
};

/**
 * Node's `clientError` (the request never became one: headers too large, a request timeout, bytes that
 * are not HTTP): the envelope written straight to the socket, which then closes. Node's and Fastify's
 * defaults answer their own shapes.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, body } = envelopeOf(clientErrorName(error.code));
  const text = JSON.stringify(body);
  const headers = Object.entries({ ...BARE_ERROR_HEADERS, connection: 'close' })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${headers}content-length: ${Buffer.byteLength(text)}\r\n\r\n${text}`,
    );
  }
  socket.destroy(error);
}
