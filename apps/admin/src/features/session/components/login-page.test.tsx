import { errorCatalogue, staffTh } from '@chokdee/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../lib/session-store';
import { adminTh } from '../../../messages/th';
import { fail, ok, renderAdmin, sessionHandlers, stubApi } from '../../../testing/render-admin';

const loginOk = ok({ accessToken: 'tok-owner', expiresAt: '2099-01-01T00:00:00.000Z', role: 'owner' });

describe('login', () => {
  it('asks for the TOTP code when the server answers STAFF_TOTP_REQUIRED, then logs in with it', async () => {
    const api = stubApi({
      ...sessionHandlers('owner', { totpEnabled: true }),
      'POST /api/admin/login': ({ body }) => {
        const { totpCode } = body as { totpCode?: string };
        if (!totpCode) return fail('STAFF_TOTP_REQUIRED');
        return totpCode === '123456' ? loginOk : fail('STAFF_TOTP_INVALID');
      },
    });
    const { user, path } = renderAdmin('/login');

    await user.type(screen.getByLabelText(adminTh.username), '  owner ');
    await user.type(screen.getByLabelText(adminTh.password), 'secret-password');
    await user.click(screen.getByRole('button', { name: adminTh.login }));

    const code = await screen.findByLabelText(adminTh.totpCode);
    expect(screen.getByText(adminTh.totpStepHint)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.type(code, '999999');
    await user.click(screen.getByRole('button', { name: adminTh.confirmCode }));
    expect(await screen.findByText(errorCatalogue.STAFF_TOTP_INVALID.message)).toBeInTheDocument();
    expect(useSessionStore.getState().token).toBeNull();

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: adminTh.confirmCode }));

    expect(await screen.findByRole('heading', { level: 1, name: adminTh.pageHome })).toBeInTheDocument();
    expect(path()).toBe('/');
    const logins = api.callsTo('POST', '/api/admin/login').map((c) => c.body);
    expect(logins).toEqual([
      { username: 'owner', password: 'secret-password' },
      { username: 'owner', password: 'secret-password', totpCode: '999999' },
      { username: 'owner', password: 'secret-password', totpCode: '123456' },
    ]);
    // Kept for this tab only.
    expect(useSessionStore.getState().token).toBe('tok-owner');
    expect(sessionStorage.getItem('chokdee-admin-session')).toContain('tok-owner');
    expect(localStorage.length).toBe(0);
    expect(api.callsTo('GET', '/api/admin/me')[0]?.headers.get('authorization')).toBe('Bearer tok-owner');
  });

  it('logs in without a code when TOTP is off, and shows a wrong password in Thai under the form', async () => {
    let attempts = 0;
    stubApi({
      ...sessionHandlers('finance'),
      'POST /api/admin/login': () => {
        attempts += 1;
        return attempts === 1 ? fail('STAFF_INVALID_CREDENTIALS') : loginOk;
      },
    });
    const { user } = renderAdmin('/login');
    await user.type(screen.getByLabelText(adminTh.username), 'finance1');
    await user.type(screen.getByLabelText(adminTh.password), 'wrong');
    await user.click(screen.getByRole('button', { name: adminTh.login }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      errorCatalogue.STAFF_INVALID_CREDENTIALS.message,
    );

    await user.click(screen.getByRole('button', { name: adminTh.login }));
    expect(await screen.findByRole('navigation', { name: adminTh.mainMenu })).toBeInTheDocument();
  });

  it('checks the fields with the contracts schema before calling', async () => {
    const api = stubApi({});
    const { user } = renderAdmin('/login');
    await user.click(screen.getByRole('button', { name: adminTh.login }));
    expect(await screen.findByText(staffTh.usernameRequired)).toBeInTheDocument();
    expect(screen.getByText(staffTh.staffPasswordRequired)).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('goes back to the page that asked for a login', async () => {
    stubApi({
      ...sessionHandlers('finance'),
      'POST /api/admin/login': () => loginOk,
      'GET /api/admin/withdrawals': () => ok({ data: [], total: 0, pageNo: 1, pageSize: 25 }),
    });
    const { user, path } = renderAdmin('/finance/withdrawals');
    await user.type(await screen.findByLabelText(adminTh.username), 'finance1');
    await user.type(screen.getByLabelText(adminTh.password), 'pw');
    await user.click(screen.getByRole('button', { name: adminTh.login }));
    expect(await screen.findByRole('heading', { name: adminTh.pageWithdrawals })).toBeInTheDocument();
    expect(path()).toBe('/finance/withdrawals');
  });
});
