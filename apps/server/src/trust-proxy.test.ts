import { apiPaths, errorCatalogue } from '@chokdee/contracts';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '#platform/db/schema';
import {
  buildTestApp,
  type HttpAnswer,
  httpCall,
  listenOnFreePort,
  type TestApp,
  testDbKinds,
  uniquePhone,
} from '#testing/index';

/** What one client on one socket sends: a fresh made-up X-Forwarded-For each time. */
const forgedAddress = (i: number) => `203.0.113.${i + 1}`;

const post = (base: string, url: string, body: unknown, headers: Record<string, string> = {}) =>
  httpCall(base, url, { body, headers });
const hstsOf = (answer: HttpAnswer) => answer.headers.get('strict-transport-security');

/** 30 calls, one after the other on one client, each claiming another address. */
const thirtyFromForgedAddresses = async (base: string, url: string, body: () => unknown) => {
  const answers = [];
  for (let i = 0; i < 30; i += 1)
    answers.push(await post(base, url, body(), { 'x-forwarded-for': forgedAddress(i) }));
  return answers;
};
/** OTP sends to 30 phones. */
const thirtyOtpSends = (base: string) =>
  thirtyFromForgedAddresses(base, apiPaths.verifyUser, () => ({ userName: uniquePhone() }));
/** Wrong logins for 30 phones (so the per-phone limit never counts). */
const thirtyWrongLogins = (base: string) =>
  thirtyFromForgedAddresses(base, apiPaths.login, () => ({ userName: uniquePhone(), password: 'wrong123' }));

const codes = (answers: Array<{ code: number }>) => answers.map((answer) => answer.code);
const times = <T>(n: number, value: T): T[] => Array.from({ length: n }, () => value);

/**
 * TRUST_PROXY names the load balancers (platform/config): only a socket from one of them is read
 * through X-Forwarded-*. Over real HTTP, so the socket's own address (127.0.0.1) is what Fastify sees.
 */
describe.each(testDbKinds())('trusted proxies over real HTTP (%s)', (kind) => {
  /** A listening app of this describe's own whose TRUST_PROXY is `trustProxy`. */
  const serverTrusting = (trustProxy: string) => {
    const server = {} as { t: TestApp; base: string };
    beforeAll(async () => {
      server.t = await buildTestApp({ kind, env: { TRUST_PROXY: trustProxy }, modules: [], seedDemo: false });
      server.base = await listenOnFreePort(server.t);
    });
    afterAll(() => server.t.close());
    return server;
  };

  describe('a list that leaves the client out', () => {
    const server = serverTrusting('10.0.0.0/8,192.0.2.1');

    it('stops 30 OTP sends with fresh X-Forwarded-For values at the address limit (20)', async () => {
      const answers = await thirtyOtpSends(server.base);
      expect(codes(answers)).toEqual([...times(20, 0), ...times(10, errorCatalogue.OTP_ADDRESS_LIMIT.code)]);
      expect(answers[20]?.status).toBe(429);
      const counted = await server.t.database.db.select({ ip: schema.otpSends.ip }).from(schema.otpSends);
      expect(counted.map((row) => row.ip)).toEqual(times(20, '127.0.0.1'));
    });

    it('throttles 30 wrong logins with fresh X-Forwarded-For values by the socket address', async () => {
      const answers = await thirtyWrongLogins(server.base);
      expect(codes(answers)).toEqual([
        ...times(20, errorCatalogue.INVALID_CREDENTIALS.code),
        ...times(10, errorCatalogue.LOGIN_THROTTLED.code),
      ]);
    });

    it('sends no HSTS when an untrusted client claims https', async () => {
      const answer = await post(server.base, apiPaths.login, {}, { 'x-forwarded-proto': 'https' });
      expect(hstsOf(answer)).toBeNull();
    });
  });

  describe('a list that takes the client in', () => {
    const server = serverTrusting('10.0.0.0/8,127.0.0.1');

    it('counts each OTP send against the address the proxy forwarded', async () => {
      const answers = await thirtyOtpSends(server.base);
      expect(codes(answers)).toEqual(times(30, 0));
      const counted = await server.t.database.db.select({ ip: schema.otpSends.ip }).from(schema.otpSends);
      expect(counted.map((row) => row.ip).sort()).toEqual(
        Array.from({ length: 30 }, (_, i) => forgedAddress(i)).sort(),
      );
    });

    it('counts wrong logins against the forwarded addresses, one each', async () => {
      const answers = await thirtyWrongLogins(server.base);
      expect(codes(answers)).toEqual(times(30, errorCatalogue.INVALID_CREDENTIALS.code));
      const addresses = Array.from({ length: 30 }, (_, i) => forgedAddress(i));
      const failures = await server.t.database.db
        .select({ ip: schema.loginFailures.ip })
        .from(schema.loginFailures)
        .where(inArray(schema.loginFailures.ip, addresses));
      expect(failures).toHaveLength(30);
    });

    it('sends HSTS when the trusted proxy says the request came over https', async () => {
      expect(hstsOf(await post(server.base, apiPaths.login, {}, { 'x-forwarded-proto': 'https' }))).toBe(
        'max-age=31536000; includeSubDomains',
      );
      expect(hstsOf(await post(server.base, apiPaths.login, {}, { 'x-forwarded-proto': 'http' }))).toBeNull();
    });
  });
});
