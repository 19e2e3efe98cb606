import { apiPaths, errorCatalogue } from '@chokdee/contracts';
import { describe, expect, it } from 'vitest';
import { buildTestApp, call, testDbKinds, uniquePhone } from '#testing/index';

describe.each(testDbKinds())('dev SMS outbox (%s)', (kind) => {
  it('lists the console sender’s messages for a phone, newest first, outside production', async () => {
    const t = await buildTestApp({ kind, modules: [], seedDemo: false });
    try {
      const phone = uniquePhone();
      await call(t, { url: apiPaths.verifyUser, body: { userName: phone } });
      t.clock.advance(61_000);
      await call(t, { url: apiPaths.verifyUser, body: { userName: phone } });
      await call(t, { url: apiPaths.verifyUser, body: { userName: uniquePhone() } });

      const res = await t.app.inject({ method: 'GET', url: `${apiPaths.smsOutbox}?mobileNo=${phone}` });
      expect(res.statusCode).toBe(200);
      const items = res.json().data as Array<{ mobileNo: string; text: string; createdAt: string }>;
      expect(items).toHaveLength(2);
      expect(items.every((item) => item.mobileNo === phone && item.text.startsWith('รหัส OTP ของคุณคือ'))).toBe(
        true,
      );
      expect(items[0]?.createdAt).toBe(t.clock.now().toISOString());
      expect(items[1]?.createdAt).toBe(new Date(t.clock.now().getTime() - 61_000).toISOString());

      const all = await t.app.inject({ method: 'GET', url: apiPaths.smsOutbox });
      expect(all.json().data).toHaveLength(3);
    } finally {
      await t.close();
    }
  });

  const realGateway = {
    SMS_PROVIDER: 'http',
    SMS_HTTP_URL: 'http://127.0.0.1:9/sms',
    SMS_HTTP_API_KEY: 'k',
    SMS_HTTP_API_SECRET: 's',
  };
  it.each([
    // Production refuses the console provider at start, so production here has a gateway configured.
    ['in production', { NODE_ENV: 'production', ...realGateway }],
    ['with a real gateway', realGateway],
  ])('does not exist %s', async (_case, env) => {
    const t = await buildTestApp({ kind, env, modules: [], seedDemo: false });
    try {
      const res = await t.app.inject({ method: 'GET', url: `${apiPaths.smsOutbox}?mobileNo=0812345678` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        status: { code: errorCatalogue.NOT_FOUND.code, message: errorCatalogue.NOT_FOUND.message },
        data: null,
      });
    } finally {
      await t.close();
    }
  });
});
