import type { RewardCostDay } from '@chokdee/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { rewardCostTh } from '../../../messages/reward-ops';
import { adminTh } from '../../../messages/th';
import { ok, renderAdmin, sessionHandlers, stubApi } from '../../../testing/render-admin';

const zero = {
  promotions: '0.00',
  coupons: '0.00',
  cashback: '0.00',
  referral: '0.00',
  vip: '0.00',
  missions: '0.00',
  manual: '0.00',
};
const day = (date: string, overrides: Partial<RewardCostDay> = {}): RewardCostDay => ({
  date,
  ggr: '0.00',
  costs: zero,
  totalCost: '0.00',
  net: '0.00',
  ...overrides,
});

describe('programme costs', () => {
  it('shows each programme per day beside GGR with the totals, and asks for the chosen range', async () => {
    const api = stubApi({
      ...sessionHandlers('lottery'),
      'GET /api/admin/reports/rewards': () =>
        ok({
          from: '2026-11-22',
          to: '2026-11-23',
          days: [
            day('2026-11-22'),
            day('2026-11-23', {
              ggr: '150.00',
              costs: { ...zero, promotions: '100.00', cashback: '17.34' },
              totalCost: '117.34',
              net: '32.66',
            }),
          ],
          total: {
            ggr: '150.00',
            costs: { ...zero, promotions: '100.00', cashback: '17.34' },
            totalCost: '117.34',
            net: '32.66',
          },
        }),
    });
    const { user } = renderAdmin('/reports/rewards', { signedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: rewardCostTh.page })).toBeInTheDocument();
    const row = await screen.findByTestId('reward-cost-2026-11-23');
    expect(screen.getByRole('columnheader', { name: 'คืนยอดเสีย' })).toBeInTheDocument();
    expect(row).toHaveTextContent('฿150.00');
    expect(row).toHaveTextContent('฿17.34');
    expect(row).toHaveTextContent('฿117.34');
    expect(screen.getByTestId('reward-cost-total')).toHaveTextContent('฿32.66');

    const from = screen.getByLabelText(rewardCostTh.from);
    await user.clear(from);
    await user.type(from, '2026-11-22');
    await user.click(screen.getByRole('button', { name: rewardCostTh.show }));
    const calls = api.callsTo('GET', '/api/admin/reports/rewards');
    expect(calls.at(-1)?.query.get('from')).toBe('2026-11-22');
  });

  it('shows support "no permission" instead of calling the server', async () => {
    const api = stubApi({ ...sessionHandlers('support') });
    renderAdmin('/reports/rewards', { signedIn: true });
    expect(await screen.findByText(adminTh.forbiddenTitle)).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/admin/reports/rewards')).toHaveLength(0);
  });
});
