import { errorCatalogue, passwordResetPaths, th } from '@chokdee/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorReply, okReply, renderWithApp, stubApi } from '../../../testing/render-modal';
import { LoginModal } from './login-modal';
import { ResetPasswordModal } from './reset-password-modal';

const fill = async (user: ReturnType<typeof renderWithApp>['user'], confirm = 'newpass99') => {
  await user.type(await screen.findByLabelText('หมายเลขโทรศัพท์'), '0812345678');
  await user.type(screen.getByLabelText('รหัส 6 หลักจาก SMS'), '123456');
  await user.type(screen.getByLabelText('รหัสผ่านใหม่'), 'newpass99');
  await user.type(screen.getByLabelText('ยืนยันรหัสผ่านใหม่'), confirm);
  await user.click(screen.getByRole('button', { name: 'ตั้งรหัสผ่านใหม่' }));
};

describe('ResetPasswordModal', () => {
  it('refuses a confirmation that differs and sends nothing', async () => {
    const api = stubApi({});
    const { user } = renderWithApp(<ResetPasswordModal />, { url: '/?modal=reset-password' });
    await fill(user, 'other999');
    expect(await screen.findByText(th.confirmNotMatchNew)).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('sets the new password with the SMS code, then opens the login', async () => {
    const api = stubApi({ [`POST ${passwordResetPaths.reset}`]: () => okReply(null) });
    const { user, currentSearch } = renderWithApp(<ResetPasswordModal />, { url: '/?modal=reset-password' });
    await fill(user);
    expect(await screen.findByText(th.passwordResetDone)).toBeInTheDocument();
    expect(api.callsTo('POST', passwordResetPaths.reset)[0]?.body).toEqual({
      userName: '0812345678',
      code: '123456',
      newPassword: 'newpass99',
      confirmPassword: 'newpass99',
    });
    await waitFor(() => expect(currentSearch()).toBe('?modal=login'));
  });

  it('shows the server message and stays open when the code is refused', async () => {
    stubApi({ [`POST ${passwordResetPaths.reset}`]: () => errorReply('PASSWORD_RESET_CODE_INVALID') });
    const { user, currentSearch } = renderWithApp(<ResetPasswordModal />, { url: '/?modal=reset-password' });
    await fill(user);
    expect(await screen.findByText(errorCatalogue.PASSWORD_RESET_CODE_INVALID.message)).toBeInTheDocument();
    expect(currentSearch()).toBe('?modal=reset-password');
  });

  it('is reached from the login modal', async () => {
    stubApi({});
    const { user, currentSearch } = renderWithApp(<LoginModal />, { url: '/?modal=login' });
    const dialog = await screen.findByRole('dialog', { name: 'เข้าสู่ระบบ' });
    await user.click(within(dialog).getByRole('link', { name: 'ตั้งรหัสผ่านใหม่' }));
    expect(currentSearch()).toBe('?modal=reset-password');
  });
});
