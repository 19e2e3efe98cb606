import { promotionPaths, realtimeEvents } from '@chokdee/contracts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store';
import { createRealtime } from '../../../lib/socket';
import { createFakeSocket } from '../../../testing/fake-socket';
import { okReply, renderWithApp, stubApi } from '../../../testing/render-modal';
import { useMyPromotions } from '../api/get-my-promotions';
import { activeFixture } from '../testing-fixtures';
import { usePromotionRealtime } from './use-promotion-realtime';

const CONVERTED_TOAST = 'ทำเทิร์นโอเวอร์ครบแล้ว โบนัสเปลี่ยนเป็นเงินสด';

/** A member's `promotions/me` the test changes between pushes, a fake socket, and a probe of the turnover. */
const setup = async () => {
  useAuthStore.getState().setAccessToken('token-1');
  const me: { active: object | null; history: object[] } = {
    active: activeFixture({ currentTurnover: '1375.00' }),
    history: [],
  };
  const api = stubApi({ [`GET ${promotionPaths.me}`]: () => okReply({ selected: null, ...me }) });
  const socket = createFakeSocket();
  const realtime = createRealtime(async () => socket);
  const Probe = () => {
    usePromotionRealtime(realtime);
    const { data } = useMyPromotions();
    return <output data-testid="turnover">{data ? (data.active?.currentTurnover ?? 'none') : ''}</output>;
  };
  renderWithApp(<Probe />);
  const stop = realtime.start();
  await waitFor(() => expect(screen.getByTestId('turnover')).toHaveTextContent('1375.00'));
  await waitFor(() => expect(realtime.isOpen()).toBe(true));
  const closedBy = (kind: 'CONVERTED' | 'FORFEITED') => {
    me.active = null;
    me.history = [
      { kind, promotionName: 'x', amount: '140.00', note: null, createdAt: '2026-11-24T03:00:00.000Z' },
    ];
  };
  return { api, socket, me, closedBy, stop };
};

describe('usePromotionRealtime', () => {
  afterEach(() => useAuthStore.getState().clear());

  it('promotion.updated refetches the progress; a conversion says the bonus became cash', async () => {
    const { api, socket, me, closedBy, stop } = await setup();
    me.active = activeFixture({ currentTurnover: '2750.00' });
    socket.serverEmit(realtimeEvents.promotionUpdated, {});
    await waitFor(() => expect(screen.getByTestId('turnover')).toHaveTextContent('2750.00'));
    expect(screen.queryByText(CONVERTED_TOAST)).toBeNull();

    closedBy('CONVERTED');
    socket.serverEmit(realtimeEvents.promotionUpdated, {});
    await waitFor(() => expect(screen.getByTestId('turnover')).toHaveTextContent('none'));
    expect(await screen.findByText(CONVERTED_TOAST)).toBeInTheDocument();
    expect(api.callsTo('GET', promotionPaths.me).length).toBeGreaterThanOrEqual(3);
    stop();
  });

  it('a forfeit (gone, newest line FORFEITED) refreshes without saying the bonus became cash', async () => {
    const { socket, closedBy, stop } = await setup();
    closedBy('FORFEITED');
    socket.serverEmit(realtimeEvents.promotionUpdated, {});
    await waitFor(() => expect(screen.getByTestId('turnover')).toHaveTextContent('none'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(CONVERTED_TOAST)).toBeNull();
    stop();
  });
});
