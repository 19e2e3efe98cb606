import { apiPaths, DEFAULT_OTP_LIMITS, errorCatalogue, fillMessage, th } from '@chokdee/contracts';
import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as schema from '#platform/db/schema';
import {
  buildTestApp,
  call,
  countRows,
  lastOtp,
  loginToken,
  type RegisteredMember,
  registerMember,
  statusOf,
  type TestApp,
  testDbKinds,
  uniquePhone,
  verifiedRef,
} from '#testing/index';
import { openSocket } from '#testing/yeekee-intake-fixture';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let lastIp = 0;
/** A client address per call, so the per-address limits never carry from one test to the next. */
const freshIp = () => {
  lastIp += 1;
  return `10.77.${Math.floor(lastIp / 250)}.${(lastIp % 250) + 1}`;
};

/**
 * The member's own "forgot password": an OTP to the phone (the registration's rules, limits and
 * messages), its check, then a new password that ends every session.
 */
describe.each(testDbKinds())('forgot password (%s)', (kind) => {
  let t: TestApp;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    t = await buildTestApp({ kind, modules: [], seedDemo: false });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await t.close();
  });

  const sendOtp = (phone: string, ip = freshIp()) =>
    call(t, { url: apiPaths.forgotPasswordVerifyUser, body: { userName: phone }, ip });
  const verify = (phone: string, verifyRef: string, pinCode: string) =>
    call(t, { url: apiPaths.forgotPasswordVerifyPin, body: { mobileNo: phone, pinCode, verifyRef } });
  const reset = (phone: string, verifyRef: string, newPassword = 'fresh123', confirmPassword = newPassword) =>
    call(t, {
      url: apiPaths.forgotPasswordReset,
      body: { userName: phone, verifyRef, newPassword, confirmPassword },
    });
  const login = (phone: string, password: string) =>
    call(t, { url: apiPaths.login, body: { userName: phone, password }, ip: freshIp() });
  const me = (token: string) => call(t, { method: 'GET', url: apiPaths.me, token });
  /** A member whose registration OTP has left the phone's rolling hour. */
  const freshMember = async () => {
    const member = await registerMember(t);
    t.clock.advance(HOUR);
    return member;
  };
  const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');
  it("answers a phone no member has exactly as a member's, and texts only the member", async () => {
    const member = await freshMember();
    const stranger = uniquePhone();
    const [known, unknown] = [await sendOtp(member.phone), await sendOtp(stranger)];
    for (const res of [known, unknown]) {
      expect(res.statusCode).toBe(200);
      expect(statusOf(res)).toEqual({ code: 0, message: th.otpSent });
      expect(res.json().data).toEqual({
        verifyRef: expect.stringMatching(/^[A-Z]{6}$/),
        expiresAt: new Date(t.clock.now().getTime() + 5 * MINUTE).toISOString(),
        resendAfterSeconds: 60,
      });
    }
    expect(t.sms.outbox(member.phone)[0]?.text).toContain(known.json().data.verifyRef);
    expect(t.sms.outbox(member.phone)[0]?.text).toMatch(/^รหัส OTP สำหรับตั้งรหัสผ่านใหม่คือ \d{6} /);
    expect(t.sms.outbox(stranger)).toEqual([]);

    // The phone's limits and a wrong code answer alike too.
    for (const phone of [member.phone, stranger]) {
      const again = await sendOtp(phone);
      expect(again.statusCode).toBe(429);
      expect(statusOf(again)).toEqual({
        code: errorCatalogue.OTP_RESEND_TOO_SOON.code,
        message: fillMessage(errorCatalogue.OTP_RESEND_TOO_SOON.message, { seconds: 60 }),
      });
    }
    const code = lastOtp(t, member.phone);
    for (const [phone, res] of [
      [member.phone, known],
      [stranger, unknown],
    ] as const) {
      const wrong = await verify(phone, res.json().data.verifyRef, wrongCode(code));
      expect(wrong.statusCode).toBe(422);
      expect(statusOf(wrong)).toEqual({
        code: errorCatalogue.OTP_INVALID.code,
        message: fillMessage(errorCatalogue.OTP_INVALID.message, { left: 4 }),
      });
    }
  });

  it('refuses bad input in the envelope (400) and counts nothing', async () => {
    const before = await countRows(t, schema.otpSends);
    const cases: Array<[string, Record<string, unknown>, string, string]> = [
      [apiPaths.forgotPasswordVerifyUser, { userName: '08123' }, 'userName', th.phoneInvalid],
      [apiPaths.forgotPasswordVerifyUser, {}, 'userName', th.phoneRequired],
      [
        apiPaths.forgotPasswordVerifyPin,
        { mobileNo: uniquePhone(), pinCode: '12a4', verifyRef: 'ABCDEF' },
        'pinCode',
        th.otpIncomplete,
      ],
      [
        apiPaths.forgotPasswordReset,
        { userName: uniquePhone(), verifyRef: 'ABCDEF', newPassword: 'abc', confirmPassword: 'abc' },
        'newPassword',
        th.newPasswordInvalid,
      ],
      [
        apiPaths.forgotPasswordReset,
        {
          userName: uniquePhone(),
          verifyRef: 'ABCDEF',
          newPassword: 'abc12345',
          confirmPassword: 'abc12346',
        },
        'confirmPassword',
        th.confirmNotMatchNew,
      ],
    ];
    for (const [url, body, field, message] of cases) {
      const res = await call(t, { url, body, ip: freshIp() });
      expect(res.statusCode, field).toBe(400);
      expect(res.json()).toMatchObject({ status: { message }, data: { field } });
    }
    expect(await countRows(t, schema.otpSends)).toBe(before);
  });

  it('keeps the OTP rules: a wrong code counts, the fifth locks the ref, a code expires after 5 minutes', async () => {
    const member = await freshMember();
    const first = (await sendOtp(member.phone)).json().data.verifyRef;
    const code = lastOtp(t, member.phone);
    for (let left = 4; left > 0; left -= 1)
      expect(statusOf(await verify(member.phone, first, wrongCode(code))).code).toBe(
        errorCatalogue.OTP_INVALID.code,
      );
    expect(statusOf(await verify(member.phone, first, wrongCode(code))).code).toBe(
      errorCatalogue.OTP_LOCKED.code,
    );
    expect(statusOf(await verify(member.phone, first, code)).code).toBe(errorCatalogue.OTP_LOCKED.code);

    t.clock.advance(MINUTE);
    const second = (await sendOtp(member.phone)).json().data.verifyRef;
    t.clock.advance(5 * MINUTE);
    expect(statusOf(await verify(member.phone, second, lastOtp(t, member.phone))).code).toBe(
      errorCatalogue.OTP_EXPIRED.code,
    );
    // Neither set a password: the old one still works.
    expect((await login(member.phone, member.password)).statusCode).toBe(200);
  });

  it('keeps the registration and forgot-password refs apart', async () => {
    const newcomer = uniquePhone();
    const registerRef = await verifiedRef(t, newcomer);
    const answer = await reset(newcomer, registerRef);
    expect(statusOf(answer).code).toBe(errorCatalogue.FORGOT_PASSWORD_NOT_VERIFIED.code);

    const member = await freshMember();
    const resetRef = await verifiedRef(t, member.phone, 'forgotPassword');
    const asRegistration = await call(t, {
      url: apiPaths.verifyPin,
      body: { mobileNo: member.phone, pinCode: lastOtp(t, member.phone), verifyRef: resetRef },
    });
    expect(statusOf(asRegistration).code).toBe(errorCatalogue.OTP_REF_INVALID.code);
  });

  it('sets the new password and ends every session, socket and cached one; the ref cannot be used again', async () => {
    const member: RegisteredMember = await freshMember();
    const token = await loginToken(t, member, freshIp());
    expect((await me(token)).statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(200);
    const socket = await openSocket(t, token);
    sockets.push(socket);
    const disconnected = new Promise((resolve) => socket.once('disconnect', resolve));

    const sent = await sendOtp(member.phone);
    const verifyRef: string = sent.json().data.verifyRef;
    const code = lastOtp(t, member.phone);
    // An unverified ref sets nothing.
    expect(statusOf(await reset(member.phone, verifyRef)).code).toBe(
      errorCatalogue.FORGOT_PASSWORD_NOT_VERIFIED.code,
    );
    expect((await verify(member.phone, verifyRef, code)).statusCode).toBe(200);
    // Until the new password is set, the old one and the session keep working.
    expect((await me(token)).statusCode).toBe(200);

    const done = await reset(member.phone, verifyRef);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ status: { code: 0, message: th.passwordResetDone }, data: null });
    await disconnected;
    expect((await me(token)).statusCode).toBe(401);
    expect(statusOf(await login(member.phone, member.password)).code).toBe(
      errorCatalogue.INVALID_CREDENTIALS.code,
    );
    expect((await login(member.phone, 'fresh123')).statusCode).toBe(200);

    // Replays: the same ref, the same code.
    const replay = await reset(member.phone, verifyRef, 'again123');
    expect(replay.statusCode).toBe(422);
    expect(statusOf(replay)).toEqual({
      code: errorCatalogue.FORGOT_PASSWORD_NOT_VERIFIED.code,
      message: errorCatalogue.FORGOT_PASSWORD_NOT_VERIFIED.message,
    });
    expect(statusOf(await verify(member.phone, verifyRef, code)).code).toBe(errorCatalogue.OTP_EXPIRED.code);
    expect((await login(member.phone, 'again123')).statusCode).toBe(401);
  });

  it('refuses a verified ref after its 30 minutes, and a ref for a phone no member has', async () => {
    const member = await freshMember();
    const verifyRef = await verifiedRef(t, member.phone, 'forgotPassword');
    t.clock.advance(30 * MINUTE);
    expect(statusOf(await reset(member.phone, verifyRef)).code).toBe(
      errorCatalogue.FORGOT_PASSWORD_NOT_VERIFIED.code,
    );
    expect(statusOf(await reset(uniquePhone(), verifyRef)).code).toBe(
      errorCatalogue.FORGOT_PASSWORD_NOT_VERIFIED.code,
    );
    expect((await login(member.phone, member.password)).statusCode).toBe(200);
  });

  it("counts sends against the address's limit, a phone no member has included", async () => {
    const ip = freshIp();
    const answers = [];
    for (let i = 0; i <= DEFAULT_OTP_LIMITS.perAddressPer10Min; i += 1)
      answers.push(await sendOtp(uniquePhone(), ip));
    expect(answers.map((res) => statusOf(res).code)).toEqual([
      ...answers.slice(1).map(() => 0),
      errorCatalogue.OTP_ADDRESS_LIMIT.code,
    ]);
    expect(answers.at(-1)?.statusCode).toBe(429);
  });

  it('hides a gateway failure (the answer is the same) and gives its slot back', async () => {
    const member = await freshMember();
    const ip = freshIp();
    const send = t.sms.send;
    t.sms.send = async () => {
      throw new Error('gateway down');
    };
    try {
      const res = await sendOtp(member.phone, ip);
      expect(res.statusCode).toBe(200);
      expect(statusOf(res)).toEqual({ code: 0, message: th.otpSent });
    } finally {
      t.sms.send = send;
    }
    await vi.waitFor(async () => {
      const counted = await t.database.db.select().from(schema.otpSends).where(eq(schema.otpSends.ip, ip));
      expect(counted).toEqual([]);
    });
  });
});
