import { lotteryPaths, realtimeEvents } from '@chokdee/contracts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store';
import { createRealtime } from '../../../lib/socket';
import { createFakeSocket } from '../../../testing/fake-socket';
import { okReply, renderWithApp, stubApi } from '../../../testing/render-modal';
import { useOrderHistory } from '../api/get-order-history';
import { lotteryKeys } from '../api/query-keys';
import { useLotteryRealtime } from './use-lottery-realtime';

const pendingItem = (billNo: string) => ({
  billNo,
  name: 'หวยฮานอยพิเศษ',
  roundCode: 'HANOI_SP20261124',
  roundName: 'ฮานอยพิเศษ 24/11/69',
  totalOrderAmount: '90.00',
  totalWinAmount: '0.00',
  createdDate: '2026-11-23T12:00:00.000Z',
  status: 0,
});

const setup = () => {
  const socket = createFakeSocket();
  const realtime = createRealtime(async () => socket);
  /** The listener, plus the pending tab of order history as the modal would hold it. */
  const Probe = () => {
    useLotteryRealtime(realtime);
    const pending = useOrderHistory(0);
    const items = pending.data?.pages.flatMap((page) => page.items) ?? [];
    return <output data-testid="pending">{pending.data ? items.map((i) => i.billNo).join(',') : ''}</output>;
  };
  return { socket, realtime, Probe };
};

describe('useLotteryRealtime', () => {
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
    useAuthStore.getState().clear();
  });

  it('bill.settled toasts the win and re-reads order history and the bill', async () => {
    useAuthStore.getState().setAccessToken('token-1');
    let pending = [pendingItem('B1'), pendingItem('B2')];
    const api = stubApi({
      [`GET ${lotteryPaths.orderHistory}`]: () => okReply({ data: pending, total: pending.length }),
    });
    const { socket, realtime, Probe } = setup();
    const { queryClient } = renderWithApp(<Probe />);
    stop = realtime.start();
    queryClient.setQueryData(lotteryKeys.bill('B1'), { billNo: 'B1' });
    queryClient.setQueryData(lotteryKeys.bill('B2'), { billNo: 'B2' });
    await waitFor(() => expect(screen.getByTestId('pending')).toHaveTextContent('B1,B2'));
    await waitFor(() => expect(realtime.isOpen()).toBe(true));

    pending = [pendingItem('B2')];
    socket.serverEmit(realtimeEvents.billSettled, {
      billNo: 'B1',
      roundCode: 'HANOI_SP20261124',
      totalWinAmount: '9800.00',
    });
    expect(await screen.findByText('โพย B1 ถูกรางวัล 9,800.00 บาท')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('pending')).toHaveTextContent(/^B2$/));
    expect(api.callsTo('GET', lotteryPaths.orderHistory)).toHaveLength(2);
    expect(queryClient.getQueryState(lotteryKeys.bill('B1'))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(lotteryKeys.bill('B2'))?.isInvalidated).toBe(false);
  });

  it('a losing bill toasts that it is resulted; a payload that does not parse is ignored', async () => {
    useAuthStore.getState().setAccessToken('token-1');
    const api = stubApi({
      [`GET ${lotteryPaths.orderHistory}`]: () => okReply({ data: [pendingItem('B3')], total: 1 }),
    });
    const { socket, realtime, Probe } = setup();
    renderWithApp(<Probe />);
    stop = realtime.start();
    await waitFor(() => expect(screen.getByTestId('pending')).toHaveTextContent('B3'));
    await waitFor(() => expect(realtime.isOpen()).toBe(true));

    socket.serverEmit(realtimeEvents.billSettled, { billNo: 'B9', roundCode: 'X', totalWinAmount: '9.999' });
    socket.serverEmit(realtimeEvents.billSettled, { billNo: 'B9' });
    socket.serverEmit(realtimeEvents.billSettled, 'junk');
    socket.serverEmit(realtimeEvents.billSettled, {
      billNo: 'B3',
      roundCode: 'HANOI_SP20261124',
      totalWinAmount: '0.00',
    });
    expect(await screen.findByText('โพย B3 ออกผลแล้ว')).toBeInTheDocument();
    expect(screen.queryByText(/ถูกรางวัล/)).toBeNull();
    expect(screen.queryByText(/B9/)).toBeNull();
    // Only the parsed push re-read the list.
    await waitFor(() => expect(api.callsTo('GET', lotteryPaths.orderHistory)).toHaveLength(2));
  });

  it('re-reads order history on every (re)connect, since a push may have been missed', async () => {
    useAuthStore.getState().setAccessToken('token-1');
    const api = stubApi({
      [`GET ${lotteryPaths.orderHistory}`]: () => okReply({ data: [], total: 0 }),
    });
    const { socket, realtime, Probe } = setup();
    renderWithApp(<Probe />);
    stop = realtime.start();
    await waitFor(() => expect(api.callsTo('GET', lotteryPaths.orderHistory)).toHaveLength(1));
    await waitFor(() => expect(realtime.isOpen()).toBe(true));
    socket.serverEmit('connect');
    await waitFor(() => expect(api.callsTo('GET', lotteryPaths.orderHistory)).toHaveLength(2));
  });
});
