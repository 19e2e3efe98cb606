import { apiPaths, errorCatalogue } from '@chokdee/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  call,
  registerMember,
  statusOf,
  type TestApp,
  testDatabaseUrl,
  verifiedRef,
} from '#testing/index';

// Only PostgreSQL can show these races: PGlite runs one session behind a mutex.
describe.runIf(testDatabaseUrl())('forgot password races (postgres)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ kind: 'postgres', modules: [], seedDemo: false });
  });
  afterAll(() => t.close());

  it('sets one password of two resets with the same verified code at once', async () => {
    for (let round = 0; round < 5; round += 1) {
      const member = await registerMember(t);
      // Past the phone's 60-second rule (the registration OTP counts).
      t.clock.advance(61_000);
      const verifyRef = await verifiedRef(t, member.phone, 'forgotPassword');
      const reset = (newPassword: string) =>
        call(t, {
          url: apiPaths.forgotPasswordReset,
          body: { userName: member.phone, verifyRef, newPassword, confirmPassword: newPassword },
        });
      const answers = await Promise.all([reset('first123'), reset('second12')]);
      expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 422]);
      const loser = answers.find((res) => res.statusCode === 422);
      expect(loser && statusOf(loser).code).toBe(errorCatalogue.FORGOT_PASSWORD_NOT_VERIFIED.code);

      const winner = answers[0]?.statusCode === 200 ? 'first123' : 'second12';
      const other = winner === 'first123' ? 'second12' : 'first123';
      const login = (password: string) =>
        call(t, {
          url: apiPaths.login,
          body: { userName: member.phone, password },
          ip: `10.78.${round}.1`,
        });
      expect((await login(other)).statusCode).toBe(401);
      expect((await login(winner)).statusCode).toBe(200);
    }
  });

  it('sends one code of 10 parallel forgot-password requests for one phone', async () => {
    const member = await registerMember(t);
    t.clock.advance(61_000);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call(t, {
          url: apiPaths.forgotPasswordVerifyUser,
          body: { userName: member.phone },
          ip: `10.79.0.${i + 1}`,
        }),
      ),
    );
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
    for (const res of answers.filter((answer) => answer.statusCode !== 200))
      expect(statusOf(res).code).toBe(errorCatalogue.OTP_RESEND_TOO_SOON.code);
    expect(t.sms.outbox(member.phone).filter((sms) => sms.text.includes('ตั้งรหัสผ่านใหม่'))).toHaveLength(1);
  });
});
