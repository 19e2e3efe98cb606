import { apiPaths, paymentPaths, realtimeEvents } from '@chokdee/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store';
import { queryKeys } from '../../../lib/query-keys';
import { createRealtime } from '../../../lib/socket';
import { createFakeSocket } from '../../../testing/fake-socket';
import { okReply, renderWithApp, stubApi } from '../../../testing/render-modal';
import { useWallet } from '../api/get-balance';
import { FundHistoryModal } from '../components/fund-history-modal';
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

  it('the open withdraw history shows each state of a withdrawal as it is pushed, and toasts it paid', async () => {
    useAuthStore.getState().setAccessToken('token-1');
    // The server's truth, as the REST read answers it after each commit (push is a hint).
    let status = 'PENDING';
    const api = stubApi({
      [`GET ${apiPaths.balance}`]: () => okReply({ balance: '200.00', lockedBalance: '300.00' }),
      [`GET ${paymentPaths.paymentHistory}`]: (call) =>
        okReply({
          data:
            new URLSearchParams(call.search).get('type') === 'WITHDRAW'
              ? [
                  {
                    paymentRef: 'W300',
                    transferTime: '2026-11-24T12:00:00.000Z',
                    amount: '300.00',
                    balanceBefore: '500.00',
                    balanceAfter: '200.00',
                    status,
                  },
                ]
              : [],
          total: 1,
          pageNo: 1,
          pageSize: 25,
        }),
    });
    const { socket, Probe } = setup();
    const { user } = renderWithApp(
      <>
        <Probe />
        <FundHistoryModal />
      </>,
      { url: '/?modal=fund-history' },
    );
    const dialog = await screen.findByRole('dialog', { name: 'ประวัติฝาก-ถอน' });
    await user.click(within(dialog).getByRole('tab', { name: 'ประวัติถอน' }));
    const row = await within(dialog).findByTestId('payment-history-item');
    await waitFor(() => expect(row).toHaveTextContent('รอตรวจสอบ'));
    const reads = () => api.callsTo('GET', paymentPaths.paymentHistory).length;

    const push = async (next: string, label: string) => {
      const before = reads();
      status = next;
      socket.serverEmit(realtimeEvents.withdrawalUpdated, {
        paymentRef: 'W300',
        amount: '300.00',
        status: next,
      });
      await waitFor(() =>
        expect(within(dialog).getByTestId('payment-history-item')).toHaveTextContent(label),
      );
      // …and the list is re-read (push is a hint) without a reload.
      await waitFor(() => expect(reads()).toBeGreaterThan(before));
    };
    await push('APPROVED', 'อนุมัติแล้ว');
    await push('SENDING', 'กำลังโอน');
    expect(within(dialog).getByText('กำลังโอนเข้าบัญชีธนาคารของคุณ')).toBeInTheDocument();
    // A failed transfer is not alarming: the money is still held and staff take over; no toast.
    await push('FAILED', 'รอเจ้าหน้าที่ตรวจสอบ');
    expect(
      within(dialog).getByText('การโอนยังไม่สำเร็จ เจ้าหน้าที่กำลังดำเนินการให้ ยอดเงินยังถูกพักไว้ครบถ้วน'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/฿300\.00 โอน/)).toBeNull();
    await push('ON_HOLD', 'ระงับชั่วคราว');
    await push('SENDING', 'กำลังโอน');
    await push('PAID', 'สำเร็จ');
    expect(within(dialog).queryByText('กำลังโอนเข้าบัญชีธนาคารของคุณ')).toBeNull();
    expect(await screen.findByText('ถอนเงินสำเร็จ ฿300.00 โอนเข้าบัญชีของคุณแล้ว')).toBeInTheDocument();

    // The same PAID pushed again (a retry, a reconciliation) toasts once.
    const before = reads();
    socket.serverEmit(realtimeEvents.withdrawalUpdated, {
      paymentRef: 'W300',
      amount: '300.00',
      status: 'PAID',
    });
    await waitFor(() => expect(reads()).toBeGreaterThan(before));
    expect(screen.getAllByText('ถอนเงินสำเร็จ ฿300.00 โอนเข้าบัญชีของคุณแล้ว')).toHaveLength(1);

    // A reconnect (pushes may have been missed meanwhile) re-reads the open history.
    const beforeReconnect = reads();
    socket.serverEmit('connect');
    await waitFor(() => expect(reads()).toBeGreaterThan(beforeReconnect));
  });
});
