import { apiPaths, errorCatalogue, th } from '@chokdee/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as password from '#platform/auth/password';
import * as schema from '#platform/db/schema';
import {
  addOperator,
  buildTestApp,
  call,
  loginToken,
  type RegisteredMember,
  registerMember,
  statusOf,
  type TestApp,
  testDbKinds,
  uniquePhone,
} from '#testing/index';

// Wraps the real argon2 check so a test can see that an unknown phone still costs one verification.
vi.mock('#platform/auth/password', async (importOriginal) => {
  const real = await importOriginal<typeof import('#platform/auth/password')>();
  return { ...real, verifyPassword: vi.fn(real.verifyPassword) };
});

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** A client address unique to the calling test, so per-address throttling never crosses tests. */
let lastIp = 0;
const freshIp = () => {
  lastIp += 1;
  return `10.0.${Math.floor(lastIp / 250)}.${(lastIp % 250) + 1}`;
};

describe.each(testDbKinds())('login, sessions and logout (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ kind, modules: [] });
  });
  afterAll(() => t.close());

  const login = (userName: unknown, pass: unknown, ip = freshIp(), headers: Record<string, string> = {}) =>
    call(t, { url: apiPaths.login, body: { userName, password: pass }, ip, headers });
  const me = (token: string, operatorKey?: string) =>
    call(t, { method: 'GET', url: apiPaths.me, token, ...(operatorKey ? { operatorKey } : {}) });
  const unauthorized = { code: errorCatalogue.UNAUTHORIZED.code, message: 'กรุณาเข้าสู่ระบบ' };
  const invalid = {
    status: { code: errorCatalogue.INVALID_CREDENTIALS.code, message: 'หมายเลขโทรศัพท์หรือรหัสผ่านไม่ถูกต้อง' },
    data: null,
  };

  let member: RegisteredMember;
  beforeAll(async () => {
    member = await registerMember(t);
  });

  it('answers a bearer token for a session stored with its address and browser, valid SESSION_TTL_HOURS', async () => {
    const ip = freshIp();
    const res = await login(member.phone, member.password, ip, { 'user-agent': 'vitest-browser/1.0' });
    expect(res.statusCode).toBe(200);
    expect(statusOf(res)).toEqual({ code: 0, message: th.loginSuccess });
    const data = res.json().data;
    expect(data.tokenType).toBe('Bearer');
    expect(data.expiresAt).toBe(new Date(t.clock.now().getTime() + 168 * HOUR).toISOString());
    expect(data.accessToken.split('.')).toHaveLength(3);

    const sessions = await t.database.db
      .select()
      .from(schema.memberSessions)
      .where(and(eq(schema.memberSessions.memberId, member.memberId), eq(schema.memberSessions.ip, ip)));
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({
      userAgent: 'vitest-browser/1.0',
      revokedAt: null,
      operatorId: t.operatorId,
    });
    expect((await me(data.accessToken)).json().data.loginName).toBe(member.phone);
  });

  it('accepts the phone typed with separators', async () => {
    const typed = `${member.phone.slice(0, 3)}-${member.phone.slice(3, 6)}-${member.phone.slice(6)}`;
    expect((await login(typed, member.password)).statusCode).toBe(200);
  });

  it.each([
    [{ userName: '', password: 'secret123' }, 'userName'],
    [{ userName: '0812345678' }, 'password'],
    [{}, 'userName'],
  ])('asks for both fields: %j', async (body, field) => {
    const res = await call(t, { url: apiPaths.login, body, ip: freshIp() });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      status: { code: errorCatalogue.VALIDATION_FAILED.code, message: 'กรุณากรอกข้อมูลให้ครบถ้วน' },
      data: { field },
    });
  });

  it('answers a wrong password and an unknown phone alike, after an argon2 check either way', async () => {
    const verify = vi.mocked(password.verifyPassword);
    verify.mockClear();
    const wrongPassword = await login(member.phone, 'wrong999');
    expect(verify).toHaveBeenCalledTimes(1);
    const unknownPhone = await login(uniquePhone(), member.password);
    expect(verify).toHaveBeenCalledTimes(2);
    expect(verify.mock.calls[1]?.[0]).toMatch(/^\$argon2id\$/);
    for (const res of [wrongPassword, unknownPhone]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(invalid);
    }
  });

  describe('throttling', () => {
    const throttled = (minutes: number) => ({
      code: errorCatalogue.LOGIN_THROTTLED.code,
      message: `เข้าสู่ระบบผิดพลาดหลายครั้ง กรุณารอ ${minutes} นาทีแล้วลองใหม่`,
    });

    it('stops a phone after 5 failures in 15 minutes, even with the right password, until they age out', async () => {
      const target = await registerMember(t);
      const firstAt = t.clock.now().getTime();
      for (let i = 0; i < 5; i += 1) {
        expect((await login(target.phone, 'wrong999')).statusCode).toBe(401);
        t.clock.advance(MINUTE);
      }
      const failures = await t.database.db
        .select()
        .from(schema.loginFailures)
        .where(and(eq(schema.loginFailures.phone, target.phone), isNull(schema.loginFailures.clearedAt)));
      expect(failures).toHaveLength(5);

      const blocked = await login(target.phone, target.password);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({ status: throttled(10), data: null });
      // The refused attempt is not itself counted: the wait does not grow.
      t.clock.set(new Date(firstAt + 15 * MINUTE - 1));
      expect(statusOf(await login(target.phone, target.password))).toEqual(throttled(1));
      t.clock.set(new Date(firstAt + 15 * MINUTE));
      expect((await login(target.phone, target.password)).statusCode).toBe(200);
    });

    it('throttles an unknown phone the same way', async () => {
      const phone = uniquePhone();
      for (let i = 0; i < 5; i += 1) expect((await login(phone, 'wrong999')).statusCode).toBe(401);
      expect(statusOf(await login(phone, 'wrong999'))).toEqual(throttled(15));
    });

    it('clears the phone’s failures on a successful login', async () => {
      const target = await registerMember(t);
      for (let i = 0; i < 4; i += 1) await login(target.phone, 'wrong999');
      expect((await login(target.phone, target.password)).statusCode).toBe(200);
      for (let i = 0; i < 4; i += 1) expect((await login(target.phone, 'wrong999')).statusCode).toBe(401);
      expect((await login(target.phone, target.password)).statusCode).toBe(200);
    });

    it('stops an address after 20 failures in 15 minutes across phones; other addresses still log in', async () => {
      const ip = freshIp();
      for (let i = 0; i < 20; i += 1)
        expect((await login(uniquePhone(), 'wrong999', ip)).statusCode).toBe(401);
      const blocked = await login(member.phone, member.password, ip);
      expect(blocked.statusCode).toBe(429);
      expect(statusOf(blocked)).toEqual(throttled(15));
      expect((await login(member.phone, member.password, freshIp())).statusCode).toBe(200);
    });
  });

  describe('sessions', () => {
    it('refuses a missing, malformed or foreign-signed token', async () => {
      const none = await call(t, { method: 'GET', url: apiPaths.me });
      const garbage = await me('not-a-token');
      const forged = await me(
        'eyJhbGciOiJIUzI1NiJ9.eyJzaWQiOiJ4Iiwib3AiOiJ5Iiwic3ViIjoieiJ9.c2lnbmF0dXJlLWlzLW5vdC12YWxpZA',
      );
      for (const res of [none, garbage, forged]) {
        expect(res.statusCode).toBe(401);
        expect(statusOf(res)).toEqual(unauthorized);
      }
    });

    it('refuses a token at another site of the same deployment', async () => {
      await addOperator(t, 'other-site');
      const token = await loginToken(t, member, freshIp());
      expect((await me(token)).statusCode).toBe(200);
      const elsewhere = await me(token, 'other-site');
      expect(elsewhere.statusCode).toBe(401);
      expect(statusOf(elsewhere)).toEqual(unauthorized);
    });

    it('ends a session after SESSION_TTL_HOURS', async () => {
      const token = await loginToken(t, member, freshIp());
      t.clock.advance(168 * HOUR - 1000);
      expect((await me(token)).statusCode).toBe(200);
      t.clock.advance(1000);
      expect(statusOf(await me(token))).toEqual(unauthorized);
    });

    it('logout revokes only the current session: its token gets 401, another device stays in', async () => {
      const phoneToken = await loginToken(t, member, freshIp());
      const laptopToken = await loginToken(t, member, freshIp());
      const res = await call(t, { url: apiPaths.logout, token: phoneToken });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: { code: 0, message: th.logoutSuccess }, data: null });
      expect(statusOf(await me(phoneToken))).toEqual(unauthorized);
      expect(statusOf(await call(t, { url: apiPaths.logout, token: phoneToken }))).toEqual(unauthorized);
      expect((await me(laptopToken)).statusCode).toBe(200);
    });

    it('refuses a locked member after checking the password', async () => {
      const suspended = await registerMember(t);
      await t.database.db
        .update(schema.members)
        .set({ status: 'LOCKED', lockedAt: t.clock.now(), lockReason: 'ทดสอบ', lockedBy: suspended.memberId })
        .where(eq(schema.members.id, suspended.memberId));
      expect((await login(suspended.phone, 'wrong999')).json()).toEqual(invalid);
      const res = await login(suspended.phone, suspended.password);
      expect(res.statusCode).toBe(403);
      expect(statusOf(res).code).toBe(errorCatalogue.MEMBER_SUSPENDED.code);
    });
  });
});
