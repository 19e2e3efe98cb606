import { type SummaryReport, summaryCategories } from '@chokdee/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { summaryTh } from '../../../messages/summary-report';
import { ok, renderAdmin, sessionHandlers, stubApi } from '../../../testing/render-admin';

const report = (period: SummaryReport['period'], from: string, to: string): SummaryReport => ({
  period,
  from,
  to,
  startsAt: `${from}T04:00:00.000Z`,
  endsAt: `${to}T04:00:00.000Z`,
  categories: summaryCategories.map((category) =>
    category === 'LOTTERY'
      ? { category, stakes: '80.25', wins: '270.10', ggr: '-189.85' }
      : { category, stakes: '0.00', wins: '0.00', ggr: '0.00' },
  ),
  total: { stakes: '80.25', wins: '270.10', ggr: '-189.85' },
  programmeCosts: {
    bonusGranted: '25.00',
    bonusForfeited: '-5.00',
    yeekeeShooterRewards: '0.00',
    cashback: '3.33',
    referral: '0.00',
    missions: '0.00',
    total: '23.33',
  },
  net: '-213.18',
  cashFlow: {
    deposits: period === 'WEEK' ? '7000.00' : '1008.00',
    withdrawals: '-200.00',
    adjustments: '5.00',
    writeOffs: '10.00',
    bonuses: '23.33',
    play: '189.85',
    net: '1036.18',
  },
  receivables: { opened: '30.00', settled: '8.00', writtenOff: '10.00', owedAtEnd: '12.00' },
});

describe('period summary', () => {
  it('shows a business day from the ledger and switches to a week of the chosen day', async () => {
    const api = stubApi({
      ...sessionHandlers('finance'),
      'GET /api/admin/reports/summary': (call) => {
        const period = call.query.get('period') as SummaryReport['period'];
        const from = call.query.get('from') ?? '';
        return ok(report(period, from, period === 'WEEK' ? '2026-11-29' : from));
      },
    });
    const { user } = renderAdmin('/reports/summary', { signedIn: true });
    const lottery = await screen.findByTestId('summary-LOTTERY');
    expect(lottery).toHaveTextContent(summaryTh.categories.LOTTERY);
    expect(within(lottery).getByText('-฿189.85')).toHaveClass('text-red-600');
    expect(screen.getByTestId('summary-total')).toHaveTextContent('฿270.10');
    expect(screen.getByTestId('summary-programme-total')).toHaveTextContent('฿23.33');
    expect(screen.getByTestId('summary-cash-deposits')).toHaveTextContent('฿1,008.00');
    expect(screen.getByTestId('summary-cash-net')).toHaveTextContent('฿1,036.18');
    expect(screen.getByTestId('summary-receivable-owedAtEnd')).toHaveTextContent('฿12.00');
    expect(api.callsTo('GET', '/api/admin/reports/summary')[0]?.query.get('period')).toBe('DAY');

    const from = screen.getByLabelText(summaryTh.fromLabel);
    await user.clear(from);
    await user.type(from, '2026-11-23');
    await user.click(screen.getByRole('button', { name: summaryTh.show }));
    await user.click(screen.getByRole('tab', { name: summaryTh.periods.WEEK }));
    await waitFor(() => expect(screen.getByTestId('summary-cash-deposits')).toHaveTextContent('฿7,000.00'));
    const last = api.callsTo('GET', '/api/admin/reports/summary').at(-1)?.query;
    expect([last?.get('period'), last?.get('from')]).toEqual(['WEEK', '2026-11-23']);
    expect(screen.getByTestId('summary-covers')).toHaveTextContent('29');
  });

  it('shows the server’s Thai refusal', async () => {
    stubApi({
      ...sessionHandlers('owner'),
      'GET /api/admin/reports/summary': () => ({
        status: 400,
        body: { status: { code: 1001, message: 'วันที่ต้องอยู่ในรูปแบบ YYYY-MM-DD' }, data: { field: 'from' } },
      }),
    });
    renderAdmin('/reports/summary', { signedIn: true });
    expect(await screen.findByText('วันที่ต้องอยู่ในรูปแบบ YYYY-MM-DD')).toBeInTheDocument();
  });
});
