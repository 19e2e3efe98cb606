import { apiPaths, errorCatalogue, th } from '@chokdee/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '#platform/db/schema';
import {
  buildTestApp,
  call,
  loginToken,
  registerMember,
  statusOf,
  type TestApp,
  testDbKinds,
} from '#testing/index';

describe.each(testDbKinds())('change password (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ kind, modules: [], seedDemo: false });
  });
  afterAll(() => t.close());

  const change = (token: string | undefined, body: unknown) =>
    call(t, { url: apiPaths.changePassword, body, ...(token ? { token } : {}) });
  const me = (token: string) => call(t, { method: 'GET', url: apiPaths.me, token });
  const storedHash = async (memberId: string) => {
    const [row] = await t.database.db
      .select()
      .from(schema.memberCredentials)
      .where(eq(schema.memberCredentials.memberId, memberId));
    return row?.passwordHash;
  };

  it('stores the new password and revokes every other session, keeping the current one', async () => {
    const member = await registerMember(t, { password: 'old123', confirmPassword: 'old123' });
    const current = await loginToken(t, member);
    const otherDevice = await loginToken(t, member);
    const res = await change(current, {
      password: 'old123',
      newPassword: 'new456',
      confirmPassword: 'new456',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: { code: 0, message: 'เปลี่ยนรหัสผ่านเรียบร้อย' }, data: null });

    expect((await me(current)).statusCode).toBe(200);
    const revoked = await me(otherDevice);
    expect(revoked.statusCode).toBe(401);
    expect(statusOf(revoked).code).toBe(errorCatalogue.UNAUTHORIZED.code);

    const oldLogin = await call(t, {
      url: apiPaths.login,
      body: { userName: member.phone, password: 'old123' },
    });
    expect(statusOf(oldLogin).code).toBe(errorCatalogue.INVALID_CREDENTIALS.code);
    expect((await loginToken(t, { phone: member.phone, password: 'new456' })).length).toBeGreaterThan(0);
  });

  it('refuses a wrong current password and changes nothing', async () => {
    const member = await registerMember(t, { password: 'old123', confirmPassword: 'old123' });
    const current = await loginToken(t, member);
    const otherDevice = await loginToken(t, member);
    const before = await storedHash(member.memberId);
    const res = await change(current, {
      password: 'nope123',
      newPassword: 'new456',
      confirmPassword: 'new456',
    });
    expect(res.statusCode).toBe(422);
    expect(statusOf(res)).toEqual({
      code: errorCatalogue.CURRENT_PASSWORD_WRONG.code,
      message: 'รหัสผ่านเดิมไม่ถูกต้อง',
    });
    expect(await storedHash(member.memberId)).toBe(before);
    expect((await me(otherDevice)).statusCode).toBe(200);
  });

  it.each([
    [{ password: 'x' }, 'password', th.currentPasswordInvalid],
    [{ password: 'x', newPassword: 'y' }, 'password', th.currentPasswordInvalid],
    [{ newPassword: 'short', confirmPassword: 'short' }, 'newPassword', th.newPasswordInvalid],
    [{ newPassword: 'old123', confirmPassword: 'old123' }, 'newPassword', 'รหัสผ่านใหม่ต้องไม่เหมือนรหัสผ่านเดิม'],
    [{ confirmPassword: 'new 456' }, 'confirmPassword', th.confirmPasswordInvalid],
    [{ confirmPassword: 'new457' }, 'confirmPassword', 'ยืนยันรหัสผ่านไม่ตรงกับรหัสผ่านใหม่'],
  ])('checks in the spec order: %j fails on %s', async (patch, field, message) => {
    const member = await registerMember(t, { password: 'old123', confirmPassword: 'old123' });
    const token = await loginToken(t, member);
    const before = await storedHash(member.memberId);
    const res = await change(token, {
      password: 'old123',
      newPassword: 'new456',
      confirmPassword: 'new456',
      ...patch,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: { code: errorCatalogue.VALIDATION_FAILED.code, message },
      data: { field, issues: [{ field, message }] },
    });
    expect(await storedHash(member.memberId)).toBe(before);
  });

  it('needs a session before it reads the body', async () => {
    const res = await change(undefined, { password: 'x' });
    expect(res.statusCode).toBe(401);
    expect(statusOf(res).code).toBe(errorCatalogue.UNAUTHORIZED.code);
  });
});
