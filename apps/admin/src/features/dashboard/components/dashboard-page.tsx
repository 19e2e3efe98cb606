import {
  type Dashboard,
  type DashboardDay,
  type DashboardGames,
  type DashboardQueue,
  type DashboardQueueId,
  gameCategoryNames,
  type RewardCostDay,
  rewardProgrammeNames,
  rewardProgrammes,
} from '@chokdee/contracts';
import { lazy, type ReactNode, Suspense } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Money } from '../../../components/ui/money';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { Table, Td, Th } from '../../../components/ui/table';
import { paths } from '../../../config/paths';
import { apiMessage } from '../../../lib/api-client';
import { cx } from '../../../lib/cx';
import { fill, formatBaht, formatDay } from '../../../lib/format';
import { dashboardTh } from '../../../messages/dashboard';
import { gamesTh } from '../../../messages/games';
import { adminTh } from '../../../messages/th';
import { useDashboard } from '../api/get-dashboard';
import { useDashboardHints } from '../api/use-dashboard-hints';
import { StaffAlerts } from './staff-alerts';

const DashboardChart = lazy(() => import('./dashboard-chart'));

const clock = new Intl.DateTimeFormat('th-TH', { timeStyle: 'medium', timeZone: 'Asia/Bangkok' });

const card = 'rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200';

/** One figure of today: its label, the amount (or count), and what it counts. */
const Figure = ({
  id,
  label,
  value,
  note,
}: {
  id: string;
  label: ReactNode;
  value: ReactNode;
  note?: ReactNode;
}) => (
  <div data-testid={`dashboard-${id}`} className={card}>
    <dt className="text-sm font-medium text-slate-600">{label}</dt>
    <dd className="mt-1 text-2xl font-bold text-slate-900">{value}</dd>
    {note && <dd className="mt-0.5 text-sm text-slate-500">{note}</dd>}
  </div>
);

const TodayFigures = ({ today }: { today: DashboardDay }) => (
  <dl className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
    <Figure
      id="deposits"
      label={dashboardTh.deposits}
      value={<Money amount={today.deposits.amount} />}
      note={fill(dashboardTh.count, { count: today.deposits.count })}
    />
    <Figure
      id="withdrawals"
      label={dashboardTh.withdrawals}
      value={<Money amount={today.withdrawals.amount} />}
      note={fill(dashboardTh.count, { count: today.withdrawals.count })}
    />
    <Figure
      id="bets"
      label={dashboardTh.bets}
      value={<Money amount={today.bets.amount} />}
      note={fill(dashboardTh.bills, { count: today.bets.count })}
    />
    <Figure id="wins" label={dashboardTh.wins} value={<Money amount={today.wins} />} />
    <Figure id="refunds" label={dashboardTh.refunds} value={<Money amount={today.refunds} />} />
    <Figure
      id="settled-stakes"
      label={dashboardTh.settledStakes}
      value={<Money amount={today.settledStakes} />}
    />
    <Figure
      id="ggr"
      label={dashboardTh.ggr}
      value={<Money amount={today.ggr} />}
      note={dashboardTh.ggrHint}
    />
    <Figure
      id="new-members"
      label={dashboardTh.newMembers}
      value={fill(dashboardTh.people, { count: today.newMembers })}
    />
    <Figure
      id="adjustments-credit"
      label={dashboardTh.adjustmentsCredit}
      value={<Money amount={today.adjustments.credit.amount} />}
      note={fill(dashboardTh.count, { count: today.adjustments.credit.count })}
    />
    <Figure
      id="adjustments-debit"
      label={dashboardTh.adjustmentsDebit}
      value={<Money amount={today.adjustments.debit.amount} />}
      note={fill(dashboardTh.count, { count: today.adjustments.debit.count })}
    />
  </dl>
);

/** Today's cost of each loyalty programme, its total and what is left of GGR. */
const RewardCosts = ({ costs }: { costs: RewardCostDay }) => (
  <dl className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
    {rewardProgrammes.map((programme) => (
      <Figure
        key={programme}
        id={`reward-cost-${programme}`}
        label={rewardProgrammeNames[programme]}
        value={<Money amount={costs.costs[programme]} />}
      />
    ))}
    <Figure
      id="reward-cost-total"
      label={dashboardTh.rewardTotalCost}
      value={<Money amount={costs.totalCost} />}
    />
    <Figure
      id="reward-net"
      label={dashboardTh.rewardNet}
      value={<Money amount={costs.net} />}
      note={dashboardTh.rewardNetHint}
    />
  </dl>
);

/** Today's provider games: GGR of the rounds settled today, overall and per category. */
const GamesToday = ({ games }: { games: DashboardGames }) => (
  <dl className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
    {[
      { id: 'games-ggr', label: dashboardTh.ggr, figures: games },
      ...games.byCategory.map((row) => ({
        id: `games-ggr-${row.category}`,
        label: gameCategoryNames[row.category],
        figures: row,
      })),
    ].map(({ id, label, figures }) => (
      <Figure
        key={id}
        id={id}
        label={label}
        value={<Money amount={figures.ggr} />}
        note={fill(gamesTh.dashboardGamesNote, {
          stake: formatBaht(figures.stake),
          win: formatBaht(figures.win),
          rounds: figures.rounds,
        })}
      />
    ))}
  </dl>
);

/** Where each work queue is done: the page its link opens. */
const queuePages: Record<DashboardQueueId, string> = {
  pendingWithdrawals: paths.withdrawals,
  unmatchedStatementLines: paths.statementLines,
  pendingAdjustments: paths.adjustments,
  pendingGrants: paths.rewardGrants,
  roundsAwaitingResult: paths.lotteryRounds,
  receivables: paths.receivables,
  stuckGameRounds: paths.gameStuckRounds,
  reconciliationFindings: paths.payoutReconciliation,
};

/** A queue waiting for staff: its title links to the page where it is done, the count, its money. */
const Queue = ({ queue }: { queue: DashboardQueue }) => (
  <div
    data-testid={`dashboard-queue-${queue.id}`}
    className={cx(card, queue.count > 0 && 'bg-amber-50 ring-amber-300')}
  >
    <dt className="text-sm font-medium text-slate-700">
      <Link to={queuePages[queue.id]} className="font-semibold text-brand-800 underline hover:text-brand-600">
        {dashboardTh.queues[queue.id]}
      </Link>
    </dt>
    <dd className="mt-1 text-2xl font-bold text-slate-900">
      {fill(dashboardTh.count, { count: queue.count })}
    </dd>
    {queue.amount !== null && (
      <dd className="mt-0.5 text-sm text-slate-600">
        <Money amount={queue.amount} />
      </dd>
    )}
  </div>
);

const seriesColumns = [
  { label: dashboardTh.colDate },
  { label: dashboardTh.deposits },
  { label: dashboardTh.withdrawals },
  { label: dashboardTh.bets },
  { label: dashboardTh.wins },
  { label: dashboardTh.refunds },
  { label: dashboardTh.ggr },
  { label: dashboardTh.newMembers },
];

/** The 14 days as numbers (newest first): the chart's text alternative, and exact to the satang. */
const SeriesTable = ({ days }: { days: readonly DashboardDay[] }) => (
  <Table label={dashboardTh.chartHeading}>
    <thead>
      <tr>
        {seriesColumns.map((column, index) => (
          <Th key={column.label} className={index > 0 ? 'text-right' : undefined}>
            {column.label}
          </Th>
        ))}
      </tr>
    </thead>
    <tbody>
      {[...days].reverse().map((day) => (
        <tr key={day.date}>
          <Td className="whitespace-nowrap">{formatDay(day.date)}</Td>
          {[day.deposits.amount, day.withdrawals.amount, day.bets.amount, day.wins, day.refunds, day.ggr].map(
            (amount, index) => (
              <Td key={seriesColumns[index + 1]?.label} className="text-right">
                <Money amount={amount} />
              </Td>
            ),
          )}
          <Td className="text-right tabular-nums">{day.newMembers}</Td>
        </tr>
      ))}
    </tbody>
  </Table>
);

const DashboardBody = ({ data, updatedAt }: { data: Dashboard; updatedAt: number }) => {
  return (
    <div className="flex flex-col gap-6">
      <p className="text-sm text-slate-600">
        {fill(dashboardTh.asOf, { date: formatDay(data.date), time: clock.format(updatedAt) })} ·{' '}
        {dashboardTh.liveHint}
      </p>
      {data.today && data.unsettledStakes && (
        <section aria-labelledby="dashboard-today">
          <h2 id="dashboard-today" className="mb-3 text-lg font-bold text-slate-900">
            {dashboardTh.todayHeading}
          </h2>
          <TodayFigures today={data.today} />
          <dl className="mt-3 grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
            <Figure
              id="unsettled-stakes"
              label={dashboardTh.unsettledStakes}
              value={<Money amount={data.unsettledStakes.amount} />}
              note={`${fill(dashboardTh.bills, { count: data.unsettledStakes.count })} · ${dashboardTh.unsettledHint}`}
            />
          </dl>
        </section>
      )}
      {data.games && (
        <section aria-labelledby="dashboard-games">
          <h2 id="dashboard-games" className="mb-3 text-lg font-bold text-slate-900">
            {gamesTh.dashboardGames}
          </h2>
          <GamesToday games={data.games} />
        </section>
      )}
      {data.rewardCosts && (
        <section aria-labelledby="dashboard-reward-costs">
          <h2 id="dashboard-reward-costs" className="mb-3 text-lg font-bold text-slate-900">
            {dashboardTh.rewardCostsHeading}
          </h2>
          <RewardCosts costs={data.rewardCosts} />
        </section>
      )}
      <section aria-labelledby="dashboard-queues">
        <h2 id="dashboard-queues" className="mb-3 text-lg font-bold text-slate-900">
          {dashboardTh.queuesHeading}
        </h2>
        {data.queues.length > 0 ? (
          <dl className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
            {data.queues.map((queue) => (
              <Queue key={queue.id} queue={queue} />
            ))}
          </dl>
        ) : (
          <p className="text-sm text-slate-600">{dashboardTh.noQueues}</p>
        )}
      </section>
      {data.series && (
        <section aria-labelledby="dashboard-chart">
          <h2 id="dashboard-chart" className="mb-3 text-lg font-bold text-slate-900">
            {dashboardTh.chartHeading}
          </h2>
          <figure aria-label={dashboardTh.chartLabel} className={cx(card, 'mb-3')}>
            <Suspense fallback={<Spinner label={dashboardTh.chartLoading} />}>
              <DashboardChart days={data.series} />
            </Suspense>
          </figure>
          <details>
            <summary className="mb-2 cursor-pointer text-sm font-semibold text-brand-800">
              {dashboardTh.showTable}
            </summary>
            <SeriesTable days={data.series} />
          </details>
        </section>
      )}
    </div>
  );
};

/**
 * The home page (every staff role): today's money, bets and members, the queues waiting for staff,
 * and the last 14 days. A `dashboard.changed` hint on the staff socket refetches it at once; a
 * timer every minute covers a lost socket.
 */
export const DashboardPage = () => {
  const dashboard = useDashboard();
  useDashboardHints();
  return (
    <div>
      <PageHeader
        title={adminTh.pageHome}
        actions={
          <Button variant="secondary" loading={dashboard.isFetching} onClick={() => void dashboard.refetch()}>
            {adminTh.refresh}
          </Button>
        }
      />
      <StaffAlerts />
      {dashboard.isError && !dashboard.data && <Alert>{apiMessage(dashboard.error)}</Alert>}
      {dashboard.data ? (
        <DashboardBody data={dashboard.data} updatedAt={dashboard.dataUpdatedAt} />
      ) : (
        !dashboard.isError && <Spinner />
      )}
    </div>
  );
};
