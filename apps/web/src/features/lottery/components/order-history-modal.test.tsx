import { lotteryHref, lotteryPaths } from '@chokdee/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store';
import { okReply, renderWithApp, stubApi } from '../../../testing/render-modal';
import { OrderHistoryModal } from './order-history-modal';

const item = (billNo: string, status: 0 | 1 | 2, createdDate: string) => ({
  billNo,
  name: 'หวยลาวพัฒนา',
  roundCode: 'LAO20261123',
  roundName: 'หวยลาวพัฒนา 23/11/69',
  totalOrderAmount: '20.00',
  totalWinAmount: status === 1 ? '900.00' : '0.00',
  createdDate,
  status,
});

const billOf = (billNo: string, status: 0 | 1 | 2, createdDate: string) => ({
  billNo,
  roundCode: 'LAO20261123',
  roundName: 'หวยลาวพัฒนา 23/11/69',
  name: 'หวยลาวพัฒนา',
  status,
  createdDate,
  totalOrderAmount: '20.00',
  totalWinAmount: status === 1 ? '900.00' : null,
  lines: [
    {
      betType: 'TWO_TOP',
      betName: '2 ตัวบน',
      number: '12',
      amount: '10.00',
      rewardPrice: '90',
      payOutTotal: '900.00',
      winAmount: status === 1 ? '900.00' : null,
    },
    {
      betType: 'TWO_TOP',
      betName: '2 ตัวบน',
      number: '21',
      amount: '10.00',
      rewardPrice: '90',
      payOutTotal: '900.00',
      winAmount: status === 1 ? '0.00' : null,
    },
  ],
});

beforeEach(() => useAuthStore.getState().setAccessToken('token-1'));

describe('OrderHistoryModal', () => {
  it('lists pending bills with their real badge, opens the detail and cancels within the window', async () => {
    const recent = new Date(Date.now() - 5 * 60_000).toISOString();
    let cancelled = false;
    const api = stubApi({
      [`GET ${lotteryPaths.orderHistory}`]: (call) =>
        okReply({
          data:
            new URLSearchParams(call.search).get('status') === '0' && !cancelled
              ? [item('B1', 0, recent)]
              : [],
          total: 1,
        }),
      [`GET ${lotteryHref.bill('B1')}`]: () => okReply(billOf('B1', cancelled ? 2 : 0, recent)),
      [`POST ${lotteryHref.cancelBill('B1')}`]: () => {
        cancelled = true;
        return okReply({ billNo: 'B1', status: 2, refund: '20.00' });
      },
    });
    const { user } = renderWithApp(<OrderHistoryModal />, { url: '/lotto?modal=order-history' });
    const dialog = await screen.findByRole('dialog', { name: 'โพยหวย' });
    const card = await within(dialog).findByTestId('order-card');
    expect(card).toHaveTextContent('B1');
    expect(card).toHaveTextContent('รอผล');
    expect(card).toHaveTextContent('฿20.00');
    expect(card).not.toHaveTextContent('฿0.00');
    expect(api.callsTo('GET', lotteryPaths.orderHistory)[0]?.search).toBe('?status=0&pageNo=1&pageSize=20');

    await user.click(within(card).getByRole('button', { name: 'ดูโพย' }));
    await waitFor(() => expect(within(card).getAllByRole('row')).toHaveLength(3));
    // One tap only asks: nothing is cancelled until the member confirms.
    await user.click(within(card).getByRole('button', { name: 'ยกเลิกโพย' }));
    const ask = await screen.findByRole('alertdialog', { name: 'ยกเลิกโพยนี้?' });
    expect(ask).toHaveTextContent('B1');
    expect(ask).toHaveTextContent('฿20.00');
    await user.click(within(ask).getByRole('button', { name: 'ไม่ยกเลิก' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.callsTo('POST', lotteryHref.cancelBill('B1'))).toHaveLength(0);

    await user.click(within(card).getByRole('button', { name: 'ยกเลิกโพย' }));
    const again = await screen.findByRole('alertdialog', { name: 'ยกเลิกโพยนี้?' });
    await user.click(within(again).getByRole('button', { name: 'ยืนยันยกเลิกโพย' }));
    expect(await screen.findByText('ยกเลิกโพยแล้ว คืนเงิน ฿20.00')).toBeInTheDocument();
    expect(api.callsTo('POST', lotteryHref.cancelBill('B1'))).toHaveLength(1);
    expect(api.callsTo('POST', lotteryHref.cancelBill('B1'))[0]?.headers['idempotency-key']).toBeTruthy();
  });

  it('keeps cancelled bills visible in their own tab with the ยกเลิก badge', async () => {
    const recent = new Date(Date.now() - 5 * 60_000).toISOString();
    const api = stubApi({
      [`GET ${lotteryPaths.orderHistory}`]: (call) =>
        okReply({
          data: new URLSearchParams(call.search).get('status') === '2' ? [item('B3', 2, recent)] : [],
          total: 1,
        }),
      [`GET ${lotteryHref.bill('B3')}`]: () => okReply(billOf('B3', 2, recent)),
    });
    const { user } = renderWithApp(<OrderHistoryModal />, { url: '/lotto?modal=order-history' });
    const dialog = await screen.findByRole('dialog', { name: 'โพยหวย' });
    await user.click(within(dialog).getByRole('tab', { name: 'ยกเลิกแล้ว' }));
    const card = await within(dialog).findByTestId('order-card');
    expect(card).toHaveTextContent('B3');
    expect(card).toHaveTextContent('ยกเลิก');
    expect(api.callsTo('GET', lotteryPaths.orderHistory).some((c) => c.search.startsWith('?status=2'))).toBe(
      true,
    );
    await user.click(within(card).getByRole('button', { name: 'ดูโพย' }));
    await waitFor(() => expect(within(card).getAllByRole('row')).toHaveLength(3));
    expect(within(card).queryByRole('button', { name: 'ยกเลิกโพย' })).toBeNull();
    // Every line of a cancelled bill was refunded: each says so with its stake.
    const [, ...lines] = within(card).getAllByRole('row');
    for (const row of lines) {
      expect(row).toHaveAttribute('data-outcome', 'refunded');
      expect(row).toHaveTextContent('คืนเงิน ฿10.00');
    }
  });

  it('shows settled bills with wins per line and no cancel button', async () => {
    const old = '2026-11-20T10:00:00.000Z';
    stubApi({
      [`GET ${lotteryPaths.orderHistory}`]: (call) =>
        okReply({
          data: new URLSearchParams(call.search).get('status') === '1' ? [item('B2', 1, old)] : [],
          total: 1,
        }),
      [`GET ${lotteryHref.bill('B2')}`]: () => okReply(billOf('B2', 1, old)),
    });
    const { user } = renderWithApp(<OrderHistoryModal />, { url: '/lotto?modal=order-history' });
    const dialog = await screen.findByRole('dialog', { name: 'โพยหวย' });
    await user.click(within(dialog).getByRole('tab', { name: 'ออกผลแล้ว' }));
    const card = await within(dialog).findByTestId('order-card');
    expect(card).toHaveTextContent('ออกผลแล้ว');
    expect(card).toHaveTextContent('฿900.00');
    await user.click(within(card).getByRole('button', { name: 'ดูโพย' }));
    await waitFor(() => expect(within(card).getByText('ไม่ถูก')).toBeInTheDocument());
    expect(within(card).queryByRole('button', { name: 'ยกเลิกโพย' })).toBeNull();
    // The winning line stands out (its own colour, "ถูกรางวัล" and the win); the losing one is plain.
    const rowOf = (number: string) =>
      within(card)
        .getAllByRole('row')
        .find((row) => within(row).queryByRole('cell', { name: number })) as HTMLElement;
    expect(rowOf('12')).toHaveAttribute('data-outcome', 'won');
    expect(rowOf('12')).toHaveTextContent('ถูกรางวัล ฿900.00');
    expect(rowOf('12').className).toMatch(/bg-emerald/);
    expect(rowOf('21')).toHaveAttribute('data-outcome', 'lost');
    expect(rowOf('21')).not.toHaveTextContent('ถูกรางวัล');
    expect(rowOf('21').className).not.toMatch(/bg-/);
  });
});
