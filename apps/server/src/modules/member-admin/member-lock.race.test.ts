import { adminMemberHref, apiPaths, passwordResetPaths } from '@chokdee/contracts';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '#platform/db/schema';
import {
  buildTestApp,
  call,
  ownerToken,
  type RegisteredMember,
  registerMember,
  type TestApp,
  testDatabaseUrl,
} from '#testing/index';

// Only PostgreSQL can show these races: PGlite runs one session behind a mutex, so a login and a
// lock never overlap there.
describe.runIf(testDatabaseUrl())('lock and reset against logins in flight (postgres)', () => {
  let t: TestApp;
  let staff: string;
  beforeAll(async () => {
    t = await buildTestApp({ kind: 'postgres', modules: ['member-admin'], seedDemo: false });
    staff = await ownerToken(t);
  });
  afterAll(() => t.close());

  let lastIp = 0;
  /** Four logins at once: under the per-phone throttle, which counts tries still in flight. */
  const logins = (member: RegisteredMember, password = member.password) =>
    Array.from({ length: 4 }, () => {
      lastIp += 1;
      return call(t, {
        url: apiPaths.login,
        body: { userName: member.phone, password },
        ip: `10.55.0.${lastIp}`,
      });
    });
  const liveSessions = async (memberId: string) =>
    t.database.db
      .select()
      .from(schema.memberSessions)
      .where(
        and(
          eq(schema.memberSessions.memberId, memberId),
          isNull(schema.memberSessions.revokedAt),
          gt(schema.memberSessions.expiresAt, t.clock.now()),
        ),
      );

  it('leaves no live session behind a lock that raced logins', async () => {
    for (let round = 0; round < 5; round += 1) {
      const member = await registerMember(t);
      const [lock, ...answers] = await Promise.all([
        call(t, { url: adminMemberHref.lock(member.memberId), token: staff, body: { reason: 'แข่งกัน' } }),
        ...logins(member),
      ]);
      expect(lock?.statusCode).toBe(200);
      for (const res of answers) expect([200, 403]).toContain(res.statusCode);
      expect(await liveSessions(member.memberId)).toEqual([]);
      for (const res of answers.filter((answer) => answer.statusCode === 200)) {
        const me = await call(t, { method: 'GET', url: apiPaths.me, token: res.json().data.accessToken });
        expect(me.statusCode).toBe(401);
      }
    }
  });

  it('leaves no session made with the old password behind a new password that raced logins', async () => {
    for (let round = 0; round < 5; round += 1) {
      const member = await registerMember(t);
      // Past the phone's 60-second rule (the registration OTP counts).
      t.clock.advance(61_000);
      const sent = await call(t, {
        url: adminMemberHref.passwordReset(member.memberId),
        token: staff,
        body: { reason: 'แข่งกัน' },
      });
      expect(sent.statusCode).toBe(200);
      const code = /คือ (\d{6}) /.exec(t.sms.outbox(member.phone)[0]?.text ?? '')?.[1];
      const [reset, ...answers] = await Promise.all([
        call(t, {
          url: passwordResetPaths.reset,
          body: { userName: member.phone, code, newPassword: 'fresh123', confirmPassword: 'fresh123' },
        }),
        ...logins(member),
      ]);
      expect(reset?.statusCode).toBe(200);
      for (const res of answers) expect([200, 401]).toContain(res.statusCode);
      expect(await liveSessions(member.memberId)).toEqual([]);
    }
  });
});
