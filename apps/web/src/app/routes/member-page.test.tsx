import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { productFixture, resultFixture } from '../../features/lottery/testing-fixtures';
import { ok, renderApp, shellHandlers, stubFetch } from '../../testing/render-app';

describe('/member', () => {
  it("is the member's own page: balances, latest bills and results, the account links", async () => {
    stubFetch({
      ...shellHandlers(),
      'GET /api/v2/order/history': () =>
        ok({
          data: [
            {
              billNo: 'B0001',
              name: 'ฮานอยปกติ',
              roundCode: 'HANOI20261124',
              roundName: 'ฮานอยปกติ 24/11/69',
              totalOrderAmount: '35.50',
              totalWinAmount: '0.00',
              createdDate: '2026-11-24T03:00:00.000Z',
              status: 0,
            },
          ],
          total: 1,
          pageNo: 1,
          pageSize: 20,
        }),
      'GET /api/v2/lotto/results': () => ok({ data: [resultFixture()], total: 1, pageNo: 1, pageSize: 20 }),
    });
    const user = userEvent.setup();
    renderApp('/member', { asMember: true });
    await waitFor(() => expect(screen.getByTestId('member-balance')).toHaveTextContent('฿1,250.50'));
    expect(screen.getByText('฿300.00')).toBeInTheDocument();
    const bill = await screen.findByTestId('member-bill');
    expect(bill).toHaveTextContent('ฮานอยปกติ 24/11/69');
    expect(bill).toHaveTextContent('฿35.50');
    expect(await screen.findByText('หวยลาวพัฒนา 20/11/69')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'แทงหวย' })).toHaveAttribute('href', '/buy');

    const menu = screen.getByRole('navigation', { name: 'บัญชีของฉัน' });
    for (const label of ['ฝากเงิน', 'ถอนเงิน', 'โพยหวย', 'ประวัติฝาก-ถอน', 'ข้อมูลส่วนตัว', 'รหัสแนะนำเพื่อนของฉัน'])
      expect(within(menu).getByRole('button', { name: label })).toBeInTheDocument();
    await user.click(within(menu).getByRole('button', { name: 'รหัสแนะนำเพื่อนของฉัน' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('asks a guest to log in', async () => {
    stubFetch(shellHandlers());
    renderApp('/member');
    expect(await screen.findByText('กรุณาเข้าสู่ระบบเพื่อใช้งานส่วนนี้')).toBeInTheDocument();
  });
});

describe('/buy', () => {
  it('leads into buying: the product list, each open round to its buy page', async () => {
    const closeAt = new Date(Date.now() + 3_600_000).toISOString();
    stubFetch({
      ...shellHandlers(),
      'GET /api/v2/lotto/list': () =>
        ok({
          data: [
            productFixture({
              currentRound: {
                roundCode: 'LAO20261123',
                roundName: 'หวยลาวพัฒนา 23/11/69',
                openAt: closeAt,
                closeAt,
                status: 'OPEN',
              },
            }),
          ],
        }),
    });
    renderApp('/buy', { asMember: true });
    expect(await screen.findByRole('heading', { name: 'ซื้อหวย', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'แทงหวย' })).toHaveAttribute(
      'href',
      '/lotto/buy?round=LAO20261123',
    );
  });
});
