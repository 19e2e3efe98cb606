import type { AdminRoundRow } from '@chokdee/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lotteryBillsTh, lotteryTh } from '../../../messages/lottery';
import { adminTh } from '../../../messages/th';
import { ok, renderAdmin, type StubHandlers, sessionHandlers, stubApi } from '../../../testing/render-admin';
import { gloProduct, hanoiProduct, roundDetail, roundPageReads } from '../testing/fixtures';

/** Stub handlers answering each "METHOD /path" with its data. */
const answer = (reads: Record<string, unknown>): StubHandlers =>
  Object.fromEntries(Object.entries(reads).map(([key, data]) => [key, () => ok(data)]));

/** A calendar row: the round page's fixture without its detail fields. */
const row = (overrides: Partial<AdminRoundRow>): AdminRoundRow => {
  const { roundCode, productCode, productName, status, openAt, closeAt, money } = roundDetail();
  return { roundCode, productCode, productName, status, openAt, closeAt, money, ...overrides };
};

/** A Bangkok date written independently of the page's helper: UTC+7, no daylight saving. */
const bangkokDay = (offsetDays: number) =>
  new Date(Date.now() + 7 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);

const openCalendar = async (url = '/lottery/rounds') => {
  const api = stubApi({
    ...sessionHandlers('support'),
    ...answer(roundPageReads(roundDetail())),
    'GET /api/admin/lottery/products': () => ok({ data: [gloProduct(), hanoiProduct()] }),
    'GET /api/admin/lottery/rounds': () =>
      ok({
        data: [
          row({}),
          row({
            roundCode: 'HANOI_VIP20261123',
            productName: 'ฮานอย VIP',
            status: 'CLOSED',
            closeAt: '2026-11-23T12:10:00.000Z',
            closedEarlyAt: '2026-11-23T10:40:00.000Z',
          }),
          row({
            roundCode: 'GLO20261116',
            productCode: 'GLO',
            productName: 'หวยรัฐบาลไทย',
            status: 'SETTLED',
            money: {
              bills: 9,
              pendingBills: 0,
              stake: '900.00',
              win: '1800.00',
              refunded: '0.00',
              profit: '-900.00',
            },
          }),
        ],
        total: 3,
        pageNo: 1,
        pageSize: 50,
      }),
  });
  const view = renderAdmin(url, { signedIn: true });
  await screen.findByTestId('round-HANOI20261123');
  return { ...view, api };
};

describe('rounds calendar', () => {
  it('asks for today and the next 2 Bangkok days by default, and shows status, money and profit', async () => {
    const { api } = await openCalendar();
    const query = Object.fromEntries(api.callsTo('GET', '/api/admin/lottery/rounds')[0]?.query ?? []);
    expect(query).toEqual({
      from: bangkokDay(0),
      to: bangkokDay(2),
      withYeekee: 'false',
      pageNo: '1',
      pageSize: '50',
    });
    expect(screen.getByLabelText(lotteryTh.filterFrom)).toHaveValue(bangkokDay(0));

    const open = screen.getByTestId('round-HANOI20261123');
    expect(open).toHaveTextContent('เปิดรับแทง');
    expect(open).toHaveTextContent('฿450.00');
    const settled = screen.getByTestId('round-GLO20261116');
    expect(settled).toHaveTextContent('จ่ายรางวัลแล้ว');
    expect(settled).toHaveTextContent('฿1,800.00');
    expect(within(settled).getByText('-฿900.00')).toHaveClass('text-red-600');
  });

  it('filters by product and status; a new filter starts again at page 1', async () => {
    const { api, user } = await openCalendar('/lottery/rounds?page=2');
    expect(api.callsTo('GET', '/api/admin/lottery/rounds')[0]?.query.get('pageNo')).toBe('2');
    await screen.findByRole('option', { name: 'หวยรัฐบาลไทย' });
    await user.selectOptions(screen.getByLabelText(lotteryTh.filterProduct), 'GLO');
    await user.selectOptions(screen.getByLabelText(lotteryTh.filterStatus), 'SETTLED');
    await waitFor(() => {
      const last = api.callsTo('GET', '/api/admin/lottery/rounds').at(-1)?.query;
      expect(last?.get('productCode')).toBe('GLO');
      expect(last?.get('status')).toBe('SETTLED');
      expect(last?.get('pageNo')).toBe('1');
    });
    await user.click(screen.getByRole('button', { name: adminTh.clearFilters }));
    await waitFor(() =>
      expect(api.callsTo('GET', '/api/admin/lottery/rounds').at(-1)?.query.has('productCode')).toBe(false),
    );
  });

  it("opens a round's page from its code", async () => {
    const { user, path } = await openCalendar();
    await user.click(screen.getByRole('link', { name: 'HANOI20261123' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'ฮานอยปกติ งวด HANOI20261123' }),
    ).toBeInTheDocument();
    expect(path()).toBe('/lottery/rounds/HANOI20261123');
  });

  it('shows an unsettled round\'s stake with "not resulted yet" instead of a profit', async () => {
    await openCalendar();
    const open = screen.getByTestId('round-HANOI20261123');
    expect(open).toHaveTextContent('฿450.00');
    expect(within(open).getByTestId('profit-pending')).toHaveTextContent(lotteryBillsTh.notResulted);
    expect(open).not.toHaveTextContent('฿450.00฿0.00฿450.00');
    const settled = screen.getByTestId('round-GLO20261116');
    expect(within(settled).queryByTestId('profit-pending')).not.toBeInTheDocument();
  });

  it('shows when an early-closed round really closed, the scheduled close struck through', async () => {
    await openCalendar();
    const early = within(screen.getByTestId('round-HANOI_VIP20261123')).getByTestId('closed-early');
    expect(early).toHaveTextContent(/ปิดก่อนเวลา 23\/11\/69 17:40/);
    expect(early.querySelector('s')).toHaveTextContent(/23\/11\/69 19:10/);
  });

  it('leaves Yeekee rounds out until asked, or when a product is chosen', async () => {
    const { api, user } = await openCalendar();
    const last = () => api.callsTo('GET', '/api/admin/lottery/rounds').at(-1)?.query;
    expect(last()?.get('withYeekee')).toBe('false');
    await user.click(screen.getByRole('checkbox', { name: lotteryBillsTh.showYeekee }));
    await waitFor(() => expect(last()?.has('withYeekee')).toBe(false));
    await user.click(screen.getByRole('checkbox', { name: lotteryBillsTh.showYeekee }));
    await screen.findByRole('option', { name: 'หวยรัฐบาลไทย' });
    await user.selectOptions(screen.getByLabelText(lotteryTh.filterProduct), 'GLO');
    await waitFor(() => expect(last()?.get('productCode')).toBe('GLO'));
    expect(last()?.has('withYeekee')).toBe(false);
  });
});
