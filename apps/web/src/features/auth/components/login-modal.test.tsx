import { apiPaths, th } from '@chokdee/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store';
import { queryKeys } from '../../../lib/query-keys';
import { errorReply, okReply, renderWithApp, stubApi } from '../../../testing/render-modal';
import { LoginModal } from './login-modal';

const loginAnswer = { accessToken: 'token-1', tokenType: 'Bearer', expiresAt: '2030-01-01T00:00:00.000Z' };

describe('LoginModal', () => {
  beforeEach(() => useAuthStore.getState().clear());

  it('asks for both fields with the spec message and sends nothing', async () => {
    const api = stubApi({});
    const { user } = renderWithApp(<LoginModal />, { url: '/?modal=login' });

    const dialog = await screen.findByRole('dialog', { name: 'เข้าสู่ระบบ' });
    await user.click(within(dialog).getByRole('button', { name: 'เข้าสู่ระบบ' }));

    expect(await within(dialog).findAllByText(th.loginIncomplete)).toHaveLength(2);
    expect(api.calls).toHaveLength(0);
  });

  it('strips non-digits from the phone as it is typed', async () => {
    stubApi({});
    const { user } = renderWithApp(<LoginModal />, { url: '/?modal=login' });

    const phone = await screen.findByLabelText('หมายเลขโทรศัพท์');
    await user.type(phone, '081-234 5678');

    expect(phone).toHaveValue('0812345678');
  });

  it('logs in, keeps the token, refreshes the wallet and closes', async () => {
    const api = stubApi({ [`POST ${apiPaths.login}`]: () => okReply(loginAnswer) });
    const { user, queryClient, currentSearch } = renderWithApp(<LoginModal />, { url: '/?modal=login' });
    queryClient.setQueryData(queryKeys.wallet, { balance: '0.00', lockedBalance: '0.00' });

    await user.type(await screen.findByLabelText('หมายเลขโทรศัพท์'), '0812345678');
    await user.type(screen.getByLabelText('รหัสผ่าน'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));

    expect(await screen.findByText(th.loginSuccess)).toBeInTheDocument();
    expect(api.callsTo('POST', apiPaths.login)[0]?.body).toEqual({
      userName: '0812345678',
      password: 'secret123',
    });
    expect(useAuthStore.getState().accessToken).toBe('token-1');
    expect(queryClient.getQueryState(queryKeys.wallet)?.isInvalidated).toBe(true);
    await waitFor(() => expect(currentSearch()).toBe(''));
  });

  it('shows the server message and stays open when the login is refused', async () => {
    stubApi({ [`POST ${apiPaths.login}`]: () => errorReply('INVALID_CREDENTIALS') });
    const { user, currentSearch } = renderWithApp(<LoginModal />, { url: '/?modal=login' });

    await user.type(await screen.findByLabelText('หมายเลขโทรศัพท์'), '0812345678');
    await user.type(screen.getByLabelText('รหัสผ่าน'), 'wrong123');
    await user.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));

    expect(await screen.findByText('หมายเลขโทรศัพท์หรือรหัสผ่านไม่ถูกต้อง')).toBeInTheDocument();
    expect(useAuthStore.getState().accessToken).toBeNull();
    expect(currentSearch()).toBe('?modal=login');
  });

  it('links to the register modal', async () => {
    stubApi({});
    const { user, currentSearch } = renderWithApp(<LoginModal />, { url: '/?modal=login' });

    await user.click(await screen.findByRole('link', { name: 'สมัครสมาชิก' }));

    expect(currentSearch()).toBe('?modal=register');
  });
});
