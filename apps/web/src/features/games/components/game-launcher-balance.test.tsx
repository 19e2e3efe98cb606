import { gameBalanceShown, gameHref, realtimeEvents } from '@chokdee/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store';
import type { FakeSocket } from '../../../testing/fake-socket';
import { ok, renderApp, shellHandlers, stubFetch } from '../../../testing/render-app';
import { gameDetailFixture } from '../testing-fixtures';

// The page's one realtime connection, over a socket without a network: the server's pushes are
// delivered by the test (the app reads `realtime` from this module).
const sockets = vi.hoisted(() => ({ current: null as FakeSocket | null }));
vi.mock('../../../lib/socket', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../lib/socket')>();
  const { createFakeSocket } = await import('../../../testing/fake-socket');
  return {
    ...actual,
    realtime: actual.createRealtime(async () => {
      sockets.current = createFakeSocket();
      return sockets.current;
    }),
  };
});

describe('the launcher’s balance', () => {
  afterEach(() => useAuthStore.getState().clear());

  const openSlot = async () => {
    const slot = gameDetailFixture();
    stubFetch({
      ...shellHandlers(),
      [`GET ${gameHref.one(slot.slug)}`]: () => ok(slot),
      [`POST ${gameHref.launch(slot.slug)}`]: () => ok({ url: '/originals/play/lucky-slot?session=s9' }),
    });
    const { router } = renderApp(`/game/launcher/${slot.slug}`, { asMember: true });
    const frame = (await screen.findByTitle('เกม สล็อตโชคดี', {}, { timeout: 5000 })) as HTMLIFrameElement;
    expect(await screen.findByTestId('wallet-balance')).toHaveTextContent('1,250.50');
    await waitFor(() => expect(sockets.current).not.toBeNull());
    return { frame, router };
  };
  /** A spin settled by the provider: the wallet pushes the new balance. */
  const pushWallet = (balance: string) =>
    act(() =>
      sockets.current?.serverEmit(realtimeEvents.walletUpdated, { balance, lockedBalance: '300.00' }),
    );
  const post = (data: unknown, init: { origin?: string; source?: MessageEventSource | null }) =>
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data,
          origin: init.origin ?? window.location.origin,
          source: init.source ?? null,
        }),
      );
    });

  it('holds the wallet’s push while the game plays, and shows the balance once the game does', async () => {
    const { frame } = await openSlot();
    pushWallet('1240.50');
    // Given time to render, the header still shows the balance before the spin.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByTestId('wallet-balance')).toHaveTextContent('1,250.50');
    post(gameBalanceShown(1240.5), { source: frame.contentWindow });
    await waitFor(() => expect(screen.getByTestId('wallet-balance')).toHaveTextContent('1,240.50'));
  });

  it('hears only its own game frame, from the game’s origin', async () => {
    const { frame } = await openSlot();
    pushWallet('1240.50');
    post(gameBalanceShown(1240.5), { source: window });
    post(gameBalanceShown(1240.5), { source: frame.contentWindow, origin: 'https://evil.example' });
    post({ type: 'something-else', balance: '1240.50' }, { source: frame.contentWindow });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByTestId('wallet-balance')).toHaveTextContent('1,250.50');
  });

  it('the deposit modal opened over the game shows the wallet itself while the header holds', async () => {
    const { router } = await openSlot();
    pushWallet('1240.50');
    await act(() => router.navigate(`${router.state.location.pathname}?modal=deposit`));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByTestId('modal-balance')).toHaveTextContent('1,240.50'));
    expect(screen.getByTestId('wallet-balance')).toHaveTextContent('1,250.50');
  });
});
