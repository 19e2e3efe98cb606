import type { TestApp } from './build-test-app';

/** Starts the test app on a free local port, for tests over real HTTP (`fetch`); its base URL. */
export const listenOnFreePort = async (t: TestApp): Promise<string> => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('the test app has no port');
  return `http://127.0.0.1:${address.port}`;
};
