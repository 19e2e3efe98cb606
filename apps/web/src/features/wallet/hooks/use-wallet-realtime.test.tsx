import { apiPaths, realtimeEvents } from '@chokdee/contracts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store';
import { queryKeys } from '../../../lib/query-keys';
import { createRealtime } from '../../../lib/socket';
import { createFakeSocket } from '../../../testing/fake-socket';
import { okReply, renderWithApp, stubApi } from '../../../testing/render-modal';
import { useWallet } from '../api/get-balance';
import { useWalletRealtime } from './use-wallet-realtime';

const setup = () => {
  const socket = createFakeSocket();
  const realtime = createRealtime(async () => socket);
  const Probe = () => {
    useWalletRealtime(realtime);
    const { data } = useWallet();
    return <output data-testid="balance">{data ? `${data.balance}/${data.lockedBalance}` : ''}</output>;
  };
  return { socket, Probe };
};

describe('useWalletRealtime', () => {
  afterEach(() => useAuthStore.getState().clear());

  it('wallet.updated replaces the wallet at once, without a refetch', async () => {
    useAuthStore.getState().setAccessToken('token-1');
    const api = stubApi({
      [`GET ${apiPaths.balance}`]: () => okReply({ balance: '0.00', lockedBalance: '0.00' }),
    });
    const { socket, Probe } = setup();
    renderWithApp(<Probe />);
    await waitFor(() => expect(screen.getByTestId('balance')).toHaveTextContent('0.00/0.00'));
    socket.serverEmit(realtimeEvents.walletUpdated, { balance: '500.00', lockedBalance: '0.00' });
    await waitFor(() => expect(screen.getByTestId('balance')).toHaveTextContent('500.00/0.00'));
    expect(api.callsTo('GET', apiPaths.balance)).toHaveLength(1);
    socket.serverEmit(realtimeEvents.walletUpdated, { balance: 'junk' });
    expect(screen.getByTestId('balance')).toHaveTextContent('500.00/0.00');
  });

  it('wallet.updated carries what is owed while it is owed, and a push without it clears it', async () => {
    useAuthStore.getState().setAccessToken('token-1');
    stubApi({
      [`GET ${apiPaths.balance}`]: () =>
        okReply({ balance: '0.00', lockedBalance: '70000.00', receivable: '69023.00' }),
    });
    const socket = createFakeSocket();
    const realtime = createRealtime(async () => socket);
    const Probe = () => {
      useWalletRealtime(realtime);
      const { data } = useWallet();
      return <output data-testid="owed">{data ? (data.receivable ?? 'none') : ''}</output>;
    };
    renderWithApp(<Probe />);
    await waitFor(() => expect(screen.getByTestId('owed')).toHaveTextContent('69023.00'));
    socket.serverEmit(realtimeEvents.walletUpdated, {
      balance: '0.00',
      lockedBalance: '70000.00',
      receivable: '64023.00',
    });
    await waitFor(() => expect(screen.getByTestId('owed')).toHaveTextContent('64023.00'));
    socket.serverEmit(realtimeEvents.walletUpdated, { balance: '10.00', lockedBalance: '0.00' });
    await waitFor(() => expect(screen.getByTestId('owed')).toHaveTextContent('none'));
  });

  it('toasts a credited deposit and a paid or rejected withdrawal, and refreshes fund history', async () => {
    useAuthStore.getState().setAccessToken('token-1');
    stubApi({ [`GET ${apiPaths.balance}`]: () => okReply({ balance: '0.00', lockedBalance: '0.00' }) });
    const { socket, Probe } = setup();
    const { queryClient } = renderWithApp(<Probe />);
    queryClient.setQueryData([...queryKeys.paymentHistory, 'DEPOSIT'], { pages: [], pageParams: [] });
    await waitFor(() => expect(screen.getByTestId('balance')).toHaveTextContent('0.00/0.00'));

    socket.serverEmit(realtimeEvents.depositCredited, { paymentRef: 'D1', amount: '500.00' });
    expect(await screen.findByText('ฝากเงินสำเร็จ ฿500.00')).toBeInTheDocument();
    expect(queryClient.getQueryState([...queryKeys.paymentHistory, 'DEPOSIT'])?.isInvalidated).toBe(true);

    socket.serverEmit(realtimeEvents.withdrawalUpdated, {
      paymentRef: 'W1',
      amount: '300.00',
      status: 'PAID',
    });
    expect(await screen.findByText('ถอนเงินสำเร็จ ฿300.00 โอนเข้าบัญชีของคุณแล้ว')).toBeInTheDocument();
    socket.serverEmit(realtimeEvents.withdrawalUpdated, {
      paymentRef: 'W2',
      amount: '200.00',
      status: 'REJECTED',
    });
    expect(
      await screen.findByText('รายการถอน ฿200.00 ไม่ได้รับการอนุมัติ ยอดเงินคืนเข้ากระเป๋าแล้ว'),
    ).toBeInTheDocument();
    socket.serverEmit(realtimeEvents.withdrawalUpdated, {
      paymentRef: 'W3',
      amount: '100.00',
      status: 'APPROVED',
    });
    expect(screen.queryByText(/฿100\.00/)).toBeNull();
  });
});
