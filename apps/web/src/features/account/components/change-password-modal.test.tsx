import { apiPaths, th } from '@chokdee/contracts';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorReply, okReply, renderWithApp, stubApi } from '../../../testing/render-modal';
import { ChangePasswordModal } from './change-password-modal';

const fill = async (
  user: UserEvent,
  values: { password?: string; newPassword?: string; confirm?: string },
) => {
  const fields = [
    ['รหัสผ่านเดิม', values.password],
    ['รหัสผ่านใหม่', values.newPassword],
    ['ยืนยันรหัสผ่านใหม่', values.confirm],
  ] as const;
  for (const [label, value] of fields) {
    const input = screen.getByLabelText(label);
    await user.clear(input);
    if (value) await user.type(input, value);
  }
  await user.click(screen.getByRole('button', { name: 'บันทึก' }));
};

/** Every error text shown in the form, in page order. */
const shownErrors = () => screen.queryAllByRole('alert').map((alert) => alert.textContent);

describe('ChangePasswordModal', () => {
  it('reports only the first failing check, in the spec order', async () => {
    const api = stubApi({});
    const { user } = renderWithApp(<ChangePasswordModal />, { url: '/?modal=change-password' });
    await screen.findByRole('dialog', { name: 'เปลี่ยนรหัสผ่าน' });

    const steps: Array<[Parameters<typeof fill>[1], string]> = [
      [{}, th.currentPasswordInvalid],
      [{ password: 'old123', newPassword: 'bad!' }, th.newPasswordInvalid],
      [{ password: 'old123', newPassword: 'old123', confirm: 'old123' }, th.newPasswordSameAsOld],
      [{ password: 'old123', newPassword: 'new456', confirm: '12' }, th.confirmPasswordInvalid],
      [{ password: 'old123', newPassword: 'new456', confirm: 'new789' }, th.confirmNotMatchNew],
    ];
    for (const [values, message] of steps) {
      await fill(user, values);
      await waitFor(() => expect(shownErrors()).toEqual([message]));
    }
    expect(api.calls).toHaveLength(0);
  });

  it('saves, says so, clears the form and closes', async () => {
    const api = stubApi({ [`POST ${apiPaths.changePassword}`]: () => okReply(null) });
    const { user, currentSearch } = renderWithApp(<ChangePasswordModal />, {
      url: '/?modal=change-password',
    });
    await screen.findByRole('dialog', { name: 'เปลี่ยนรหัสผ่าน' });

    await fill(user, { password: 'old123', newPassword: 'new456', confirm: 'new456' });

    expect(await screen.findByText(th.passwordUpdated)).toBeInTheDocument();
    expect(api.callsTo('POST', apiPaths.changePassword)[0]?.body).toEqual({
      password: 'old123',
      newPassword: 'new456',
      confirmPassword: 'new456',
    });
    await waitFor(() => expect(currentSearch()).toBe(''));
  });

  it('keeps the form open and marks the current password when the server says it is wrong', async () => {
    stubApi({ [`POST ${apiPaths.changePassword}`]: () => errorReply('CURRENT_PASSWORD_WRONG') });
    const { user, currentSearch } = renderWithApp(<ChangePasswordModal />, {
      url: '/?modal=change-password',
    });
    await screen.findByRole('dialog', { name: 'เปลี่ยนรหัสผ่าน' });

    await fill(user, { password: 'old123', newPassword: 'new456', confirm: 'new456' });

    await waitFor(() =>
      expect(screen.getByLabelText('รหัสผ่านเดิม')).toHaveAccessibleDescription('รหัสผ่านเดิมไม่ถูกต้อง'),
    );
    expect(currentSearch()).toBe('?modal=change-password');
  });

  it('falls back to the password-update failure text when the server sends no message', async () => {
    stubApi({
      [`POST ${apiPaths.changePassword}`]: () => ({ status: 502, body: '<html>bad gateway</html>' }),
    });
    const { user } = renderWithApp(<ChangePasswordModal />, { url: '/?modal=change-password' });
    await screen.findByRole('dialog', { name: 'เปลี่ยนรหัสผ่าน' });

    await fill(user, { password: 'old123', newPassword: 'new456', confirm: 'new456' });

    expect(await screen.findByText(th.passwordUpdateFailed)).toBeInTheDocument();
  });
});
