import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';

export type RawResponse = {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** The body as JSON, or undefined when it is not JSON. */
  json: unknown;
};

/** The port a listening app took (`app.listen({ port: 0 })`). */
export const portOf = (app: FastifyInstance): number => {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app is not listening');
  return address.port;
};

const parseResponse = (raw: string): RawResponse => {
  const split = raw.indexOf('\r\n\r\n');
  const head = split < 0 ? raw : raw.slice(0, split);
  let body = split < 0 ? '' : raw.slice(split + 4);
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  if (headers['transfer-encoding'] === 'chunked') {
    let decoded = '';
    let rest = body;
    for (;;) {
      const end = rest.indexOf('\r\n');
      const size = Number.parseInt(rest.slice(0, end), 16);
      if (!size) break;
      decoded += rest.slice(end + 2, end + 2 + size);
      rest = rest.slice(end + 2 + size + 2);
    }
    body = decoded;
  }
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    json = undefined;
  }
  return { status: Number(statusLine.split(' ')[1]), headers, body, json };
};

/**
 * Sends bytes exactly as given (fetch and node:http would normalise the URL or refuse the headers) and
 * reads the answer until the server closes the socket. The request should say `connection: close`.
 */
export const rawRequest = (port: number, request: string | Buffer): Promise<RawResponse> =>
  new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1' });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // The server may reset after writing its answer (a client error destroys the socket).
      if (chunks.length > 0) resolve(parseResponse(Buffer.concat(chunks).toString('utf8')));
      else reject(error);
    });
    socket.on('close', () => resolve(parseResponse(Buffer.concat(chunks).toString('utf8'))));
    socket.write(request);
  });

/** A raw HTTP/1.1 request's text: the path as given (not normalised), JSON body when given. */
export const rawHttp = (
  method: string,
  path: string,
  { headers = {}, body }: { headers?: Record<string, string>; body?: string } = {},
): string => {
  const all: Record<string, string> = {
    host: 'localhost',
    connection: 'close',
    ...(body === undefined
      ? {}
      : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) }),
    ...headers,
  };
  const lines = Object.entries(all).map(([name, value]) => `${name}: ${value}\r\n`);
  return `${method} ${path} HTTP/1.1\r\n${lines.join('')}\r\n${body ?? ''}`;
};
