import { type Dashboard, type DashboardDay, gameCategories } from '@chokdee/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { dashboardTh } from '../../../messages/dashboard';
import { gamesTh } from '../../../messages/games';
import { adminTh } from '../../../messages/th';
import { ok, renderAdmin, sessionHandlers, stubApi } from '../../../testing/render-admin';
import { subscribeDashboardHints } from '../api/dashboard-hints';
import { DASHBOARD_FALLBACK_REFETCH_MS, dashboardQueryOptions } from '../api/get-dashboard';

// The socket at its module edge: the test plays the server's `dashboard.changed` hint.
vi.mock('../api/dashboard-hints', () => ({ subscribeDashboardHints: vi.fn() }));
// Recharts measures the DOM, which jsdom has not got; the chart is drawn in the browser (e2e).
vi.mock('./dashboard-chart', () => ({
  default: ({ days }: { days: unknown[] }) => <div data-testid="dashboard-chart">{days.length} days</div>,
}));

const day = (date: string, overrides: Partial<DashboardDay> = {}): DashboardDay => ({
  date,
  deposits: { count: 0, amount: '0.00' },
  withdrawals: { count: 0, amount: '0.00' },
  bets: { count: 0, amount: '0.00' },
  wins: '0.00',
  refunds: '0.00',
  settledStakes: '0.00',
  ggr: '0.00',
  newMembers: 0,
  adjustments: { credit: { count: 0, amount: '0.00' }, debit: { count: 0, amount: '0.00' } },
  ...overrides,
});

const dashboard = (today: Partial<DashboardDay> = {}): Dashboard => {
  const series = Array.from({ length: 14 }, (_, i) => day(`2026-11-${String(10 + i).padStart(2, '0')}`));
  const last = day('2026-11-23', today);
  series[13] = last;
  return {
    date: '2026-11-23',
    today: last,
    queues: [
      { id: 'pendingWithdrawals', count: 3, amount: '4500.00' },
      { id: 'unmatchedStatementLines', count: 1, amount: '750.00' },
    ],
    unsettledStakes: { count: 7, amount: '640.00' },
    series,
    rewardCosts: {
      date: '2026-11-23',
      ggr: last.ggr,
      costs: {
        promotions: '100.00',
        coupons: '0.00',
        cashback: '25.50',
        referral: '0.00',
        vip: '0.00',
        missions: '10.00',
        manual: '0.00',
      },
      totalCost: '135.50',
      net: '-135.50',
    },
    games: {
      rounds: 12,
      stake: '1500.00',
      win: '1200.00',
      ggr: '300.00',
      byCategory: gameCategories.map((category) =>
        category === 'SLOT'
          ? { category, rounds: 12, stake: '1500.00', win: '1200.00', ggr: '300.00' }
          : { category, rounds: 0, stake: '0.00', win: '0.00', ggr: '0.00' },
      ),
    },
  };
};

const busyDay: Partial<DashboardDay> = {
  deposits: { count: 12, amount: '12345.50' },
  withdrawals: { count: 2, amount: '3000.00' },
  bets: { count: 40, amount: '8000.00' },
  wins: '9500.00',
  refunds: '200.00',
  settledStakes: '7800.00',
  ggr: '-1700.00',
  newMembers: 5,
  adjustments: { credit: { count: 2, amount: '6000.00' }, debit: { count: 1, amount: '50.00' } },
};

const hints = vi.mocked(subscribeDashboardHints);
let sendHint: () => void = () => undefined;
const stopHints = vi.fn();

beforeEach(() => {
  sendHint = () => undefined;
  stopHints.mockReset();
  hints.mockReset();
  hints.mockImplementation((_token, onHint) => {
    sendHint = onHint;
    return stopHints;
  });
});

const openDashboard = async (role: 'owner' | 'finance' | 'lottery' | 'support', replies: Dashboard[]) => {
  let served = 0;
  const api = stubApi({
    ...sessionHandlers(role),
    'GET /api/admin/dashboard': () => {
      const reply = replies[Math.min(served, replies.length - 1)];
      served += 1;
      return ok(reply);
    },
  });
  const view = renderAdmin('/', { signedIn: true });
  await screen.findByRole('heading', { name: dashboardTh.queuesHeading });
  return { ...view, api };
};

describe('dashboard', () => {
  it("shows today's figures in baht with Thai labels, a loss in red, and the 14-day chart", async () => {
    await openDashboard('owner', [dashboard(busyDay)]);
    expect(screen.getByRole('heading', { level: 1, name: adminTh.pageHome })).toBeInTheDocument();

    const deposits = screen.getByTestId('dashboard-deposits');
    expect(deposits).toHaveTextContent(dashboardTh.deposits);
    expect(deposits).toHaveTextContent('฿12,345.50');
    expect(deposits).toHaveTextContent('12 รายการ');
    expect(screen.getByTestId('dashboard-withdrawals')).toHaveTextContent('฿3,000.00');
    expect(screen.getByTestId('dashboard-bets')).toHaveTextContent('฿8,000.00');
    expect(screen.getByTestId('dashboard-bets')).toHaveTextContent('40 โพย');
    expect(screen.getByTestId('dashboard-wins')).toHaveTextContent('฿9,500.00');
    expect(screen.getByTestId('dashboard-refunds')).toHaveTextContent('฿200.00');
    expect(screen.getByTestId('dashboard-new-members')).toHaveTextContent('5 คน');
    expect(screen.getByTestId('dashboard-settled-stakes')).toHaveTextContent('฿7,800.00');
    expect(screen.getByTestId('dashboard-ggr')).toHaveTextContent(dashboardTh.ggrHint);
    expect(screen.getByTestId('dashboard-unsettled-stakes')).toHaveTextContent('฿640.00');
    expect(screen.getByTestId('dashboard-unsettled-stakes')).toHaveTextContent('7 โพย');
    expect(screen.getByTestId('dashboard-adjustments-credit')).toHaveTextContent('฿6,000.00');
    expect(screen.getByTestId('dashboard-adjustments-credit')).toHaveTextContent('2 รายการ');
    expect(screen.getByTestId('dashboard-adjustments-debit')).toHaveTextContent('฿50.00');

    const ggr = within(screen.getByTestId('dashboard-ggr')).getByText('-฿1,700.00');
    expect(ggr).toHaveClass('text-red-600');
    expect(within(deposits).getByText('฿12,345.50')).not.toHaveClass('text-red-600');

    expect(await screen.findByTestId('dashboard-chart')).toHaveTextContent('14 days');
    expect(screen.getByRole('table', { name: dashboardTh.chartHeading })).toBeInTheDocument();
  });

  it("shows today's provider games: GGR overall and per category, with stakes, wins and rounds", async () => {
    await openDashboard('finance', [dashboard(busyDay)]);
    expect(screen.getByRole('heading', { name: gamesTh.dashboardGames })).toBeInTheDocument();
    const games = screen.getByTestId('dashboard-games-ggr');
    expect(games).toHaveTextContent('฿300.00');
    expect(games).toHaveTextContent('แทง ฿1,500.00 · จ่าย ฿1,200.00 · 12 รอบ');
    expect(screen.getByTestId('dashboard-games-ggr-SLOT')).toHaveTextContent('สล็อต');
    expect(screen.getByTestId('dashboard-games-ggr-SLOT')).toHaveTextContent('฿300.00');
    expect(screen.getByTestId('dashboard-games-ggr-FISH')).toHaveTextContent('฿0.00');
  });

  it("shows today's cost of each loyalty programme, the total and GGR after it", async () => {
    await openDashboard('finance', [dashboard(busyDay)]);
    expect(screen.getByRole('heading', { name: dashboardTh.rewardCostsHeading })).toBeInTheDocument();
    expect(screen.getByTestId('dashboard-reward-cost-promotions')).toHaveTextContent('โปรโมชั่น');
    expect(screen.getByTestId('dashboard-reward-cost-promotions')).toHaveTextContent('฿100.00');
    expect(screen.getByTestId('dashboard-reward-cost-cashback')).toHaveTextContent('คืนยอดเสีย');
    expect(screen.getByTestId('dashboard-reward-cost-cashback')).toHaveTextContent('฿25.50');
    expect(screen.getByTestId('dashboard-reward-cost-total')).toHaveTextContent('฿135.50');
    expect(within(screen.getByTestId('dashboard-reward-net')).getByText('-฿135.50')).toHaveClass(
      'text-red-600',
    );
  });

  it('links each work queue to the page where it is done; a queue of rounds shows no money', async () => {
    const queues: Dashboard['queues'] = [
      { id: 'pendingWithdrawals', count: 3, amount: '4500.00' },
      { id: 'unmatchedStatementLines', count: 1, amount: '750.00' },
      { id: 'pendingAdjustments', count: 2, amount: '6000.00' },
      { id: 'pendingGrants', count: 1, amount: '100.00' },
      { id: 'roundsAwaitingResult', count: 4, amount: null },
      { id: 'receivables', count: 2, amount: '310.00' },
      { id: 'stuckGameRounds', count: 1, amount: null },
      { id: 'reconciliationFindings', count: 5, amount: null },
    ];
    const { user, path } = await openDashboard('owner', [{ ...dashboard(), queues }]);
    const expected: Record<string, string> = {
      pendingWithdrawals: '/admin/finance/withdrawals',
      unmatchedStatementLines: '/admin/finance/statement-lines',
      pendingAdjustments: '/admin/finance/adjustments',
      pendingGrants: '/admin/marketing/reward-grants',
      roundsAwaitingResult: '/admin/lottery/rounds',
      receivables: '/admin/finance/receivables',
      stuckGameRounds: '/admin/games/stuck-rounds',
      reconciliationFindings: '/admin/finance/payout-reconciliation',
    };
    for (const queue of queues) {
      const card = screen.getByTestId(`dashboard-queue-${queue.id}`);
      expect(card).toHaveTextContent(`${queue.count} รายการ`);
      expect(within(card).getByRole('link', { name: dashboardTh.queues[queue.id] })).toHaveAttribute(
        'href',
        expected[queue.id],
      );
      if (queue.amount === null) expect(within(card).queryByText(/฿/)).toBeNull();
    }
    expect(screen.getByTestId('dashboard-queue-pendingWithdrawals')).toHaveTextContent('฿4,500.00');
    await user.click(
      within(screen.getByTestId('dashboard-queue-roundsAwaitingResult')).getByRole('link', {
        name: dashboardTh.queues.roundsAwaitingResult,
      }),
    );
    await waitFor(() => expect(path()).toBe('/lottery/rounds'));
  });

  it('says so when no queue is the role’s', async () => {
    await openDashboard('lottery', [{ ...dashboard(), queues: [] }]);
    expect(screen.getByText(dashboardTh.noQueues)).toBeInTheDocument();
  });

  it('shows support no house money: the figures its role may not read come as null and are not drawn', async () => {
    await openDashboard('support', [
      {
        ...dashboard(busyDay),
        today: null,
        series: null,
        unsettledStakes: null,
        rewardCosts: null,
        games: null,
        queues: [{ id: 'receivables', count: 2, amount: '310.00' }],
      },
    ]);
    for (const heading of [
      dashboardTh.todayHeading,
      gamesTh.dashboardGames,
      dashboardTh.rewardCostsHeading,
      dashboardTh.chartHeading,
    ])
      expect(screen.queryByRole('heading', { name: heading })).toBeNull();
    expect(screen.queryByText(dashboardTh.ggr)).toBeNull();
    // Money appears only in the queue support works (what members owe).
    expect(screen.getAllByText(/฿/)).toHaveLength(1);
    expect(screen.getByTestId('dashboard-queue-receivables')).toHaveTextContent('฿310.00');
  });

  it('refetches on the socket hint and shows the new figures without a reload', async () => {
    const after = dashboard({ ...busyDay, deposits: { count: 13, amount: '12845.50' } });
    const { api, unmount } = await openDashboard('owner', [dashboard(busyDay), after]);
    expect(hints).toHaveBeenCalledWith('test-token', expect.any(Function));
    expect(screen.getByTestId('dashboard-deposits')).toHaveTextContent('฿12,345.50');
    const before = api.callsTo('GET', '/api/admin/dashboard').length;

    act(() => sendHint());

    await waitFor(() => expect(screen.getByTestId('dashboard-deposits')).toHaveTextContent('฿12,845.50'));
    expect(screen.getByTestId('dashboard-deposits')).toHaveTextContent('13 รายการ');
    expect(api.callsTo('GET', '/api/admin/dashboard')).toHaveLength(before + 1);
    expect(api.callsTo('GET', '/api/admin/dashboard')[0]?.headers.get('authorization')).toBe(
      'Bearer test-token',
    );

    unmount();
    expect(stopHints).toHaveBeenCalled();
  });

  it('falls back to a refetch every 60 seconds without hints', () => {
    expect(DASHBOARD_FALLBACK_REFETCH_MS).toBe(60_000);
    expect(dashboardQueryOptions.refetchInterval).toBe(60_000);
  });
});
