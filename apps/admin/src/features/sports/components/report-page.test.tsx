import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sportsDeskTh as th } from '../../../messages/sports';
import { ok, renderAdmin, sessionHandlers, stubApi } from '../../../testing/render-admin';

const report = {
  rows: [
    {
      day: '2026-12-07',
      competition: 'ไทยลีก',
      marketType: 'AH',
      tickets: 120,
      turnover: '100000.00',
      payout: '95000.00',
      ggr: '5000.00',
      margin: '5.00',
    },
    {
      day: '2026-12-07',
      competition: 'ไทยลีก',
      marketType: 'OU',
      tickets: 30,
      turnover: '20000.00',
      payout: '22000.00',
      ggr: '-2000.00',
      margin: '-10.00',
    },
  ],
  total: { tickets: 150, turnover: '120000.00', payout: '117000.00', ggr: '3000.00', margin: '2.50' },
};

describe('sports report', () => {
  it('shows turnover, payout, GGR and margin by business day, competition and market type, with totals', async () => {
    const api = stubApi({ ...sessionHandlers('finance'), 'GET /api/admin/sports/reports': () => ok(report) });
    const { user } = renderAdmin('/sports/reports', { signedIn: true });
    const ah = await screen.findByTestId('report-2026-12-07-ไทยลีก-AH');
    expect(ah).toHaveTextContent('แฮนดิแคป');
    expect(ah).toHaveTextContent('฿100,000.00');
    expect(ah).toHaveTextContent('5.00%');
    expect(screen.getByTestId('report-2026-12-07-ไทยลีก-OU')).toHaveTextContent('-฿2,000.00');
    expect(screen.getByTestId('report-total')).toHaveTextContent('฿3,000.00');
    expect(screen.getByTestId('report-total')).toHaveTextContent('2.50%');

    const from = screen.getByLabelText(th.from);
    await user.clear(from);
    await user.type(from, '2026-12-01');
    const to = screen.getByLabelText(th.to);
    await user.clear(to);
    await user.type(to, '2026-12-07');
    await user.click(screen.getByRole('button', { name: th.show }));
    await waitFor(() => {
      const query = api.callsTo('GET', '/api/admin/sports/reports').at(-1)?.query;
      expect(query?.get('from')).toBe('2026-12-01');
      expect(query?.get('to')).toBe('2026-12-07');
    });
  });
});
