import { paymentPaths } from '@chokdee/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store';
import { errorReply, okReply, renderWithApp, stubApi } from '../../../testing/render-modal';
import { FundHistoryModal } from './fund-history-modal';

const item = (n: number, status = 'CREDITED') => ({
  paymentRef: `D${String(n).padStart(4, '0')}`,
  transferTime: '2025-11-23T09:05:00.000Z',
  amount: '500.00',
  balanceBefore: '0.00',
  balanceAfter: '500.00',
  status,
});

describe('FundHistoryModal', () => {
  beforeEach(() => useAuthStore.getState().setAccessToken('token-1'));

  it('shows deposit history with Thai date, amounts and status, and pages with "load more"', async () => {
    const api = stubApi({
      [`GET ${paymentPaths.paymentHistory}`]: (call) => {
        const query = new URLSearchParams(call.search);
        const pageNo = Number(query.get('pageNo'));
        const data = pageNo === 1 ? Array.from({ length: 25 }, (_, i) => item(i + 1)) : [item(26)];
        return okReply({ data, total: 26, pageNo, pageSize: 25 });
      },
    });
    const { user } = renderWithApp(<FundHistoryModal />, { url: '/?modal=fund-history' });
    const dialog = await screen.findByRole('dialog', { name: 'ประวัติฝาก-ถอน' });
    await waitFor(() => expect(within(dialog).getAllByTestId('payment-history-item')).toHaveLength(25));
    const first = within(dialog).getAllByTestId('payment-history-item')[0] as HTMLElement;
    expect(first).toHaveTextContent('D0001');
    expect(first).toHaveTextContent('23 พ.ย. 2568 16:05');
    expect(first).toHaveTextContent('฿500.00');
    expect(first).toHaveTextContent('฿0.00');
    expect(first).toHaveTextContent('สำเร็จ');
    expect(api.callsTo('GET', paymentPaths.paymentHistory)[0]?.search).toBe(
      '?type=DEPOSIT&pageSize=25&pageNo=1',
    );

    await user.click(within(dialog).getByRole('button', { name: 'โหลดเพิ่มเติม' }));
    await waitFor(() => expect(within(dialog).getAllByTestId('payment-history-item')).toHaveLength(26));
    expect(within(dialog).queryByRole('button', { name: 'โหลดเพิ่มเติม' })).toBeNull();
  });

  it('switches to withdraw history with its status badges', async () => {
    const api = stubApi({
      [`GET ${paymentPaths.paymentHistory}`]: (call) =>
        okReply({
          data:
            new URLSearchParams(call.search).get('type') === 'WITHDRAW'
              ? [item(7, 'PENDING'), item(8, 'REJECTED')]
              : [],
          total: 2,
          pageNo: 1,
          pageSize: 25,
        }),
    });
    const { user } = renderWithApp(<FundHistoryModal />, { url: '/?modal=fund-history' });
    expect(await screen.findByText('ยังไม่มีรายการ')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'ประวัติถอน' }));
    expect(await screen.findByText('รอตรวจสอบ')).toBeInTheDocument();
    expect(screen.getByText('ไม่อนุมัติ')).toBeInTheDocument();
    expect(
      api.callsTo('GET', paymentPaths.paymentHistory).map((c) => new URLSearchParams(c.search).get('type')),
    ).toContain('WITHDRAW');
  });

  it('only logs a failed fetch (no error toast)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi({
      [`GET ${paymentPaths.paymentHistory}`]: () => errorReply('UNAUTHORIZED', null, 'ไม่ได้รับอนุญาต'),
    });
    renderWithApp(<FundHistoryModal />, { url: '/?modal=fund-history' });
    expect(await screen.findByText('โหลดรายการไม่สำเร็จ')).toBeInTheDocument();
    expect(log).toHaveBeenCalled();
    expect(screen.queryByText('ไม่ได้รับอนุญาต')).toBeNull();
  });
});
