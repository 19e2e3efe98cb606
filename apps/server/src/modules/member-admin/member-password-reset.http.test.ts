import {
  adminMemberHref,
  apiPaths,
  errorCatalogue,
  fillMessage,
  otpLimitsPaths,
  passwordResetPaths,
  staffTh,
  th,
} from '@chokdee/contracts';
import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '#platform/db/schema';
import {
  auditRows,
  buildTestApp,
  countRows,
  httpCall,
  listenOnFreePort,
  type RegisteredMember,
  registerMember,
  staffTokens,
  type TestApp,
  testDbKinds,
} from '#testing/index';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Staff call from the test's own socket, over real HTTP. */
const STAFF_ADDRESS = '127.0.0.1';

/** The codes of the reset SMS the member's phone received, newest first. */
const resetTexts = (t: TestApp, phone: string) =>
  t.sms.outbox(phone).filter((item) => item.text.startsWith('รหัสสำหรับตั้งรหัสผ่านใหม่'));

/**
 * Staff-sent password reset codes over real HTTP: each needs a reason (audited), counts against the
 * same SMS limits as a member's OTP (the phone's, the address's, the site's budget), and changes
 * nothing else until the member uses it.
 */
describe.each(testDbKinds())('staff password reset codes and the SMS limits (%s)', (kind) => {
  let t: TestApp;
  let base: string;
  let support: string;
  let owner: string;
  beforeAll(async () => {
    t = await buildTestApp({ kind, modules: ['member-admin'], seedDemo: false });
    base = await listenOnFreePort(t);
    ({ support, owner } = await staffTokens(t));
  });
  afterAll(() => t.close());

  const sendReset = (member: RegisteredMember, body: unknown = { reason: 'สมาชิกโทรแจ้งลืมรหัสผ่าน' }) =>
    httpCall(base, adminMemberHref.passwordReset(member.memberId), { token: support, body });
  /** A member whose registration OTP has left the phone's rolling hour. */
  const freshMember = async () => {
    const member = await registerMember(t);
    t.clock.advance(HOUR);
    return member;
  };
  /** OTP SMS counted in the rolling hour: the site's, or one address's. */
  const sendsInTheHour = async (ip?: string) =>
    (
      await t.database.db
        .select()
        .from(schema.otpSends)
        .where(
          and(
            ip === undefined ? undefined : eq(schema.otpSends.ip, ip),
            gt(schema.otpSends.createdAt, new Date(t.clock.now().getTime() - HOUR)),
          ),
        )
    ).length;

  it('refuses a reset without a reason (400) and sends nothing', async () => {
    const member = await freshMember();
    for (const body of [{}, { reason: '   ' }]) {
      const answer = await sendReset(member, body);
      expect(answer.status).toBe(400);
      expect(answer).toMatchObject({
        code: errorCatalogue.VALIDATION_FAILED.code,
        message: staffTh.reasonRequired,
        data: { field: 'reason' },
      });
    }
    expect(resetTexts(t, member.phone)).toEqual([]);
    expect(await countRows(t, schema.memberPasswordResets)).toBe(0);
    expect(await sendsInTheHour(STAFF_ADDRESS)).toBe(0);
    expect(await auditRows(t, 'member.password-reset', member.memberId)).toEqual([]);
  });

  it('sends one of 40 rapid resets of one member; 39 are refused with the 60-second limit', async () => {
    const member = await freshMember();
    const answers = [];
    for (let i = 0; i < 40; i += 1) answers.push(await sendReset(member, { reason: `ลองครั้งที่ ${i + 1}` }));

    expect(answers.map((answer) => answer.status)).toEqual([200, ...Array.from({ length: 39 }, () => 429)]);
    expect(answers[0]).toMatchObject({
      code: 0,
      message: th.passwordResetSent,
      data: { expiresAt: new Date(t.clock.now().getTime() + 30 * MINUTE).toISOString() },
    });
    for (const refused of answers.slice(1))
      expect(refused).toMatchObject({
        code: errorCatalogue.OTP_RESEND_TOO_SOON.code,
        message: fillMessage(errorCatalogue.OTP_RESEND_TOO_SOON.message, { seconds: 60 }),
      });
    expect(resetTexts(t, member.phone)).toHaveLength(1);
    expect(await sendsInTheHour(STAFF_ADDRESS)).toBe(1);
    const audits = await auditRows(t, 'member.password-reset', member.memberId);
    expect(audits.map((row) => row.after)).toEqual([{ reason: 'ลองครั้งที่ 1', expiresAt: expect.any(String) }]);
    expect(audits[0]?.ip).toBe(STAFF_ADDRESS);
  });

  it('sends at most 5 codes to one phone in an hour, its OTPs included', async () => {
    const member = await freshMember();
    const answers = [];
    for (let i = 0; i < 8; i += 1) {
      answers.push(await sendReset(member));
      t.clock.advance(MINUTE);
    }
    expect(answers.map((answer) => answer.code)).toEqual([
      ...Array.from({ length: 5 }, () => 0),
      ...Array.from({ length: 3 }, () => errorCatalogue.OTP_HOURLY_LIMIT.code),
    ]);
    expect(answers[5]?.status).toBe(429);
    expect(resetTexts(t, member.phone)).toHaveLength(5);
    expect(await auditRows(t, 'member.password-reset', member.memberId)).toHaveLength(5);

    // The member's own forgot-password OTP is one more code to the same phone: refused too.
    const own = await httpCall(base, apiPaths.forgotPasswordVerifyUser, { body: { userName: member.phone } });
    expect(own.code).toBe(errorCatalogue.OTP_HOURLY_LIMIT.code);
  });

  it('counts staff resets against the site’s hourly SMS budget', async () => {
    const members = [await freshMember(), await freshMember(), await freshMember()];
    const budget = (await sendsInTheHour()) + 2;
    const put = await httpCall(base, otpLimitsPaths.otpLimits, {
      method: 'PUT',
      token: owner,
      body: { perAddressPer10Min: 20, operatorPerHour: budget },
    });
    expect(put.status).toBe(200);
    try {
      const answers = [];
      for (const member of members) answers.push(await sendReset(member));
      expect(answers.map((answer) => answer.code)).toEqual([0, 0, errorCatalogue.OTP_BUDGET_EXHAUSTED.code]);
      expect(answers[2]?.status).toBe(429);
      expect(resetTexts(t, members[2]?.phone ?? '')).toEqual([]);
    } finally {
      await httpCall(base, otpLimitsPaths.otpLimits, {
        method: 'PUT',
        token: owner,
        body: { perAddressPer10Min: 20, operatorPerHour: 500 },
      });
    }
  });

  it('leaves the password and sessions working until the member sets a new one with the code', async () => {
    const member = await freshMember();
    const login = (password: string) =>
      httpCall(base, apiPaths.login, { body: { userName: member.phone, password } });
    const token = ((await login(member.password)).data as { accessToken: string }).accessToken;
    const me = () => httpCall(base, apiPaths.me, { method: 'GET', token });

    expect((await sendReset(member)).status).toBe(200);
    expect((await me()).status).toBe(200);
    expect((await login(member.password)).status).toBe(200);

    const code = /คือ (\d{6}) /.exec(resetTexts(t, member.phone)[0]?.text ?? '')?.[1];
    const done = await httpCall(base, passwordResetPaths.reset, {
      body: { userName: member.phone, code, newPassword: 'fresh123', confirmPassword: 'fresh123' },
    });
    expect(done).toMatchObject({ status: 200, code: 0, message: th.passwordResetDone });
    expect((await me()).status).toBe(401);
    expect((await login(member.password)).code).toBe(errorCatalogue.INVALID_CREDENTIALS.code);
    expect((await login('fresh123')).status).toBe(200);
  });
});
