import { promotionPaths } from '@chokdee/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { promotionsTh as th } from '../../../messages/promotions';
import { ok, renderAdmin, sessionHandlers, stubApi } from '../../../testing/render-admin';

const rows = [
  {
    source: 'PROMOTION',
    promotionId: 'p1',
    name: 'ฝากแรกของวัน',
    grants: 3,
    granted: '300.00',
    converted: '100.50',
    forfeited: '99.50',
    open: 1,
  },
  {
    source: 'COUPON',
    promotionId: null,
    name: 'คูปองเปิดตัว',
    grants: 2,
    granted: '100.00',
    converted: '0.00',
    forfeited: '50.00',
    open: 1,
  },
];

describe('promotion cost report', () => {
  it('shows each promotion’s cost and the totals for the Bangkok days asked', async () => {
    const api = stubApi({
      ...sessionHandlers('lottery'),
      [`GET ${promotionPaths.adminCost}`]: ({ query }) =>
        ok({ rows: query.get('from') === '2026-10-01' ? [] : rows }),
    });
    const { user } = renderAdmin('/reports/promotions', { signedIn: true });
    const table = await screen.findByRole('table', { name: th.costLabel });
    const lines = await within(table).findAllByTestId('cost-row');
    expect(lines[0]).toHaveTextContent('ฝากแรกของวัน');
    expect(lines[1]).toHaveTextContent('คูปอง');
    expect(within(table).getByTestId('cost-total')).toHaveTextContent('รวม5฿400.00฿100.50฿149.502');
    const [first] = api.callsTo('GET', promotionPaths.adminCost);
    expect(first?.query.get('from')).toMatch(/^\d{4}-\d{2}-01$/);

    const from = screen.getByLabelText(th.from);
    await user.clear(from);
    await user.type(from, '2026-10-01');
    await user.click(screen.getByRole('button', { name: th.show }));
    await waitFor(() => expect(within(table).queryAllByTestId('cost-row')).toHaveLength(0));
    expect(api.callsTo('GET', promotionPaths.adminCost).at(-1)?.query.get('from')).toBe('2026-10-01');
  });
});
