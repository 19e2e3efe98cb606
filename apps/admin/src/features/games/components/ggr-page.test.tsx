import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { gamesTh } from '../../../messages/games';
import { adminTh } from '../../../messages/th';
import { ok, renderAdmin, sessionHandlers, stubApi } from '../../../testing/render-admin';

const report = {
  rows: [
    {
      provider: 'amb',
      providerName: 'AMB Poker',
      category: 'LIVE_CASINO',
      rounds: 3,
      stake: '900.00',
      win: '400.00',
      ggr: '500.00',
    },
    {
      provider: 'amb',
      providerName: 'AMB Poker',
      category: 'SLOT',
      rounds: 2,
      stake: '100.00',
      win: '250.00',
      ggr: '-150.00',
    },
    {
      provider: 'pg',
      providerName: 'PG Soft',
      category: 'SLOT',
      rounds: 1,
      stake: '30.00',
      win: '10.00',
      ggr: '20.00',
    },
  ],
  total: { rounds: 6, stake: '1030.00', win: '660.00', ggr: '370.00' },
};

describe('games GGR report', () => {
  it('shows each provider and category in Thai with the totals, per category, for the chosen days', async () => {
    const api = stubApi({ ...sessionHandlers('finance'), 'GET /api/admin/reports/games': () => ok(report) });
    const { user } = renderAdmin('/reports/games', { signedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: gamesTh.pageGgr })).toBeInTheDocument();
    const live = await screen.findByTestId('ggr-amb-LIVE_CASINO');
    expect(live).toHaveTextContent('AMB Poker');
    expect(live).toHaveTextContent('คาสิโนสด');
    expect(live).toHaveTextContent('฿500.00');
    const slot = screen.getByTestId('ggr-amb-SLOT');
    expect(slot).toHaveTextContent('สล็อต');
    expect(within(slot).getByText('-฿150.00')).toHaveClass('text-red-600');
    expect(screen.getByTestId('ggr-total')).toHaveTextContent('฿1,030.00');
    expect(screen.getByTestId('ggr-total')).toHaveTextContent('฿370.00');
    // Per category: the two slot rows summed.
    const slots = screen.getByTestId('ggr-category-SLOT');
    expect(slots).toHaveTextContent('฿130.00');
    expect(slots).toHaveTextContent('-฿130.00');
    expect(screen.queryByTestId('ggr-category-FISH')).toBeNull();

    const from = screen.getByLabelText(gamesTh.fromLabel);
    await user.clear(from);
    await user.type(from, '2026-11-01');
    const to = screen.getByLabelText(gamesTh.toLabel);
    await user.clear(to);
    await user.type(to, '2026-11-23');
    await user.click(screen.getByRole('button', { name: gamesTh.show }));
    const query = api.callsTo('GET', '/api/admin/reports/games').at(-1)?.query;
    expect(query?.get('from')).toBe('2026-11-01T00:00:00+07:00');
    expect(query?.get('to')).toBe('2026-11-23T17:00:00.000Z');
  });

  it('shows support "no permission" instead of calling the server', async () => {
    const api = stubApi({ ...sessionHandlers('support') });
    renderAdmin('/reports/games', { signedIn: true });
    expect(await screen.findByText(adminTh.forbiddenTitle)).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/admin/reports/games')).toHaveLength(0);
  });
});
