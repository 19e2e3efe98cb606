import type { DailyReport, RoundReportRow } from '@chokdee/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sumAmounts } from '../../../lib/format';
import { roundStatusLabel } from '../../../messages/lottery';
import { reportsTh } from '../../../messages/reports';
import { adminTh } from '../../../messages/th';
import { captureDownloads, stubCsvFiles } from '../../../testing/downloads';
import { ok, renderAdmin, sessionHandlers, stubApi } from '../../../testing/render-admin';

const dailyReport = (from: string, to: string): DailyReport => ({
  from,
  to,
  rows: [
    {
      date: '2026-12-01',
      productCode: 'TH_GOV',
      productName: 'หวยรัฐบาลไทย',
      bills: 10,
      bets: '1000.00',
      wins: '1500.00',
      refunds: '0.00',
      settledStakes: '1000.00',
      profit: '-500.00',
    },
    {
      date: '2026-12-01',
      productCode: 'YEEKEE',
      productName: 'หวยยี่กี',
      bills: 4,
      bets: '400.00',
      wins: '0.00',
      refunds: '50.00',
      settledStakes: '350.00',
      profit: '350.00',
    },
  ],
  total: {
    bills: 14,
    bets: '1400.00',
    wins: '1500.00',
    refunds: '50.00',
    settledStakes: '1350.00',
    profit: '-150.00',
  },
  adjustments: [
    { date: '2026-12-01', credit: { count: 2, amount: '7000.00' }, debit: { count: 0, amount: '0.00' } },
  ],
  adjustmentsTotal: { credit: { count: 2, amount: '7000.00' }, debit: { count: 0, amount: '0.00' } },
});

const round = (roundCode: string, profit: string): RoundReportRow => ({
  roundCode,
  productCode: 'YEEKEE',
  productName: 'หวยยี่กี',
  closeAt: '2026-12-01T05:00:00.000Z',
  status: 'SETTLED',
  bills: 2,
  stake: '200.00',
  win: '0.00',
  refunded: '0.00',
  profit,
});

const CSV = '\uFEFFdate,productCode,productName,bills,bets,wins,refunds,profit\r\n';

/** The API, plus the CSV endpoint answering a file (not an envelope) like the server. */
const stubReports = (role: 'owner' | 'finance' | 'lottery' | 'support' = 'finance') => {
  const api = stubApi({
    ...sessionHandlers(role),
    'GET /api/admin/lottery/products': () =>
      ok({
        data: [
          { code: 'TH_GOV', name: 'หวยรัฐบาลไทย' },
          { code: 'YEEKEE', name: 'หวยยี่กี' },
        ],
      }),
    'GET /api/admin/reports/daily': ({ query }) =>
      ok(dailyReport(query.get('from') ?? '', query.get('to') ?? '')),
    'GET /api/admin/reports/rounds': () =>
      ok({ data: [round('YK-1', '200.00'), round('YK-2', '-50.25')], total: 2, pageNo: 1, pageSize: 50 }),
  });
  const files = stubCsvFiles(
    (url) => `daily-${url.searchParams.get('from')}_${url.searchParams.get('to')}.csv`,
    CSV,
  );
  return { api, files };
};

let saved: Array<{ name: string; blob: Blob }> = [];

beforeEach(() => {
  saved = captureDownloads();
  // "Now" is 1 Dec 2026 01:00 in Bangkok while it is still 30 Nov in UTC.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-30T18:00:00.000Z'));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('reports', () => {
  it('shows this Bangkok month by default, per day and product, with the total', async () => {
    const { api } = stubReports();
    renderAdmin('/reports', { signedIn: true });
    const table = await screen.findByRole('table', { name: reportsTh.daily });
    expect(Object.fromEntries(api.callsTo('GET', '/api/admin/reports/daily')[0]?.query ?? [])).toEqual({
      from: '2026-12-01',
      to: '2026-12-01',
    });
    expect(screen.getByLabelText(reportsTh.from)).toHaveValue('2026-12-01');
    expect(within(table).getByText('หวยรัฐบาลไทย').closest('tr')).toHaveTextContent('฿1,500.00');
    const loss = within(table).getByText('-฿500.00');
    expect(loss).toHaveClass('text-red-600');
    const total = within(table).getByTestId('report-total');
    expect(total).toHaveTextContent(reportsTh.total);
    expect(total).toHaveTextContent('14');
    expect(total).toHaveTextContent('-฿150.00');
  });

  it('filters by range and product, and refuses an impossible range before calling', async () => {
    const { api } = stubReports();
    const { user } = renderAdmin('/reports', { signedIn: true });
    await screen.findByRole('table', { name: reportsTh.daily });
    await screen.findByRole('option', { name: 'หวยยี่กี' });

    const from = screen.getByLabelText(reportsTh.from);
    const to = screen.getByLabelText(reportsTh.to);
    await user.clear(from);
    await user.type(from, '2026-11-10');
    await user.clear(to);
    await user.type(to, '2026-11-01');
    await user.click(screen.getByRole('button', { name: reportsTh.show }));
    expect(await screen.findByText('วันที่สิ้นสุดต้องไม่ก่อนวันที่เริ่มต้น')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/admin/reports/daily')).toHaveLength(1);

    await user.clear(to);
    await user.type(to, '2026-11-20');
    await user.selectOptions(screen.getByLabelText(reportsTh.product), 'YEEKEE');
    await user.click(screen.getByRole('button', { name: reportsTh.show }));
    await waitFor(() => expect(api.callsTo('GET', '/api/admin/reports/daily')).toHaveLength(2));
    expect(Object.fromEntries(api.callsTo('GET', '/api/admin/reports/daily')[1]?.query ?? [])).toEqual({
      from: '2026-11-10',
      to: '2026-11-20',
      productCode: 'YEEKEE',
    });
  });

  it('shows the rounds tab a page at a time with the sums of the page', async () => {
    const { api } = stubReports('lottery');
    const { user } = renderAdmin('/reports', { signedIn: true });
    await screen.findByRole('table', { name: reportsTh.daily });
    await user.click(screen.getByRole('tab', { name: reportsTh.rounds }));
    const table = await screen.findByRole('table', { name: reportsTh.rounds });
    expect(within(table).getByText('YK-1')).toBeInTheDocument();
    expect(within(table).getAllByText(roundStatusLabel.SETTLED)).toHaveLength(2);
    const total = within(table).getByTestId('report-total');
    expect(total).toHaveTextContent(reportsTh.pageTotal);
    expect(total).toHaveTextContent('฿149.75');
    expect(total).toHaveTextContent('฿400.00');
    expect(api.callsTo('GET', '/api/admin/reports/rounds')[0]?.query.get('pageSize')).toBe('50');
  });

  it("leaves Yeekee's rounds out of the rounds tab unless asked, and never out of the daily one", async () => {
    const { api } = stubReports('lottery');
    const { user } = renderAdmin('/reports', { signedIn: true });
    await screen.findByRole('table', { name: reportsTh.daily });
    expect(api.callsTo('GET', '/api/admin/reports/daily')[0]?.query.has('withYeekee')).toBe(false);
    await user.click(screen.getByRole('tab', { name: reportsTh.rounds }));
    await screen.findByRole('table', { name: reportsTh.rounds });
    expect(api.callsTo('GET', '/api/admin/reports/rounds')[0]?.query.get('withYeekee')).toBe('false');
    await user.click(screen.getByLabelText(reportsTh.showYeekee));
    await user.click(screen.getByRole('button', { name: reportsTh.show }));
    await waitFor(() => expect(api.callsTo('GET', '/api/admin/reports/rounds').length).toBeGreaterThan(1));
    expect(api.callsTo('GET', '/api/admin/reports/rounds').at(-1)?.query.has('withYeekee')).toBe(false);
  });

  it('downloads the CSV with the staff token and saves it under the server’s file name', async () => {
    const { files } = stubReports();
    const { user } = renderAdmin('/reports', { signedIn: true });
    await screen.findByRole('table', { name: reportsTh.daily });
    await user.click(screen.getByRole('button', { name: reportsTh.downloadCsv }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(files).toHaveLength(1);
    expect(files[0]?.url.pathname).toBe('/api/admin/reports/daily');
    expect(Object.fromEntries(files[0]?.url.searchParams ?? [])).toEqual({
      from: '2026-12-01',
      to: '2026-12-01',
      format: 'csv',
    });
    expect(files[0]?.headers.get('authorization')).toBe('Bearer test-token');
    expect(files[0]?.headers.get('x-operator')).toBe('demo');
    expect(saved[0]?.name).toBe('daily-2026-12-01_2026-12-01.csv');
    expect(await saved[0]?.blob.text()).toContain('date,productCode,productName');
    expect(await screen.findByText('ดาวน์โหลด daily-2026-12-01_2026-12-01.csv แล้ว')).toBeInTheDocument();
  });

  it('is not in the menu for support, and says "no permission" by URL', async () => {
    const { api } = stubReports('support');
    renderAdmin('/reports', { signedIn: true });
    expect(await screen.findByRole('heading', { name: adminTh.forbiddenTitle })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: adminTh.mainMenu });
    expect(within(menu).queryByRole('link', { name: adminTh.pageReports })).toBeNull();
    expect(api.callsTo('GET', '/api/admin/reports/daily')).toHaveLength(0);
  });

  it('sums wire amounts exactly, losses included', () => {
    expect(sumAmounts(['0.10', '0.20'])).toBe('0.30');
    expect(sumAmounts(['200.00', '-50.25'])).toBe('149.75');
    expect(sumAmounts(['-1.00', '-0.50'])).toBe('-1.50');
    expect(sumAmounts([])).toBe('0.00');
  });
});
