import { gameCategories } from '@chokdee/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { otpLimitsTh } from '../../../messages/otp-limits';
import { ok, renderAdmin, sessionHandlers, stubApi } from '../../../testing/render-admin';

// The socket at its module edge (its `staff.alert` refetch is the dashboard hint's, tested there).
vi.mock('../api/dashboard-hints', () => ({ subscribeDashboardHints: vi.fn(() => () => undefined) }));
vi.mock('./dashboard-chart', () => ({ default: () => <div data-testid="dashboard-chart" /> }));

const day = {
  date: '2026-11-23',
  deposits: { count: 0, amount: '0.00' },
  withdrawals: { count: 0, amount: '0.00' },
  bets: { count: 0, amount: '0.00' },
  wins: '0.00',
  refunds: '0.00',
  settledStakes: '0.00',
  ggr: '0.00',
  newMembers: 0,
  adjustments: { credit: { count: 0, amount: '0.00' }, debit: { count: 0, amount: '0.00' } },
};
const dashboard = {
  date: '2026-11-23',
  today: day,
  queues: [],
  unsettledStakes: { count: 0, amount: '0.00' },
  series: [day],
  rewardCosts: {
    date: '2026-11-23',
    ggr: '0.00',
    costs: {
      promotions: '0.00',
      coupons: '0.00',
      cashback: '0.00',
      referral: '0.00',
      vip: '0.00',
      missions: '0.00',
      manual: '0.00',
    },
    totalCost: '0.00',
    net: '0.00',
  },
  games: {
    rounds: 0,
    stake: '0.00',
    win: '0.00',
    ggr: '0.00',
    byCategory: gameCategories.map((category) => ({
      category,
      rounds: 0,
      stake: '0.00',
      win: '0.00',
      ggr: '0.00',
    })),
  },
};

describe('staff alerts on the dashboard', () => {
  it('shows a spent OTP budget to every role, with the budget and where to change it', async () => {
    stubApi({
      ...sessionHandlers('lottery'),
      'GET /api/admin/dashboard': () => ok(dashboard),
      'GET /api/admin/alerts': () =>
        ok({
          data: [
            {
              id: '0190a0a0-0000-7000-8000-0000000000a1',
              kind: 'OTP_BUDGET_EXHAUSTED',
              data: { operatorPerHour: 500 },
              createdAt: '2026-11-23T03:00:00.000Z',
            },
          ],
        }),
    });
    renderAdmin('/', { signedIn: true });
    const alert = await screen.findByTestId('staff-alert-OTP_BUDGET_EXHAUSTED');
    expect(alert).toHaveTextContent('500 ข้อความต่อชั่วโมง');
    expect(alert).toHaveTextContent(otpLimitsTh.pageOtpLimits);
  });

  it('shows nothing when there is no alert', async () => {
    stubApi({
      ...sessionHandlers('owner'),
      'GET /api/admin/dashboard': () => ok(dashboard),
      'GET /api/admin/alerts': () => ok({ data: [] }),
    });
    renderAdmin('/', { signedIn: true });
    await screen.findByTestId('dashboard-deposits');
    expect(screen.queryByRole('region', { name: otpLimitsTh.alertsTitle })).toBeNull();
  });
});
