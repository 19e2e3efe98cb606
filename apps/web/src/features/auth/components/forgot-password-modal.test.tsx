import { apiPaths, errorCatalogue, th } from '@chokdee/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store';
import { errorReply, okReply, renderWithApp, stubApi } from '../../../testing/render-modal';
import { ForgotPasswordModal } from './forgot-password-modal';
import { LoginModal } from './login-modal';

const PHONE = '0812345678';
const sent = { verifyRef: 'ref-fgt', expiresAt: '2030-01-01T00:05:00.000Z', resendAfterSeconds: 60 };

const happyApi = (overrides: Parameters<typeof stubApi>[0] = {}) =>
  stubApi({
    [`POST ${apiPaths.forgotPasswordVerifyUser}`]: () => okReply(sent),
    [`POST ${apiPaths.forgotPasswordVerifyPin}`]: () => okReply(null),
    [`POST ${apiPaths.forgotPasswordReset}`]: () => okReply(null),
    ...overrides,
  });

const open = () => renderWithApp(<ForgotPasswordModal />, { url: '/?modal=forgot-password' });

const throughOtp = async (user: UserEvent) => {
  await user.type(await screen.findByLabelText('หมายเลขโทรศัพท์'), PHONE);
  await user.click(screen.getByRole('button', { name: 'ขอรหัส OTP' }));
  await user.click(await screen.findByLabelText('OTP หลักที่ 1'));
  await user.paste('123456');
  await user.click(screen.getByRole('button', { name: 'ยืนยัน OTP' }));
  await screen.findByLabelText('รหัสผ่านใหม่');
};

const setPassword = async (user: UserEvent, confirm = 'newpass99') => {
  await user.type(screen.getByLabelText('รหัสผ่านใหม่'), 'newpass99');
  await user.type(screen.getByLabelText('ยืนยันรหัสผ่านใหม่'), confirm);
  await user.click(screen.getByRole('button', { name: 'ตั้งรหัสผ่านใหม่' }));
};

describe('ForgotPasswordModal', () => {
  beforeEach(() => useAuthStore.getState().clear());

  it('is opened by the login modal’s "ลืมรหัสผ่าน?"', async () => {
    stubApi({});
    const { user, currentSearch } = renderWithApp(<LoginModal />, { url: '/?modal=login' });
    const dialog = await screen.findByRole('dialog', { name: 'เข้าสู่ระบบ' });
    await user.click(within(dialog).getByRole('link', { name: 'ลืมรหัสผ่าน?' }));
    expect(currentSearch()).toBe('?modal=forgot-password');
  });

  it('walks phone → OTP → new password with the forgot-password calls, then opens the login', async () => {
    useAuthStore.getState().setAccessToken('token-old');
    const api = happyApi();
    const { user, currentSearch } = open();
    await throughOtp(user);
    await setPassword(user);

    expect(await screen.findByText(th.passwordResetDone)).toBeInTheDocument();
    expect(api.callsTo('POST', apiPaths.forgotPasswordVerifyUser)[0]?.body).toEqual({ userName: PHONE });
    expect(api.callsTo('POST', apiPaths.forgotPasswordVerifyPin)[0]?.body).toEqual({
      mobileNo: PHONE,
      pinCode: '123456',
      verifyRef: 'ref-fgt',
    });
    expect(api.callsTo('POST', apiPaths.forgotPasswordReset)[0]?.body).toEqual({
      userName: PHONE,
      verifyRef: 'ref-fgt',
      newPassword: 'newpass99',
      confirmPassword: 'newpass99',
    });
    expect(api.callsTo('POST', apiPaths.verifyUser)).toHaveLength(0);
    await waitFor(() => expect(currentSearch()).toBe('?modal=login'));
    // The server ended every session: this device forgets its token too.
    expect(useAuthStore.getState().accessToken).toBeNull();
  });

  it('keeps the OTP rules: an incomplete code is refused with the contract message', async () => {
    const api = happyApi();
    const { user } = open();
    await user.type(await screen.findByLabelText('หมายเลขโทรศัพท์'), PHONE);
    await user.click(screen.getByRole('button', { name: 'ขอรหัส OTP' }));
    await user.click(await screen.findByLabelText('OTP หลักที่ 1'));
    await user.keyboard('12345');
    await user.click(screen.getByRole('button', { name: 'ยืนยัน OTP' }));
    expect(await screen.findByText(th.otpIncomplete)).toBeInTheDocument();
    expect(api.callsTo('POST', apiPaths.forgotPasswordVerifyPin)).toHaveLength(0);
  });

  it('refuses a confirmation that differs and sends nothing', async () => {
    const api = happyApi();
    const { user } = open();
    await throughOtp(user);
    await setPassword(user, 'other999');
    expect(await screen.findByText(th.confirmNotMatchNew)).toBeInTheDocument();
    expect(api.callsTo('POST', apiPaths.forgotPasswordReset)).toHaveLength(0);
  });

  it('shows the server message and goes back to the phone when the verified code no longer works', async () => {
    happyApi({
      [`POST ${apiPaths.forgotPasswordReset}`]: () => errorReply('FORGOT_PASSWORD_NOT_VERIFIED'),
    });
    const { user } = open();
    await throughOtp(user);
    await setPassword(user);
    expect(await screen.findByText(errorCatalogue.FORGOT_PASSWORD_NOT_VERIFIED.message)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'ขอรหัส OTP' })).toBeInTheDocument();
  });
});
