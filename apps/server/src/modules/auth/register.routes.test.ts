import { apiPaths, errorCatalogue, th } from '@chokdee/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as schema from '#platform/db/schema';
import {
  accountTableCounts,
  addOperator,
  bankId,
  buildTestApp,
  call,
  insertAgent,
  lastOtp,
  registerMember,
  registrationForm,
  statusOf,
  type TestApp,
  testDbKinds,
  uniqueAccountNumber,
  uniquePhone,
  verifiedRef,
} from '#testing/index';

const MINUTE = 60_000;

describe.each(testDbKinds())('registration: create (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ kind, modules: [], seedDemo: false });
  });
  afterAll(() => t.close());

  const create = (body: unknown) => call(t, { url: apiPaths.register, body });
  const memberByPhone = async (phone: string) => {
    const [row] = await t.database.db
      .select()
      .from(schema.members)
      .where(and(eq(schema.members.operatorId, t.operatorId), eq(schema.members.phone, phone)));
    return row;
  };

  it('creates the member, bank account, password and an empty wallet, and answers the referral code', async () => {
    const phone = uniquePhone();
    const before = await accountTableCounts(t);
    const form = await registrationForm(t, phone, await verifiedRef(t, phone), {
      fullName: '  สมหญิง   รักดี ',
    });
    const res = await create(form);
    expect(res.statusCode).toBe(200);
    expect(statusOf(res)).toEqual({ code: 0, message: 'สมัครสมาชิกสำเร็จ' });
    const { memberId, referralCode } = res.json().data;
    expect(referralCode).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$/);

    expect(await accountTableCounts(t)).toEqual({
      ...before,
      members: before.members + 1,
      memberBankAccounts: before.memberBankAccounts + 1,
      memberCredentials: before.memberCredentials + 1,
      ledgerAccounts: before.ledgerAccounts + 2,
    });
    const member = await memberByPhone(phone);
    expect(member).toMatchObject({
      id: memberId,
      fullName: 'สมหญิง รักดี',
      referralCode,
      sourceRef: 'LINE',
      referrerId: null,
      agentId: null,
      status: 'ACTIVE',
    });
    const [credential] = await t.database.db
      .select()
      .from(schema.memberCredentials)
      .where(eq(schema.memberCredentials.memberId, memberId));
    expect(credential?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(credential?.passwordHash).not.toContain(form.password);
    const accounts = await t.database.db
      .select()
      .from(schema.ledgerAccounts)
      .where(eq(schema.ledgerAccounts.memberId, memberId));
    // The main wallet and the withdraw hold, both empty.
    expect(
      accounts
        .map((a) => ({ operatorId: a.operatorId, kind: a.kind, balanceSatang: a.balanceSatang }))
        .sort((a, b) => a.kind.localeCompare(b.kind)),
    ).toEqual([
      { operatorId: t.operatorId, kind: 'MEMBER_WALLET', balanceSatang: 0n },
      { operatorId: t.operatorId, kind: 'WITHDRAW_HOLD', balanceSatang: 0n },
    ]);
    const [account] = await t.database.db
      .select()
      .from(schema.memberBankAccounts)
      .where(eq(schema.memberBankAccounts.memberId, memberId));
    expect(account).toMatchObject({
      bankId: form.bankCompanyId,
      accountNumber: form.accountNumber,
      accountName: 'สมหญิง รักดี',
    });
  });

  it('consumes the verified ref: a second create with it is refused and writes nothing', async () => {
    const phone = uniquePhone();
    const verifyRef = await verifiedRef(t, phone);
    expect((await create(await registrationForm(t, phone, verifyRef))).statusCode).toBe(200);
    const before = await accountTableCounts(t);
    const again = await create(await registrationForm(t, phone, verifyRef));
    expect(again.statusCode).toBe(422);
    expect(statusOf(again)).toEqual({
      code: errorCatalogue.OTP_NOT_VERIFIED.code,
      message: 'กรุณายืนยันหมายเลขโทรศัพท์ด้วยรหัส OTP ก่อนสมัครสมาชิก',
    });
    expect(await accountTableCounts(t)).toEqual(before);
  });

  it('refuses a ref that was sent but not verified, a ref of another phone, and an unknown ref', async () => {
    const phone = uniquePhone();
    const sent = await call(t, { url: apiPaths.verifyUser, body: { userName: phone } });
    const unverified = sent.json().data.verifyRef;
    const other = uniquePhone();
    const othersRef = await verifiedRef(t, other);
    const before = await accountTableCounts(t);
    for (const verifyRef of [unverified, othersRef, 'NOSUCH']) {
      const res = await create(await registrationForm(t, phone, verifyRef));
      expect(res.statusCode).toBe(422);
      expect(statusOf(res).code).toBe(errorCatalogue.OTP_NOT_VERIFIED.code);
    }
    expect(await accountTableCounts(t)).toEqual(before);
    // The other phone's ref was not used up by the foreign attempt.
    expect((await create(await registrationForm(t, other, othersRef))).statusCode).toBe(200);
  });

  it('takes a verified ref for 30 minutes after verification', async () => {
    const late = uniquePhone();
    const lateRef = await verifiedRef(t, late);
    const onTime = uniquePhone();
    const onTimeRef = await verifiedRef(t, onTime);
    t.clock.advance(30 * MINUTE - 1);
    expect((await create(await registrationForm(t, onTime, onTimeRef))).statusCode).toBe(200);
    t.clock.advance(1);
    const res = await create(await registrationForm(t, late, lateRef));
    expect(res.statusCode).toBe(422);
    expect(statusOf(res).code).toBe(errorCatalogue.OTP_NOT_VERIFIED.code);
  });

  describe('refuses bad fields with their Thai message and writes nothing', () => {
    it.each([
      ['userName', { userName: '' }, th.phoneRequired],
      ['userName', { userName: '0812' }, 'กรุณากรอกหมายเลขโทรศัพท์ให้ถูกต้อง 10 หลัก'],
      ['password', { password: 'abc12', confirmPassword: 'abc12' }, th.passwordInvalid],
      ['password', { password: 'ab cd 12', confirmPassword: 'ab cd 12' }, th.passwordInvalid],
      ['password', { password: 'a'.repeat(21), confirmPassword: 'a'.repeat(21) }, th.passwordInvalid],
      ['confirmPassword', { confirmPassword: 'secret124' }, 'รหัสผ่านไม่ตรงกัน'],
      ['accountNumber', { accountNumber: '123-456' }, 'กรุณากรอกหมายเลขบัญชีธนาคารให้ถูกต้อง'],
      ['accountNumber', { accountNumber: '1'.repeat(21) }, 'กรุณากรอกหมายเลขบัญชีธนาคารให้ถูกต้อง'],
      ['fullName', { fullName: '   ' }, th.fullNameRequired],
      ['bankCompanyId', { bankCompanyId: undefined }, th.bankRequired],
      ['sourceRef', { sourceRef: 'RADIO' }, th.sourceRefInvalid],
      ['verifyRef', { verifyRef: '' }, th.verifyRefRequired],
    ])('%s: %j', async (field, patch, message) => {
      const phone = uniquePhone();
      const verifyRef = await verifiedRef(t, phone);
      const form = { ...(await registrationForm(t, phone, verifyRef)), ...patch };
      const before = await accountTableCounts(t);
      const res = await create(form);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        status: { code: errorCatalogue.VALIDATION_FAILED.code, message },
        data: { field },
      });
      expect(await accountTableCounts(t)).toEqual(before);
    });
  });

  it('refuses a bank that does not exist on bankCompanyId, and the ref stays usable', async () => {
    const phone = uniquePhone();
    const verifyRef = await verifiedRef(t, phone);
    const before = await accountTableCounts(t);
    const res = await create(await registrationForm(t, phone, verifyRef, { bankCompanyId: 9999 }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      status: { code: errorCatalogue.BANK_NOT_FOUND.code, message: 'ไม่พบธนาคารที่เลือก' },
      data: { field: 'bankCompanyId' },
    });
    expect(await accountTableCounts(t)).toEqual(before);
    expect((await create(await registrationForm(t, phone, verifyRef))).statusCode).toBe(200);
  });

  it('gives one bank account to one member; the same number at another bank is another account', async () => {
    const accountNumber = uniqueAccountNumber();
    await registerMember(t, { accountNumber, bankCompanyId: await bankId(t, 'SCB') });

    const phone = uniquePhone();
    const verifyRef = await verifiedRef(t, phone);
    const before = await accountTableCounts(t);
    const taken = await create(
      await registrationForm(t, phone, verifyRef, { accountNumber, bankCompanyId: await bankId(t, 'SCB') }),
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      status: {
        code: errorCatalogue.BANK_ACCOUNT_ALREADY_USED.code,
        message: 'เลขบัญชีธนาคารนี้ถูกใช้สมัครสมาชิกแล้ว',
      },
      data: { field: 'accountNumber' },
    });
    expect(await accountTableCounts(t)).toEqual(before);

    // The refusal rolled back the ref's consumption: the corrected form goes through with the same ref.
    const otherBank = await create(
      await registrationForm(t, phone, verifyRef, { accountNumber, bankCompanyId: await bankId(t, 'KTB') }),
    );
    expect(otherBank.statusCode).toBe(200);
  });

  it('refuses a phone that registered meanwhile with another verified ref', async () => {
    const phone = uniquePhone();
    const first = await verifiedRef(t, phone);
    t.clock.advance(MINUTE);
    const second = await verifiedRef(t, phone);
    expect((await create(await registrationForm(t, phone, first))).statusCode).toBe(200);
    const before = await accountTableCounts(t);
    const res = await create(await registrationForm(t, phone, second));
    expect(res.statusCode).toBe(409);
    expect(statusOf(res)).toEqual({
      code: errorCatalogue.PHONE_ALREADY_REGISTERED.code,
      message: 'หมายเลขโทรศัพท์นี้ถูกใช้สมัครสมาชิกแล้ว',
    });
    expect(await accountTableCounts(t)).toEqual(before);
  });

  it('links the referrer by their code (any letter case) and gives every member their own code', async () => {
    const referrer = await registerMember(t);
    const invited = await registerMember(t, {
      referralCode: referrer.referralCode.toLowerCase(),
      sourceRef: 'REFERRAL',
    });
    expect(invited.referralCode).not.toBe(referrer.referralCode);
    expect(await memberByPhone(invited.phone)).toMatchObject({
      referrerId: referrer.memberId,
      sourceRef: 'REFERRAL',
    });
  });

  it('refuses an unknown referral code on its field, writes nothing and keeps the verified code usable', async () => {
    const phone = uniquePhone();
    const ref = await verifiedRef(t, phone);
    const before = await accountTableCounts(t);
    const res = await create(await registrationForm(t, phone, ref, { referralCode: 'nope2345' }));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      status: {
        code: errorCatalogue.REFERRAL_CODE_UNKNOWN.code,
        message: errorCatalogue.REFERRAL_CODE_UNKNOWN.message,
      },
      data: {
        field: 'referralCode',
        issues: [{ field: 'referralCode', message: errorCatalogue.REFERRAL_CODE_UNKNOWN.message }],
      },
    });
    expect(await accountTableCounts(t)).toEqual(before);
    // The member clears the code and registers with the same verified OTP.
    const again = await create(await registrationForm(t, phone, ref, { referralCode: '' }));
    expect(again.statusCode).toBe(200);
    expect(await memberByPhone(phone)).toMatchObject({ referrerId: null });
  });

  it('links an agent by code; an unknown agent code is ignored and logged', async () => {
    const agentId = await insertAgent(t, 'AG-007');
    const agented = await registerMember(t, { agentCode: 'AG-007' });
    expect(await memberByPhone(agented.phone)).toMatchObject({ agentId });

    const warn = vi.spyOn(t.app.log, 'warn');
    const loose = await registerMember(t, { agentCode: 'AG-404' });
    expect(await memberByPhone(loose.phone)).toMatchObject({ agentId: null });
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ agentCode: 'AG-404' }),
      'unknown agent code ignored at registration',
    );
    warn.mockRestore();
  });

  it('scopes everything by operator: the same phone and bank account register again at another site', async () => {
    await addOperator(t, 'second-site');
    const accountNumber = uniqueAccountNumber();
    const here = await registerMember(t, { accountNumber });
    // A ref issued here is unknown there.
    const phone = uniquePhone();
    const ref = (await call(t, { url: apiPaths.verifyUser, body: { userName: phone } })).json().data
      .verifyRef;
    const foreign = await call(t, {
      url: apiPaths.verifyPin,
      operatorKey: 'second-site',
      body: { mobileNo: phone, pinCode: lastOtp(t, phone), verifyRef: ref },
    });
    expect(statusOf(foreign).code).toBe(errorCatalogue.OTP_REF_INVALID.code);

    const sent = await call(t, {
      url: apiPaths.verifyUser,
      operatorKey: 'second-site',
      body: { userName: here.phone },
    });
    expect(sent.statusCode).toBe(200);
    const verifyRef = sent.json().data.verifyRef;
    const pin = await call(t, {
      url: apiPaths.verifyPin,
      operatorKey: 'second-site',
      body: { mobileNo: here.phone, pinCode: lastOtp(t, here.phone), verifyRef },
    });
    expect(pin.statusCode).toBe(200);
    const there = await call(t, {
      url: apiPaths.register,
      operatorKey: 'second-site',
      body: await registrationForm(t, here.phone, verifyRef, { accountNumber }),
    });
    expect(there.statusCode).toBe(200);
    expect(there.json().data.memberId).not.toBe(here.memberId);
  });
});
