import type { AdminRoundDetail } from '@chokdee/contracts';
import type { ReactNode } from 'react';
import { Panel } from '../../../components/ui/panel';
import { fill, formatBaht, formatDateTime } from '../../../lib/format';
import { lotteryTh } from '../../../messages/lottery';
import { CloseTime, RoundProfit } from './round-money';

type Fact = { label: string; value: ReactNode };

const Facts = ({ rows, testId }: { rows: Array<Fact | false>; testId: string }) => (
  <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm" data-testid={testId}>
    {rows
      .filter((row): row is Fact => row !== false)
      .map(({ label, value }) => (
        <div key={label} className="contents">
          <dt className="text-slate-600">{label}</dt>
          <dd className="font-medium">{value}</dd>
        </div>
      ))}
  </dl>
);

const who = (ref: AdminRoundDetail['enteredBy'], at: string | null) =>
  ref ? fill(lotteryTh.byAt, { name: ref.username, time: at ? formatDateTime(at) : '–' }) : '–';

/** Where the money of a settled (or settling) round stands. */
const settlementText = (round: AdminRoundDetail) => {
  if (round.status === 'SETTLED') return lotteryTh.settledDone;
  if (round.status === 'RESULTED' && round.confirmedAt)
    return fill(lotteryTh.settling, { count: round.money.pendingBills });
  return lotteryTh.notSettled;
};

/** The round's times and people, its money (P&L) and its settlement. */
export const RoundSummary = ({ round }: { round: AdminRoundDetail }) => (
  <div className="grid gap-4 lg:grid-cols-3">
    <Panel title={lotteryTh.colRound}>
      <Facts
        testId="round-facts"
        rows={[
          { label: lotteryTh.opensAt, value: formatDateTime(round.openAt) },
          { label: lotteryTh.closesAt, value: <CloseTime round={round} /> },
          { label: lotteryTh.enteredBy, value: who(round.enteredBy, round.enteredAt) },
          { label: lotteryTh.confirmedBy, value: who(round.confirmedBy, round.confirmedAt) },
          round.correctionCount > 0 && {
            label: lotteryTh.corrections,
            value: fill(lotteryTh.correctionsCount, { count: round.correctionCount }),
          },
          round.cancelReason !== null && { label: lotteryTh.cancelReason, value: round.cancelReason },
        ]}
      />
    </Panel>
    <Panel title={lotteryTh.money}>
      <Facts
        testId="round-money"
        rows={[
          { label: lotteryTh.bills, value: fill(lotteryTh.billsUnit, { count: round.money.bills }) },
          {
            label: lotteryTh.stake,
            value: <span className="tabular-nums">{formatBaht(round.money.stake)}</span>,
          },
          {
            label: lotteryTh.win,
            value: <span className="tabular-nums">{formatBaht(round.money.win)}</span>,
          },
          {
            label: lotteryTh.refunded,
            value: <span className="tabular-nums">{formatBaht(round.money.refunded)}</span>,
          },
          {
            label: lotteryTh.profit,
            value: (
              <span className="font-bold">
                <RoundProfit round={round} />
              </span>
            ),
          },
        ]}
      />
    </Panel>
    <Panel title={lotteryTh.settlement}>
      <Facts
        testId="round-settlement"
        rows={[
          { label: lotteryTh.settlement, value: settlementText(round) },
          {
            label: lotteryTh.pendingBills,
            value: fill(lotteryTh.billsUnit, { count: round.money.pendingBills }),
          },
          { label: lotteryTh.settledAt, value: round.settledAt ? formatDateTime(round.settledAt) : '–' },
        ]}
      />
    </Panel>
  </div>
);
