import { describe, expect, it } from 'vitest';
import {
  changePasswordRequestSchema,
  loginRequestSchema,
  registerRequestSchema,
  verifyPinRequestSchema,
  verifyUserRequestSchema,
} from './auth';
import { errorCatalogue, errorMessage, errorNameOf } from './errors';
import { th } from './messages';

/** The first issue's field and message, as the server's envelope reports them. */
const firstIssue = (result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) => {
  const issue = result.error?.issues[0];
  return issue ? { field: issue.path.join('.'), message: issue.message } : undefined;
};

const validRegistration = {
  userName: '0812345678',
  password: 'abc123',
  confirmPassword: 'abc123',
  bankCompanyId: 2,
  accountNumber: '1234567890',
  fullName: 'สมชาย ใจดี',
  sourceRef: 'LINE',
  verifyRef: 'ref-1',
};

describe('phone (verify-user)', () => {
  it('accepts 10 digits and strips separators', () => {
    expect(verifyUserRequestSchema.parse({ userName: '081-234-5678' })).toEqual({ userName: '0812345678' });
  });
  it.each([
    [undefined, 'กรุณากรอกหมายเลขโทรศัพท์'],
    ['', 'กรุณากรอกหมายเลขโทรศัพท์'],
    ['abc', 'กรุณากรอกหมายเลขโทรศัพท์'],
    ['081234567', 'กรุณากรอกหมายเลขโทรศัพท์ให้ถูกต้อง 10 หลัก'],
    ['08123456789', 'กรุณากรอกหมายเลขโทรศัพท์ให้ถูกต้อง 10 หลัก'],
    [812345678, 'กรุณากรอกหมายเลขโทรศัพท์'],
  ])('refuses %j with %s', (userName, message) => {
    expect(firstIssue(verifyUserRequestSchema.safeParse({ userName }))).toEqual({
      field: 'userName',
      message,
    });
  });
});

describe('OTP (verify-pin)', () => {
  it('accepts a complete code', () => {
    expect(
      verifyPinRequestSchema.safeParse({ mobileNo: '0812345678', pinCode: '012345', verifyRef: 'r' }).success,
    ).toBe(true);
  });
  it.each(['12345', '1234567', '12a456', '', undefined])('refuses pin %j as incomplete', (pinCode) => {
    expect(
      firstIssue(verifyPinRequestSchema.safeParse({ mobileNo: '0812345678', pinCode, verifyRef: 'r' })),
    ).toEqual({
      field: 'pinCode',
      message: 'กรุณากรอก OTP ให้ครบ 6 หลัก',
    });
  });
});

describe('registration (create)', () => {
  it('accepts a complete form and defaults sourceRef to none', () => {
    const { sourceRef: _omit, ...rest } = validRegistration;
    const parsed = registerRequestSchema.parse({ ...rest, referralCode: '  ', agentCode: 'AG1' });
    expect(parsed.sourceRef).toBe('none');
    expect(parsed.referralCode).toBeUndefined();
    expect(parsed.agentCode).toBe('AG1');
    expect(parsed.bankCompanyId).toBe(2);
  });

  it.each([
    ['password', { password: 'abc12', confirmPassword: 'abc12' }, th.passwordInvalid],
    ['password', { password: 'a'.repeat(21), confirmPassword: 'a'.repeat(21) }, th.passwordInvalid],
    ['password', { password: 'abc 123', confirmPassword: 'abc 123' }, th.passwordInvalid],
    ['password', { password: 'รหัสผ่าน12', confirmPassword: 'รหัสผ่าน12' }, th.passwordInvalid],
    ['confirmPassword', { confirmPassword: 'abc124' }, 'รหัสผ่านไม่ตรงกัน'],
    ['accountNumber', { accountNumber: '12-34' }, 'กรุณากรอกหมายเลขบัญชีธนาคารให้ถูกต้อง'],
    ['accountNumber', { accountNumber: '1'.repeat(21) }, 'กรุณากรอกหมายเลขบัญชีธนาคารให้ถูกต้อง'],
    ['accountNumber', { accountNumber: '' }, 'กรุณากรอกหมายเลขบัญชีธนาคารให้ถูกต้อง'],
    ['fullName', { fullName: '   ' }, th.fullNameRequired],
    ['bankCompanyId', { bankCompanyId: undefined }, th.bankRequired],
    ['bankCompanyId', { bankCompanyId: 'x' }, th.bankRequired],
    ['sourceRef', { sourceRef: 'RADIO' }, th.sourceRefInvalid],
    ['verifyRef', { verifyRef: '' }, th.verifyRefRequired],
  ])('refuses a bad %s', (field, patch, message) => {
    expect(firstIssue(registerRequestSchema.safeParse({ ...validRegistration, ...patch }))).toEqual({
      field,
      message,
    });
  });

  it('accepts an account number of exactly 20 digits and every sourceRef of the spec', () => {
    for (const sourceRef of ['none', 'LINE', 'GOOGLE', 'FACEBOOK', 'X', 'TIKTOK', 'SMS', 'REFERRAL']) {
      expect(
        registerRequestSchema.safeParse({ ...validRegistration, sourceRef, accountNumber: '1'.repeat(20) })
          .success,
      ).toBe(true);
    }
  });
});

describe('login', () => {
  it.each([
    [{ userName: '', password: 'x' }, 'userName'],
    [{ userName: '0812345678' }, 'password'],
    [{}, 'userName'],
  ])('requires both fields: %j', (body, field) => {
    expect(firstIssue(loginRequestSchema.safeParse(body))).toEqual({
      field,
      message: 'กรุณากรอกข้อมูลให้ครบถ้วน',
    });
  });
});

describe('change password: checks in the spec order, first failure only', () => {
  const base = { password: 'old123', newPassword: 'new123', confirmPassword: 'new123' };
  it.each([
    [{ password: 'x' }, 'password', th.currentPasswordInvalid],
    [{ newPassword: 'x', confirmPassword: 'y' }, 'newPassword', th.newPasswordInvalid],
    [{ newPassword: 'old123', confirmPassword: 'zz' }, 'newPassword', 'รหัสผ่านใหม่ต้องไม่เหมือนรหัสผ่านเดิม'],
    [{ confirmPassword: 'x!' }, 'confirmPassword', th.confirmPasswordInvalid],
    [{ confirmPassword: 'new124' }, 'confirmPassword', 'ยืนยันรหัสผ่านไม่ตรงกับรหัสผ่านใหม่'],
  ])('%j fails on %s', (patch, field, message) => {
    const result = changePasswordRequestSchema.safeParse({ ...base, ...patch });
    expect(result.error?.issues).toHaveLength(1);
    expect(firstIssue(result)).toEqual({ field, message });
  });
  it('passes a good change', () => {
    expect(changePasswordRequestSchema.safeParse(base).success).toBe(true);
  });
});

describe('error catalogue', () => {
  it('gives every entry a unique code and a Thai message', () => {
    const codes = Object.values(errorCatalogue).map((entry) => entry.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).not.toContain(0);
    for (const entry of Object.values(errorCatalogue)) expect(entry.message).toMatch(/[\u0E00-\u0E7F]/);
  });
  it('fills placeholders and maps codes back to names', () => {
    expect(errorMessage('OTP_RESEND_TOO_SOON', { seconds: 42 })).toBe('กรุณารอ 42 วินาทีก่อนขอรหัส OTP ใหม่');
    expect(errorNameOf(errorCatalogue.PHONE_ALREADY_REGISTERED.code)).toBe('PHONE_ALREADY_REGISTERED');
    expect(errorNameOf(123_456)).toBeUndefined();
  });
});
