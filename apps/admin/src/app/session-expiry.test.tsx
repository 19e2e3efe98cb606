import { errorCatalogue } from '@chokdee/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../lib/session-store';
import { adminTh } from '../messages/th';
import { uiTh } from '../messages/ui';
import { fail, ok, renderAdmin, sessionHandlers, stubApi } from '../testing/render-admin';

describe('session expiry', () => {
  it('any 401 UNAUTHORIZED from the API ends the session and shows the login page with a Thai notice', async () => {
    const api = stubApi({
      ...sessionHandlers('finance'),
      'GET /api/admin/withdrawals': () => fail('UNAUTHORIZED'),
    });
    const { path } = renderAdmin('/finance/withdrawals', { signedIn: true });
    expect(await screen.findByText(adminTh.sessionExpired)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: adminTh.loginTitle })).toBeInTheDocument();
    expect(path()).toBe('/login');
    expect(useSessionStore.getState().token).toBeNull();
    expect(sessionStorage.getItem('chokdee-admin-session')).not.toContain('test-token');
    expect(api.callsTo('GET', '/api/admin/withdrawals')).toHaveLength(1);
  });

  it('a session whose time is up on load goes to the login page without calling the API', async () => {
    const api = stubApi(sessionHandlers('owner'));
    const { path } = renderAdmin('/', { signedIn: true, expiresInMs: -1000 });
    expect(await screen.findByText(adminTh.sessionExpired)).toBeInTheDocument();
    expect(path()).toBe('/login');
    expect(api.calls.filter((call) => call.headers.get('authorization'))).toHaveLength(0);
  });

  it('ends the session when its time runs out while the page is open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      stubApi(sessionHandlers('owner'));
      renderAdmin('/', { signedIn: true, expiresInMs: 60_000 });
      expect(await screen.findByRole('navigation', { name: adminTh.mainMenu })).toBeInTheDocument();
      await vi.advanceTimersByTimeAsync(61_000);
      expect(await screen.findByText(adminTh.sessionExpired)).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('a 401 that answers the call (a wrong TOTP code) does not end the session', async () => {
    stubApi({
      ...sessionHandlers('owner'),
      'POST /api/admin/me/totp/setup': () =>
        ok({ secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXP' }),
      'POST /api/admin/me/totp/enable': () => fail('STAFF_TOTP_INVALID'),
    });
    const { user, path } = renderAdmin('/account', { signedIn: true });
    await user.click(await screen.findByRole('button', { name: adminTh.totpStart }));
    await user.click(await screen.findByRole('button', { name: uiTh.shownOnceAcknowledge }));
    await user.type(await screen.findByLabelText(adminTh.totpCode), '000000');
    await user.click(screen.getByRole('button', { name: adminTh.totpEnable }));
    expect(await screen.findByText(errorCatalogue.STAFF_TOTP_INVALID.message)).toBeInTheDocument();
    expect(useSessionStore.getState().token).toBe('test-token');
    expect(path()).toBe('/account');
  });

  it('too many wrong TOTP codes: the server ended the session; the reason shows, then the login page', async () => {
    stubApi({
      ...sessionHandlers('owner'),
      'POST /api/admin/me/totp/setup': () =>
        ok({ secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXP' }),
      'POST /api/admin/me/totp/enable': () => fail('STAFF_TOTP_SESSION_ENDED'),
    });
    const { user, path } = renderAdmin('/account', { signedIn: true });
    await user.click(await screen.findByRole('button', { name: adminTh.totpStart }));
    await user.click(await screen.findByRole('button', { name: uiTh.shownOnceAcknowledge }));
    await user.type(await screen.findByLabelText(adminTh.totpCode), '000000');
    await user.click(screen.getByRole('button', { name: adminTh.totpEnable }));
    expect(await screen.findByText(errorCatalogue.STAFF_TOTP_SESSION_ENDED.message)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: adminTh.loginTitle })).toBeInTheDocument();
    expect(useSessionStore.getState().token).toBeNull();
    expect(path()).toBe('/login');
  });
});
