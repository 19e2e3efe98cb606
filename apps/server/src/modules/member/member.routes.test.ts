import { apiPaths, errorCatalogue, th } from '@chokdee/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '#platform/db/schema';
import {
  bankId,
  buildTestApp,
  call,
  loginToken,
  type RegisteredMember,
  registerMember,
  statusOf,
  type TestApp,
  testDbKinds,
} from '#testing/index';

describe.each(testDbKinds())('member profile: me and update (%s)', (kind) => {
  let t: TestApp;
  let member: RegisteredMember;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp({ kind, modules: [], seedDemo: false });
    member = await registerMember(t, {
      fullName: 'สมชาย ใจดี',
      accountNumber: '1234567890',
      bankCompanyId: await bankId(t, 'SCB'),
    });
    token = await loginToken(t, member);
  });
  afterAll(() => t.close());

  const me = () => call(t, { method: 'GET', url: apiPaths.me, token });
  const update = (body: unknown) => call(t, { url: apiPaths.updateProfile, body, token });
  const row = async () => {
    const [found] = await t.database.db
      .select()
      .from(schema.members)
      .where(eq(schema.members.id, member.memberId));
    return found;
  };

  it('answers the logged-in member with the phone as loginName and their bank account', async () => {
    const res = await me();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: { code: 0, message: th.success },
      data: {
        id: member.memberId,
        loginName: member.phone,
        name: 'สมชาย ใจดี',
        mobileNo: member.phone,
        gender: null,
        email: null,
        referralCode: member.referralCode,
        bankAccount: {
          bankCompanyId: await bankId(t, 'SCB'),
          bankCode: 'SCB',
          bankName: 'ธนาคารไทยพาณิชย์',
          accountNumber: '1234567890',
          accountName: 'สมชาย ใจดี',
        },
        createdAt: t.clock.now().toISOString(),
      },
    });
  });

  it('saves gender and email, accepting name and phone sent back unchanged', async () => {
    const res = await update({
      name: ' สมชาย  ใจดี ',
      mobileNumber: member.phone,
      gender: 'M',
      email: 'somchai@example.com',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: { code: 0, message: 'บันทึกข้อมูลส่วนตัวเรียบร้อย' }, data: null });
    expect((await me()).json().data).toMatchObject({ gender: 'M', email: 'somchai@example.com' });

    // Gender left out keeps the stored one; a blank email clears it.
    expect((await update({ email: '' })).statusCode).toBe(200);
    expect((await me()).json().data).toMatchObject({ gender: 'M', email: null });
  });

  it.each([
    ['a different name', { name: 'คนอื่น', gender: 'F' }],
    ['a different phone', { mobileNumber: '0899999999', gender: 'F' }],
  ])('refuses %s with PROFILE_FIELD_LOCKED and saves nothing', async (_case, body) => {
    const before = await row();
    const res = await update({ ...body, email: 'changed@example.com' });
    expect(res.statusCode).toBe(403);
    expect(statusOf(res)).toEqual({
      code: errorCatalogue.PROFILE_FIELD_LOCKED.code,
      message: 'ไม่สามารถแก้ไขชื่อหรือหมายเลขโทรศัพท์ได้ กรุณาติดต่อเจ้าหน้าที่',
    });
    expect(await row()).toEqual(before);
  });

  it.each([
    ['email', { email: 'not-an-email' }, th.emailInvalid],
    ['gender', { gender: 'X' }, th.genderInvalid],
    ['mobileNumber', { mobileNumber: '0812' }, th.phoneInvalid],
  ])('refuses a bad %s with its Thai message', async (field, body, message) => {
    const before = await row();
    const res = await update(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      status: { code: errorCatalogue.VALIDATION_FAILED.code, message },
      data: { field },
    });
    expect(await row()).toEqual(before);
  });

  it('turns a schema’s built-in English message into the Thai generic one', async () => {
    const res = await update({ name: 42 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      status: { code: errorCatalogue.VALIDATION_FAILED.code, message: 'ข้อมูลไม่ถูกต้อง' },
      data: { field: 'name' },
    });
  });

  it('needs a session', async () => {
    for (const res of [
      await call(t, { method: 'GET', url: apiPaths.me }),
      await call(t, { url: apiPaths.updateProfile, body: { gender: 'F' } }),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(statusOf(res).code).toBe(errorCatalogue.UNAUTHORIZED.code);
    }
  });
});
