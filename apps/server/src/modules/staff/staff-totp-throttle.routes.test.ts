import { adminPaths, errorCatalogue, OPERATOR_HEADER } from '@chokdee/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, buildTestApp, listenOnFreePort, type TestApp, testDbKinds } from '#testing/index';
import { staffMember } from '#testing/lottery';
import { totpCodeAt, wrongCodeFor } from '#testing/totp-login';

/**
 * A security review found 255,644 wrong codes in 300 s on one session. Wrong codes on me/totp/enable and
 * me/totp/disable are now limited per staff member, and the session ends when the guessing goes on.
 */
describe.each(testDbKinds())('staff TOTP attempt limit, over HTTP (%s)', (kind) => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await buildTestApp({ kind, modules: [], seedDemo: false });
    base = await listenOnFreePort(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const post = async (path: string, token: string, body?: unknown) => {
    const res = await fetch(`${base}${path}`, {
      method: body === undefined ? 'POST' : 'POST',
      headers: {
        [OPERATOR_HEADER]: t.operatorKey,
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await res.json()) as { status: { code: number; message: string }; data: unknown };
    return { status: res.status, code: json.status.code, message: json.status.message, data: json.data };
  };
  const setup = async (token: string) =>
    (await post(adminPaths.totpSetup, token)).data as { secret: string; otpauthUrl: string };

  it('answers the 6th wrong code in 15 minutes 429 with the wait in Thai, audited; after the window a right code works', async () => {
    const staff = await staffMember(t, 'finance');
    const { secret } = await setup(staff.token);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const res = await post(adminPaths.totpEnable, staff.token, {
        code: wrongCodeFor(secret, t.clock.now()),
      });
      expect(res.status).toBe(401);
      expect(res.code).toBe(errorCatalogue.STAFF_TOTP_INVALID.code);
    }
    // Even the right code waits now: the limit stops guessing, not only wrong guesses.
    const throttled = await post(adminPaths.totpEnable, staff.token, {
      code: totpCodeAt(secret, t.clock.now()),
    });
    expect(throttled.status).toBe(429);
    expect(throttled.code).toBe(errorCatalogue.STAFF_TOTP_THROTTLED.code);
    expect(throttled.message).toBe('กรอกรหัสยืนยันตัวตนผิดหลายครั้ง กรุณารอ 15 นาทีแล้วลองใหม่');
    const audit = await auditRows(t, 'staff.totp.throttled', staff.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]?.after).toEqual({ wrongCodes: 5, waitMinutes: 15 });

    t.clock.advance(15 * 60_000 + 1_000);
    const enabled = await post(adminPaths.totpEnable, staff.token, {
      code: totpCodeAt(secret, t.clock.now()),
    });
    expect(enabled.status).toBe(200);

    // Disabling is limited the same way.
    t.clock.advance(60_000);
    for (let attempt = 1; attempt <= 5; attempt += 1)
      expect(
        (await post(adminPaths.totpDisable, staff.token, { code: wrongCodeFor(secret, t.clock.now()) }))
          .status,
      ).toBe(401);
    const refused = await post(adminPaths.totpDisable, staff.token, {
      code: totpCodeAt(secret, t.clock.now()),
    });
    expect(refused.status).toBe(429);
    t.clock.advance(15 * 60_000 + 1_000);
  });

  it('ends the session at the 10th attempt in the window, audited; the token then answers 401', async () => {
    const staff = await staffMember(t, 'support');
    const { secret } = await setup(staff.token);
    const answers: number[] = [];
    for (let attempt = 1; attempt <= 9; attempt += 1)
      answers.push(
        (await post(adminPaths.totpEnable, staff.token, { code: wrongCodeFor(secret, t.clock.now()) })).code,
      );
    expect(answers).toEqual([
      ...Array(5).fill(errorCatalogue.STAFF_TOTP_INVALID.code),
      ...Array(4).fill(errorCatalogue.STAFF_TOTP_THROTTLED.code),
    ]);
    const tenth = await post(adminPaths.totpEnable, staff.token, {
      code: wrongCodeFor(secret, t.clock.now()),
    });
    expect(tenth.status).toBe(401);
    expect(tenth.code).toBe(errorCatalogue.STAFF_TOTP_SESSION_ENDED.code);
    expect(await auditRows(t, 'staff.totp.session_end', staff.id)).toHaveLength(1);

    const me = await fetch(`${base}${adminPaths.me}`, {
      headers: { [OPERATOR_HEADER]: t.operatorKey, authorization: `Bearer ${staff.token}` },
    });
    expect(me.status).toBe(401);
    expect(((await me.json()) as { status: { code: number } }).status.code).toBe(
      errorCatalogue.UNAUTHORIZED.code,
    );
  });
});
