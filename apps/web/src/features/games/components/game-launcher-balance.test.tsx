import { gameHref, realtimeEvents } from '@chokdee/contracts';
import { screen, waitFor } from '@testing-library/react';
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

  it('follows wallet.updated pushes while the game plays', async () => {
    const slot = gameDetailFixture();
    stubFetch({
      ...shellHandlers(),
      [`GET ${gameHref.one(slot.slug)}`]: () => ok(slot),
      [`POST ${gameHref.launch(slot.slug)}`]: () => ok({ url: '/originals/play/lucky-slot?session=s9' }),
    });
    renderApp(`/game/launcher/${slot.slug}`, { asMember: true });
    await screen.findByTitle('เกม สล็อตโชคดี', {}, { timeout: 5000 });
    expect(await screen.findByTestId('wallet-balance')).toHaveTextContent('1,250.50');
    await waitFor(() => expect(sockets.current).not.toBeNull());
    // A spin settled by the provider: the wallet pushes the new balance.
    sockets.current?.serverEmit(realtimeEvents.walletUpdated, {
      balance: '1240.50',
      lockedBalance: '300.00',
    });
    await waitFor(() => expect(screen.getByTestId('wallet-balance')).toHaveTextContent('1,240.50'));
  });
});
