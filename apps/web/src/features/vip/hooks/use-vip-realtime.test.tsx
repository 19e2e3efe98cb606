import { realtimeEvents, vipPaths } from '@chokdee/contracts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store';
import { createRealtime } from '../../../lib/socket';
import { createFakeSocket } from '../../../testing/fake-socket';
import { okReply, renderWithApp, stubApi } from '../../../testing/render-modal';
import { useVip } from '../api/get-vip';
import { vipFixture } from '../testing-fixtures';
import { useVipRealtime } from './use-vip-realtime';

describe('useVipRealtime', () => {
  afterEach(() => useAuthStore.getState().clear());

  it('vip.upgraded shows a toast (with the bonus waiting) and refetches the level', async () => {
    useAuthStore.getState().setAccessToken('token-1');
    let view = vipFixture();
    const api = stubApi({ [`GET ${vipPaths.me}`]: () => okReply(view) });
    const socket = createFakeSocket();
    const realtime = createRealtime(async () => socket);
    const Probe = () => {
      useVipRealtime(realtime);
      const { data } = useVip();
      return <output data-testid="level">{data?.name ?? ''}</output>;
    };
    renderWithApp(<Probe />);
    const stop = realtime.start();
    await waitFor(() => expect(screen.getByTestId('level')).toHaveTextContent('บรอนซ์'));
    await waitFor(() => expect(realtime.isOpen()).toBe(true));

    view = vipFixture({ level: 3, name: 'ซิลเวอร์' });
    socket.serverEmit(realtimeEvents.vipUpgraded, {
      fromLevel: 2,
      level: 3,
      name: 'ซิลเวอร์',
      upgradeBonus: '200.00',
    });
    expect(
      await screen.findByText('ยินดีด้วย! คุณเลื่อนเป็นระดับ ซิลเวอร์ รับโบนัสเลื่อนระดับ 200.00 บาทได้ที่หน้า VIP'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('level')).toHaveTextContent('ซิลเวอร์'));
    expect(api.callsTo('GET', vipPaths.me).length).toBeGreaterThanOrEqual(2);

    socket.serverEmit(realtimeEvents.vipUpgraded, {
      fromLevel: 1,
      level: 3,
      name: 'ซิลเวอร์',
      upgradeBonus: '0.00',
    });
    expect(await screen.findByText('ยินดีด้วย! คุณเลื่อนเป็นระดับ ซิลเวอร์')).toBeInTheDocument();
    stop();
  });
});
