import {
  adminMemberHref,
  apiPaths,
  OPERATOR_HEADER,
  passwordResetPaths,
  type StaffRoleName,
} from '@chokdee/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '#platform/db/rows';
import {
  buildOwnPoolNode,
  buildTestApp,
  call,
  fundMember,
  loginToken,
  registerMember,
  staffTokens,
  type TestApp,
  testDatabaseUrl,
  testDbKinds,
} from '#testing/index';
import { testRedisUrl } from '#testing/redis';

/**
 * The hot reads (session, balance) are served from per-node caches (bench/README.md). Each test first reads
 * through the cache so the entry is there, then changes state and expects the very next request to
 * see the change: a cache that missed an invalidation fails here.
 */

const me = (app: FastifyInstance, operatorKey: string, token: string) =>
  app.inject({
    method: 'GET',
    url: apiPaths.me,
    headers: { [OPERATOR_HEADER]: operatorKey, authorization: `Bearer ${token}` },
  });
const balanceOn = async (app: FastifyInstance, operatorKey: string, token: string): Promise<string> => {
  const res = await app.inject({
    method: 'GET',
    url: apiPaths.balance,
    headers: { [OPERATOR_HEADER]: operatorKey, authorization: `Bearer ${token}` },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.balance;
};
const resetCodeOf = (t: TestApp, phone: string): string => {
  const text = t.sms.outbox(phone)[0]?.text ?? '';
  const code = /คือ (\d{6}) /.exec(text)?.[1];
  if (!code) throw new Error(`no reset SMS: ${text}`);
  return code;
};

describe.each(testDbKinds())('hot reads on one node (%s)', (kind) => {
  let t: TestApp;
  let staff: Record<StaffRoleName, string>;
  beforeAll(async () => {
    t = await buildTestApp({ kind, modules: ['member-admin'], seedDemo: ['payments'] });
    staff = await staffTokens(t);
  });
  afterAll(() => t.close());

  const warmed = async (token: string) => {
    expect((await me(t.app, t.operatorKey, token)).statusCode).toBe(200);
    expect((await me(t.app, t.operatorKey, token)).statusCode).toBe(200);
  };

  it('logout: the token is refused on the very next request', async () => {
    const member = await registerMember(t);
    const token = await loginToken(t, member);
    await warmed(token);
    expect((await call(t, { url: apiPaths.logout, token, body: {} })).statusCode).toBe(200);
    expect((await me(t.app, t.operatorKey, token)).statusCode).toBe(401);
  });

  it('password change: the other devices are refused at once, this one stays in', async () => {
    const member = await registerMember(t, { password: 'old123', confirmPassword: 'old123' });
    const current = await loginToken(t, member);
    const other = await loginToken(t, member);
    await warmed(current);
    await warmed(other);
    const res = await call(t, {
      url: apiPaths.changePassword,
      token: current,
      body: { password: 'old123', newPassword: 'new456', confirmPassword: 'new456' },
    });
    expect(res.statusCode).toBe(200);
    expect((await me(t.app, t.operatorKey, other)).statusCode).toBe(401);
    expect((await me(t.app, t.operatorKey, current)).statusCode).toBe(200);
  });

  it('staff lock: every session of the member is refused at once', async () => {
    const member = await registerMember(t);
    const token = await loginToken(t, member);
    await warmed(token);
    const lock = await call(t, {
      url: adminMemberHref.lock(member.memberId),
      token: staff.support,
      body: { reason: 'ทดสอบแคช' },
    });
    expect(lock.statusCode).toBe(200);
    expect((await me(t.app, t.operatorKey, token)).statusCode).toBe(401);
  });

  it('the member’s reset with a staff-sent code: sessions are refused at once', async () => {
    const member = await registerMember(t);
    const first = await loginToken(t, member);
    await warmed(first);
    // The phone's 60-second rule counts the registration OTP too.
    t.clock.advance(61_000);
    expect(
      (
        await call(t, {
          url: adminMemberHref.passwordReset(member.memberId),
          token: staff.support,
          body: { reason: 'ทดสอบแคช' },
        })
      ).statusCode,
    ).toBe(200);
    // Sending the code changes nothing; setting the new password ends the session on this node at once.
    expect((await me(t.app, t.operatorKey, first)).statusCode).toBe(200);
    const done = await call(t, {
      url: passwordResetPaths.reset,
      body: {
        userName: member.phone,
        code: resetCodeOf(t, member.phone),
        newPassword: 'fresh789',
        confirmPassword: 'fresh789',
      },
    });
    expect(done.statusCode).toBe(200);
    expect((await me(t.app, t.operatorKey, first)).statusCode).toBe(401);
    const second = await loginToken(t, { phone: member.phone, password: 'fresh789' });
    await warmed(second);
  });

  it('a remembered session still ends at its expiry', async () => {
    const member = await registerMember(t);
    const token = await loginToken(t, member);
    await warmed(token);
    const [row] = rowsOf<{ expires_at: Date | string }>(
      await t.database.db.execute(
        sql`select expires_at from member_sessions where member_id = ${member.memberId} order by created_at desc limit 1`,
      ),
    );
    const savedNow = t.clock.now();
    t.clock.set(new Date(new Date(row?.expires_at as string).getTime() + 1_000));
    try {
      expect((await me(t.app, t.operatorKey, token)).statusCode).toBe(401);
    } finally {
      t.clock.set(savedNow);
    }
  });

  it('a deposit shows in the very next balance read', async () => {
    const member = await registerMember(t);
    const token = await loginToken(t, member);
    expect(await balanceOn(t.app, t.operatorKey, token)).toBe('0.00');
    expect(await balanceOn(t.app, t.operatorKey, token)).toBe('0.00');
    await fundMember(t, member, '150.25');
    expect(await balanceOn(t.app, t.operatorKey, token)).toBe('150.25');
  });
});

describe.runIf(testRedisUrl() && testDatabaseUrl())(
  'hot reads on two nodes (PostgreSQL + Redis; skipped without REDIS_URL and TEST_DATABASE_URL)',
  () => {
    const redisUrl = testRedisUrl() as string;
    let t: TestApp;
    let nodeB: FastifyInstance;
    let closeB: (() => Promise<void>) | undefined;
    let staff: Record<StaffRoleName, string>;
    beforeAll(async () => {
      t = await buildTestApp({
        kind: 'postgres',
        env: { REDIS_URL: redisUrl },
        modules: ['member-admin'],
        seedDemo: ['payments'],
      });
      ({ app: nodeB, close: closeB } = await buildOwnPoolNode(t, { REDIS_URL: redisUrl }));
      staff = await staffTokens(t);
    });
    afterAll(async () => {
      await closeB?.();
      await t?.close();
    });

    const onB = (token: string) => me(nodeB, t.operatorKey, token);

    it('logout on node A: node B refuses the token on the next request', async () => {
      const member = await registerMember(t);
      const token = await loginToken(t, member);
      expect((await onB(token)).statusCode).toBe(200);
      expect((await onB(token)).statusCode).toBe(200);
      expect((await call(t, { url: apiPaths.logout, token, body: {} })).statusCode).toBe(200);
      expect((await onB(token)).statusCode).toBe(401);
    });

    it('a lock on node A: node B refuses the member on the next request', async () => {
      const member = await registerMember(t);
      const token = await loginToken(t, member);
      expect((await onB(token)).statusCode).toBe(200);
      const lock = await call(t, {
        url: adminMemberHref.lock(member.memberId),
        token: staff.support,
        body: { reason: 'ทดสอบสองโหนด' },
      });
      expect(lock.statusCode).toBe(200);
      expect((await onB(token)).statusCode).toBe(401);
    });

    it('a password change on node A: node B refuses the other device on the next request', async () => {
      const member = await registerMember(t, { password: 'old123', confirmPassword: 'old123' });
      const current = await loginToken(t, member);
      const other = await loginToken(t, member);
      expect((await onB(other)).statusCode).toBe(200);
      const res = await call(t, {
        url: apiPaths.changePassword,
        token: current,
        body: { password: 'old123', newPassword: 'new456', confirmPassword: 'new456' },
      });
      expect(res.statusCode).toBe(200);
      expect((await onB(other)).statusCode).toBe(401);
      expect((await onB(current)).statusCode).toBe(200);
    });

    it('a deposit on node A: node B’s next balance read is the new balance', async () => {
      const member = await registerMember(t);
      const token = await loginToken(t, member);
      expect(await balanceOn(nodeB, t.operatorKey, token)).toBe('0.00');
      expect(await balanceOn(nodeB, t.operatorKey, token)).toBe('0.00');
      await fundMember(t, member, `${(Math.floor(Math.random() * 900) + 100).toString()}.50`);
      const expected = await balanceOn(t.app, t.operatorKey, token);
      expect(expected).not.toBe('0.00');
      expect(await balanceOn(nodeB, t.operatorKey, token)).toBe(expected);
    });
  },
);
