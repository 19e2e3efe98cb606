import { OPERATOR_HEADER } from '@chokdee/contracts';
import { DEMO_OPERATOR_KEY } from '#modules/operator/index';
import type { TestApp } from './build-test-app';

/** Starts the test app on a free local port, for tests over real HTTP (`fetch`); its base URL. */
export const listenOnFreePort = async (t: TestApp): Promise<string> => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('the test app has no port');
  return `http://127.0.0.1:${address.port}`;
};

/** What a call over real HTTP answered: the HTTP status, the envelope, the response's headers. */
export type HttpAnswer = {
  status: number;
  code: number;
  message: string;
  data: unknown;
  headers: Headers;
};

/**
 * A JSON call over real HTTP to a listening test app, as the demo site (`x-operator: demo`), with an
 * optional bearer token and extra headers (e.g. `x-forwarded-for`).
 */
export const httpCall = async (
  base: string,
  url: string,
  {
    method = 'POST',
    body,
    token,
    headers,
  }: {
    method?: 'GET' | 'POST' | 'PUT';
    body?: unknown;
    token?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<HttpAnswer> => {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      [OPERATOR_HEADER]: DEMO_OPERATOR_KEY,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const envelope = (await res.json()) as { status: { code: number; message: string }; data?: unknown };
  return {
    status: res.status,
    code: envelope.status.code,
    message: envelope.status.message,
    data: envelope.data,
    headers: res.headers,
  };
};
