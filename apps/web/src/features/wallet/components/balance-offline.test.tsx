import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store';
import { renderApp, shellHandlers, stubFetch } from '../../../testing/render-app';
import { LAST_WALLET_KEY } from '../hooks/use-shown-wallet';

/** A member token as the server issues them: the member id in `sub` (read, never verified, here). */
const tokenOf = (memberId: string) => `h.${btoa(JSON.stringify({ sub: memberId }))}.s`;

const goOffline = () =>
  act(() => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
  });

describe('the balance offline', () => {
  afterEach(() => useAuthStore.getState().clear());

  it('keeps the last balance read, greyed with a note, in the header and the deposit modal', async () => {
    stubFetch({
      ...shellHandlers(),
      'GET /api/v2/user/balance': () => ({
        body: { status: { code: 0, message: '' }, data: { balance: '285.00', lockedBalance: '15.00' } },
      }),
    });
    const { router } = renderApp('/', { asMember: true });
    act(() => useAuthStore.getState().setAccessToken(tokenOf('m1')));
    await waitFor(() => expect(screen.getByTestId('wallet-balance')).toHaveTextContent('฿285.00'));
    expect(screen.queryByTestId('wallet-balance-stale')).toBeNull();

    goOffline();
    expect(await screen.findByTestId('wallet-balance-stale')).toHaveTextContent('ยอดล่าสุด · ออฟไลน์');
    expect(screen.getByTestId('wallet-balance')).toHaveTextContent('฿285.00');
    expect(screen.getByTestId('wallet-balance')).toHaveClass('text-white/50');

    // The deposit modal, opened while offline (the shell's modals follow `?modal=`).
    await act(() => router.navigate('/?modal=deposit'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('modal-balance')).toHaveTextContent('฿285.00');
    expect(within(dialog).getByTestId('modal-locked-balance')).toHaveTextContent('฿15.00');
    expect(within(dialog).getByTestId('modal-balance-stale')).toHaveTextContent('ยอดล่าสุด');
  });

  it('after a reload offline: the balance this device kept for this member, never ฿0.00', async () => {
    localStorage.setItem(
      LAST_WALLET_KEY,
      JSON.stringify({ memberId: 'm1', wallet: { balance: '285.00', lockedBalance: '0.00' } }),
    );
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    stubFetch(shellHandlers());
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderApp('/', { asMember: true });
    act(() => useAuthStore.getState().setAccessToken(tokenOf('m1')));
    await waitFor(() => expect(screen.getByTestId('wallet-balance')).toHaveTextContent('฿285.00'));
    expect(screen.getByTestId('wallet-balance-stale')).toHaveTextContent('ยอดล่าสุด');
  });

  it('shows no amount rather than another member’s or a made-up one', async () => {
    localStorage.setItem(
      LAST_WALLET_KEY,
      JSON.stringify({ memberId: 'someone-else', wallet: { balance: '9999.00', lockedBalance: '0.00' } }),
    );
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderApp('/', { asMember: true });
    act(() => useAuthStore.getState().setAccessToken(tokenOf('m1')));
    expect(await screen.findByTestId('wallet-balance-stale')).toBeInTheDocument();
    expect(screen.getByTestId('wallet-balance')).toHaveTextContent('—');
    expect(screen.getByTestId('wallet-balance')).not.toHaveTextContent('0.00');
    expect(screen.getByTestId('wallet-balance')).not.toHaveTextContent('9,999');
  });
});
