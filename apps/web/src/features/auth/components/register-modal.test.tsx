import { apiPaths, th } from '@chokdee/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store';
import { captureReferralParams } from '../../../lib/referral-store';
import { errorReply, okReply, renderWithApp, stubApi } from '../../../testing/render-modal';
import { RegisterModal } from './register-modal';

const PHONE = '0812345678';
const banks = [
  { companyId: 1, bankName: 'ธนาคารกสิกรไทย', code: 'KBANK', bankNumber: '004', logoUrl: '/banks/kbank.svg' },
  { companyId: 2, bankName: 'ธนาคารไทยพาณิชย์', code: 'SCB', bankNumber: '014', logoUrl: '/banks/scb.svg' },
];
const verifyUserAnswer = {
  verifyRef: 'ref-abc',
  expiresAt: '2030-01-01T00:05:00.000Z',
  resendAfterSeconds: 60,
};
const loginAnswer = { accessToken: 'token-new', tokenType: 'Bearer', expiresAt: '2030-01-01T00:00:00.000Z' };

const happyApi = (overrides: Parameters<typeof stubApi>[0] = {}) =>
  stubApi({
    [`POST ${apiPaths.verifyUser}`]: () => okReply(verifyUserAnswer),
    [`POST ${apiPaths.verifyPin}`]: () => okReply(null),
    [`GET ${apiPaths.bankList}`]: () => okReply(banks),
    [`POST ${apiPaths.register}`]: () => okReply({ memberId: 'm1', referralCode: 'ABC123' }),
    [`POST ${apiPaths.login}`]: () => okReply(loginAnswer),
    ...overrides,
  });

const openRegister = (url = '/?modal=register') => renderWithApp(<RegisterModal />, { url });

const requestOtp = async (user: UserEvent) => {
  await user.type(await screen.findByLabelText('หมายเลขโทรศัพท์'), PHONE);
  await user.click(screen.getByRole('button', { name: 'ขอรหัส OTP' }));
  await screen.findByLabelText('OTP หลักที่ 1');
};

const verifyOtp = async (user: UserEvent) => {
  await user.click(screen.getByLabelText('OTP หลักที่ 1'));
  await user.paste('123456');
  await user.click(screen.getByRole('button', { name: 'ยืนยัน OTP' }));
  await screen.findByLabelText('รหัสผ่าน');
};

/** Step USER_INFO's required fields, filled validly (bank: KBANK). */
const fillInfo = async (user: UserEvent) => {
  await user.type(screen.getByLabelText('รหัสผ่าน'), 'abc123');
  await user.type(screen.getByLabelText('ยืนยันรหัสผ่าน'), 'abc123');
  await user.click(await screen.findByRole('radio', { name: 'ธนาคารกสิกรไทย' }));
  await user.type(screen.getByLabelText('เลขบัญชีธนาคาร'), '1234567890');
  await user.type(screen.getByLabelText('ชื่อ-นามสกุล'), 'สมชาย ใจดี');
};

const currentStep = () => screen.getByRole('listitem', { current: 'step' });

describe('RegisterModal', () => {
  beforeEach(() => useAuthStore.getState().clear());

  describe('step USER', () => {
    it('asks for the phone, then for 10 digits, with the contract messages', async () => {
      const api = happyApi();
      const { user } = openRegister();
      const dialog = await screen.findByRole('dialog', { name: 'สมัครสมาชิก' });

      await user.click(within(dialog).getByRole('button', { name: 'ขอรหัส OTP' }));
      expect(await within(dialog).findByText(th.phoneRequired)).toBeInTheDocument();

      await user.type(within(dialog).getByLabelText('หมายเลขโทรศัพท์'), '08123');
      await user.click(within(dialog).getByRole('button', { name: 'ขอรหัส OTP' }));
      expect(await within(dialog).findByText(th.phoneInvalid)).toBeInTheDocument();
      expect(api.calls).toHaveLength(0);
    });

    it('strips non-digits from the phone as it is typed', async () => {
      happyApi();
      const { user } = openRegister();
      const phone = await screen.findByLabelText('หมายเลขโทรศัพท์');

      await user.type(phone, '081-234-5678');

      expect(phone).toHaveValue(PHONE);
    });

    it('shows a server validation message on the phone field', async () => {
      stubApi({
        [`POST ${apiPaths.verifyUser}`]: () =>
          errorReply('VALIDATION_FAILED', {
            field: 'userName',
            issues: [{ field: 'userName', message: 'หมายเลขนี้ใช้ไม่ได้' }],
          }),
      });
      const { user } = openRegister();

      await user.type(await screen.findByLabelText('หมายเลขโทรศัพท์'), PHONE);
      await user.click(screen.getByRole('button', { name: 'ขอรหัส OTP' }));

      const field = screen.getByLabelText('หมายเลขโทรศัพท์');
      await waitFor(() => expect(field).toHaveAccessibleDescription('หมายเลขนี้ใช้ไม่ได้'));
      expect(currentStep()).toHaveTextContent('เบอร์โทรศัพท์');
    });
  });

  describe('step OTP_VERFIY', () => {
    it('sends the OTP, says so, and moves to the code step with a countdown', async () => {
      const api = happyApi();
      const { user } = openRegister();

      await requestOtp(user);

      expect(api.callsTo('POST', apiPaths.verifyUser)[0]?.body).toEqual({ userName: PHONE });
      expect(await screen.findByText(th.otpSent)).toBeInTheDocument();
      expect(currentStep()).toHaveTextContent('ยืนยัน OTP');
      expect(screen.getByText('หากไม่ได้รับรหัสภายใน 1 นาที สามารถขอรหัสใหม่ได้')).toBeInTheDocument();
      expect(screen.getByRole('timer')).toHaveTextContent(/ขอรหัสใหม่ได้ในอีก [01]:\d\d นาที/);
    });

    it('refuses an incomplete code with the contract message', async () => {
      const api = happyApi();
      const { user } = openRegister();
      await requestOtp(user);

      await user.click(screen.getByLabelText('OTP หลักที่ 1'));
      await user.keyboard('12345');
      await user.click(screen.getByRole('button', { name: 'ยืนยัน OTP' }));

      expect(await screen.findByText(th.otpIncomplete)).toBeInTheDocument();
      expect(api.callsTo('POST', apiPaths.verifyPin)).toHaveLength(0);
    });

    it('verifies the code with mobileNo, pinCode and verifyRef, then moves to USER_INFO', async () => {
      const api = happyApi();
      const { user } = openRegister();
      await requestOtp(user);

      await verifyOtp(user);

      expect(api.callsTo('POST', apiPaths.verifyPin)[0]?.body).toEqual({
        mobileNo: PHONE,
        pinCode: '123456',
        verifyRef: 'ref-abc',
      });
      expect(await screen.findByText(th.otpVerified)).toBeInTheDocument();
      expect(currentStep()).toHaveTextContent('ข้อมูลสมาชิก');
    });

    it('stays on the code step when the server refuses the code', async () => {
      happyApi({
        [`POST ${apiPaths.verifyPin}`]: () =>
          errorReply('OTP_INVALID', null, 'รหัส OTP ไม่ถูกต้อง (เหลืออีก 4 ครั้ง)'),
      });
      const { user } = openRegister();
      await requestOtp(user);

      await user.click(screen.getByLabelText('OTP หลักที่ 1'));
      await user.paste('999999');
      await user.click(screen.getByRole('button', { name: 'ยืนยัน OTP' }));

      expect(await screen.findByText('รหัส OTP ไม่ถูกต้อง (เหลืออีก 4 ครั้ง)')).toBeInTheDocument();
      expect(currentStep()).toHaveTextContent('ยืนยัน OTP');
    });

    it('"ขอรหัสใหม่" is disabled until its countdown ends', async () => {
      const api = happyApi();
      const { user } = openRegister();
      await requestOtp(user);

      const resend = screen.getByRole('button', { name: 'ขอรหัสใหม่' });
      expect(resend).toBeDisabled();
      await user.click(resend);
      expect(api.callsTo('POST', apiPaths.verifyUser)).toHaveLength(1);
      expect(currentStep()).toHaveTextContent('ยืนยัน OTP');
    });

    it('"ขอรหัสใหม่" after the countdown sends a new code and stays on the code step with its ref', async () => {
      let sent = 0;
      const api = happyApi({
        [`POST ${apiPaths.verifyUser}`]: () => {
          sent += 1;
          return okReply({
            ...verifyUserAnswer,
            verifyRef: `ref-${sent}`,
            resendAfterSeconds: sent === 1 ? 0 : 60,
          });
        },
      });
      const { user } = openRegister();
      await requestOtp(user);

      await user.click(screen.getByRole('button', { name: 'ขอรหัสใหม่' }));

      await waitFor(() => expect(api.callsTo('POST', apiPaths.verifyUser)).toHaveLength(2));
      expect(api.callsTo('POST', apiPaths.verifyUser)[1]?.body).toEqual({ userName: PHONE });
      expect(currentStep()).toHaveTextContent('ยืนยัน OTP');
      await waitFor(() => expect(screen.getByRole('button', { name: 'ขอรหัสใหม่' })).toBeDisabled());
      await verifyOtp(user);
      expect(api.callsTo('POST', apiPaths.verifyPin)[0]?.body).toMatchObject({ verifyRef: 'ref-2' });
    });

    it('going back keeps the code already sent: the same phone returns to it without a new SMS', async () => {
      const api = happyApi();
      const { user } = openRegister();
      await requestOtp(user);

      await user.click(screen.getByRole('button', { name: 'แก้ไขเบอร์โทรศัพท์' }));
      expect(currentStep()).toHaveTextContent('เบอร์โทรศัพท์');
      expect(screen.getByLabelText('หมายเลขโทรศัพท์')).toHaveValue(PHONE);

      await user.click(screen.getByRole('button', { name: 'ขอรหัส OTP' }));
      await screen.findByLabelText('OTP หลักที่ 1');
      expect(api.callsTo('POST', apiPaths.verifyUser)).toHaveLength(1);
      expect(screen.getByRole('button', { name: 'ขอรหัสใหม่' })).toBeDisabled();
      await verifyOtp(user);
      expect(api.callsTo('POST', apiPaths.verifyPin)[0]?.body).toMatchObject({ verifyRef: 'ref-abc' });
    });

    it('going back and changing the phone asks for a code for the new phone', async () => {
      const api = happyApi();
      const { user } = openRegister();
      await requestOtp(user);

      await user.click(screen.getByRole('button', { name: 'แก้ไขเบอร์โทรศัพท์' }));
      const phone = screen.getByLabelText('หมายเลขโทรศัพท์');
      await user.clear(phone);
      await user.type(phone, '0898765432');
      await user.click(screen.getByRole('button', { name: 'ขอรหัส OTP' }));
      await screen.findByLabelText('OTP หลักที่ 1');
      expect(api.callsTo('POST', apiPaths.verifyUser)[1]?.body).toEqual({ userName: '0898765432' });
    });
  });

  describe('step USER_INFO', () => {
    it('shows the contract messages for every missing field and sends nothing', async () => {
      const api = happyApi();
      const { user } = openRegister();
      await requestOtp(user);
      await verifyOtp(user);

      await user.click(screen.getByRole('button', { name: 'สมัครสมาชิก' }));

      expect(await screen.findByText(th.passwordInvalid)).toBeInTheDocument();
      expect(screen.getByText(th.bankRequired)).toBeInTheDocument();
      expect(screen.getByText(th.accountNumberInvalid)).toBeInTheDocument();
      expect(screen.getByText(th.fullNameRequired)).toBeInTheDocument();
      expect(api.callsTo('POST', apiPaths.register)).toHaveLength(0);
    });

    it('says when the confirmation does not match the password', async () => {
      happyApi();
      const { user } = openRegister();
      await requestOtp(user);
      await verifyOtp(user);

      await user.type(screen.getByLabelText('รหัสผ่าน'), 'abc123');
      await user.type(screen.getByLabelText('ยืนยันรหัสผ่าน'), 'abc124');
      await user.click(screen.getByRole('button', { name: 'สมัครสมาชิก' }));

      expect(await screen.findByText(th.passwordMismatch)).toBeInTheDocument();
    });

    it('keeps only digits in the account number, at most 20', async () => {
      happyApi();
      const { user } = openRegister();
      await requestOtp(user);
      await verifyOtp(user);

      const account = screen.getByLabelText('เลขบัญชีธนาคาร');
      await user.type(account, '123-4-56789-0');
      expect(account).toHaveValue('1234567890');
      await user.type(account, '12345678901234567890');
      expect(account).toHaveValue('12345678901234567890');
    });

    it('offers banks as radios named by bank, the source options in Thai and the referral code from the link', async () => {
      captureReferralParams('?ref=FRIEND7&agref=AGENT9');
      happyApi();
      const { user } = openRegister();
      await requestOtp(user);
      await verifyOtp(user);

      expect(await screen.findByRole('radio', { name: 'ธนาคารกสิกรไทย' })).toBeInTheDocument();
      expect(screen.getByRole('radio', { name: 'ธนาคารไทยพาณิชย์' })).toBeInTheDocument();
      const source = screen.getByLabelText('รู้จักเราจากช่องทางใด');
      expect(
        within(source)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['ไม่ระบุ', 'LINE', 'Google', 'Facebook', 'X (Twitter)', 'TikTok', 'SMS', 'เพื่อนแนะนำ']);
      expect(screen.getByLabelText('รหัสแนะนำ (ถ้ามี)')).toHaveValue('FRIEND7');
      // A code from the link means a friend sent them: "รู้จักเราจาก" says so.
      expect(source).toHaveValue('REFERRAL');
      expect(screen.getByLabelText('ชื่อ-นามสกุล')).toHaveAttribute(
        'placeholder',
        expect.stringContaining('ภาษาไทย'),
      );
    });

    it('registers with every field, verifyRef and verifyPin, then logs in with the same phone and password and closes', async () => {
      captureReferralParams('?agref=AGENT9');
      const api = happyApi();
      const { user, currentSearch } = openRegister();
      await requestOtp(user);
      await verifyOtp(user);

      await user.type(screen.getByLabelText('รหัสผ่าน'), 'abc123');
      await user.type(screen.getByLabelText('ยืนยันรหัสผ่าน'), 'abc123');
      await user.click(await screen.findByRole('radio', { name: 'ธนาคารไทยพาณิชย์' }));
      await user.type(screen.getByLabelText('เลขบัญชีธนาคาร'), '1234567890');
      await user.type(screen.getByLabelText('ชื่อ-นามสกุล'), 'สมชาย ใจดี');
      await user.selectOptions(screen.getByLabelText('รู้จักเราจากช่องทางใด'), 'TIKTOK');
      await user.type(screen.getByLabelText('รหัสแนะนำ (ถ้ามี)'), 'FRIEND7');
      await user.click(screen.getByRole('button', { name: 'สมัครสมาชิก' }));

      expect(await screen.findByText(th.registerSuccess)).toBeInTheDocument();
      expect(api.callsTo('POST', apiPaths.register)[0]?.body).toEqual({
        userName: PHONE,
        password: 'abc123',
        confirmPassword: 'abc123',
        bankCompanyId: 2,
        accountNumber: '1234567890',
        fullName: 'สมชาย ใจดี',
        sourceRef: 'TIKTOK',
        referralCode: 'FRIEND7',
        agentCode: 'AGENT9',
        verifyRef: 'ref-abc',
        verifyPin: '123456',
      });
      await waitFor(() =>
        expect(api.callsTo('POST', apiPaths.login)[0]?.body).toEqual({ userName: PHONE, password: 'abc123' }),
      );
      await waitFor(() => expect(useAuthStore.getState().accessToken).toBe('token-new'));
      await waitFor(() => expect(currentSearch()).toBe(''));
    });

    it('puts a server validation error on its field and does not log in', async () => {
      const api = happyApi({
        [`POST ${apiPaths.register}`]: () =>
          errorReply(
            'VALIDATION_FAILED',
            { field: 'fullName', issues: [{ field: 'fullName', message: th.fullNameRequired }] },
            th.fullNameRequired,
          ),
      });
      const { user } = openRegister();
      await requestOtp(user);
      await verifyOtp(user);

      await fillInfo(user);
      await user.click(screen.getByRole('button', { name: 'สมัครสมาชิก' }));

      await waitFor(() =>
        expect(screen.getByLabelText('ชื่อ-นามสกุล')).toHaveAccessibleDescription(th.fullNameRequired),
      );
      expect(api.callsTo('POST', apiPaths.register)).toHaveLength(1);
      expect(api.callsTo('POST', apiPaths.login)).toHaveLength(0);
      expect(useAuthStore.getState().accessToken).toBeNull();
    });

    it('says on the referral field that an unknown code is unknown, and does not log in', async () => {
      const message = 'ไม่พบรหัสแนะนำนี้ กรุณาตรวจสอบหรือเว้นว่างไว้';
      const api = happyApi({
        [`POST ${apiPaths.register}`]: () =>
          errorReply('REFERRAL_CODE_UNKNOWN', {
            field: 'referralCode',
            issues: [{ field: 'referralCode', message }],
          }),
      });
      const { user } = openRegister();
      await requestOtp(user);
      await verifyOtp(user);

      await fillInfo(user);
      await user.type(screen.getByLabelText('รหัสแนะนำ (ถ้ามี)'), 'NOPE2345');
      await user.click(screen.getByRole('button', { name: 'สมัครสมาชิก' }));

      await waitFor(() =>
        expect(screen.getByLabelText('รหัสแนะนำ (ถ้ามี)')).toHaveAccessibleDescription(message),
      );
      expect(currentStep()).toHaveTextContent('ข้อมูลสมาชิก');
      expect(api.callsTo('POST', apiPaths.login)).toHaveLength(0);
    });

    it('marks the account number when the bank account is already used', async () => {
      happyApi({ [`POST ${apiPaths.register}`]: () => errorReply('BANK_ACCOUNT_ALREADY_USED') });
      const { user } = openRegister();
      await requestOtp(user);
      await verifyOtp(user);

      await fillInfo(user);
      await user.click(screen.getByRole('button', { name: 'สมัครสมาชิก' }));

      await waitFor(() =>
        expect(screen.getByLabelText('เลขบัญชีธนาคาร')).toHaveAccessibleDescription(
          'เลขบัญชีธนาคารนี้ถูกใช้สมัครสมาชิกแล้ว',
        ),
      );
    });
  });

  it('links to the login modal', async () => {
    happyApi();
    const { user, currentSearch } = openRegister();

    await user.click(await screen.findByRole('link', { name: 'เข้าสู่ระบบ' }));

    expect(currentSearch()).toBe('?modal=login');
  });
});
