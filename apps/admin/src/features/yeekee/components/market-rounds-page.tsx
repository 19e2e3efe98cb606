import type { AdminYeekeeRound, YeekeePhase } from '@chokdee/contracts';
import { Link, useParams, useSearchParams } from 'react-router';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Money } from '../../../components/ui/money';
import { PageHeader } from '../../../components/ui/page-header';
import { PagedTable } from '../../../components/ui/paged-table';
import { Td } from '../../../components/ui/table';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { apiMessage } from '../../../lib/api-client';
import { fill, formatBaht, formatDay, sumAmounts } from '../../../lib/format';
import { adminTh } from '../../../messages/th';
import { yeekeePhaseLabel, yeekeeTh, yeekeeVoidReasonLabel } from '../../../messages/yeekee';
import { ROUNDS_REFRESH_SECONDS, useYeekeeMarketRounds } from '../api/get-market-rounds';
import { useYeekeeMarkets } from '../api/get-markets';
import { lotteryRoundHref, roundShotsHref } from '../model/yeekee-href';
import { bangkokDayOf, formatClock } from '../model/yeekee-time';

const phaseTone: Record<YeekeePhase, BadgeTone> = {
  SCHEDULED: 'neutral',
  BETTING: 'info',
  SHOOTING: 'info',
  FROZEN: 'warning',
  RESULTED: 'success',
  VOID: 'danger',
};

const right = 'text-right whitespace-nowrap';
const amount = 'text-right tabular-nums whitespace-nowrap';
const columns = [
  { label: yeekeeTh.colRound },
  { label: yeekeeTh.colTimes },
  { label: yeekeeTh.colPhase },
  { label: yeekeeTh.colShots, className: right },
  { label: yeekeeTh.colBettors, className: right },
  { label: yeekeeTh.colBills, className: right },
  { label: yeekeeTh.colStake, className: right },
  { label: yeekeeTh.colPaid, className: right },
  { label: yeekeeTh.colProfit, className: right },
  { label: yeekeeTh.colRewardsPaid, className: right },
  { label: yeekeeTh.colResult },
];

/** A time of the round on the Bangkok clock, marked when it falls after midnight of the business date. */
const RoundTime = ({ iso, businessDate }: { iso: string; businessDate: string }) => (
  <span className="whitespace-nowrap tabular-nums">
    {formatClock(iso)}
    {bangkokDayOf(iso) !== businessDate && (
      <span className="ml-1 text-xs text-slate-500">{yeekeeTh.nextDay}</span>
    )}
  </span>
);

const Outcome = ({ round }: { round: AdminYeekeeRound }) => {
  if (round.voidReason)
    return <span className="text-red-700">{yeekeeVoidReasonLabel[round.voidReason]}</span>;
  if (!round.result) return null;
  return (
    <>
      <div className="font-mono font-semibold">{round.result.r}</div>
      <div className="text-xs text-slate-600">
        {fill(yeekeeTh.resultText, { top3: round.result.top3, bottom2: round.result.bottom2 })}
      </div>
    </>
  );
};

const count = (value: number) => value.toLocaleString('th-TH');

const RoundRow = ({ round, marketCode }: { round: AdminYeekeeRound; marketCode: string }) => (
  <tr data-testid={`yeekee-round-${round.roundCode}`}>
    <Td className="whitespace-nowrap">
      <div className="font-medium">{round.roundName}</div>
      <Link
        to={lotteryRoundHref(round.roundCode)}
        aria-label={fill(yeekeeTh.roundLink, { roundCode: round.roundCode })}
        className="font-mono text-xs text-brand-700 underline hover:text-brand-600"
      >
        {round.roundCode}
      </Link>
    </Td>
    <Td>
      <div className="whitespace-nowrap">
        <span className="text-slate-500">{yeekeeTh.closeAtShort} </span>
        <RoundTime iso={round.closeAt} businessDate={round.businessDate} />
      </div>
      <div className="whitespace-nowrap">
        <span className="text-slate-500">{yeekeeTh.freezeAtShort} </span>
        <RoundTime iso={round.freezeAt} businessDate={round.businessDate} />
      </div>
    </Td>
    <Td>
      <Badge tone={phaseTone[round.phase]}>{yeekeePhaseLabel[round.phase]}</Badge>
    </Td>
    <Td className={amount}>
      <Link
        to={roundShotsHref(marketCode, round.roundCode)}
        aria-label={fill(yeekeeTh.shotsLink, { roundCode: round.roundCode })}
        className="text-brand-700 underline hover:text-brand-600"
      >
        {count(round.shotCount)}
      </Link>
      <div className="text-xs text-slate-500">
        {fill(yeekeeTh.shooters, { count: count(round.shooters) })}
      </div>
    </Td>
    <Td className={amount}>{count(round.bettors)}</Td>
    <Td className={amount}>{count(round.bills)}</Td>
    <Td className={amount}>{formatBaht(round.stake)}</Td>
    <Td className={amount}>
      {round.paid === null ? (
        <span className="text-slate-500">{yeekeeTh.notSettled}</span>
      ) : (
        formatBaht(round.paid)
      )}
    </Td>
    <Td className={`${amount} font-semibold`}>
      {round.profit === null ? null : <Money amount={round.profit} />}
    </Td>
    <Td className={amount}>{formatBaht(round.rewardsPaid)}</Td>
    <Td>
      <Outcome round={round} />
    </Td>
  </tr>
);

/** The day's totals under the list: shots, bills and money (people are not summed: one plays many rounds). */
const Totals = ({ rounds }: { rounds: AdminYeekeeRound[] }) => (
  <tr data-testid="yeekee-rounds-totals">
    <Td>{yeekeeTh.totals}</Td>
    <Td />
    <Td />
    <Td className={amount}>{count(rounds.reduce((sum, round) => sum + round.shotCount, 0))}</Td>
    <Td />
    <Td className={amount}>{count(rounds.reduce((sum, round) => sum + round.bills, 0))}</Td>
    <Td className={amount}>{formatBaht(sumAmounts(rounds.map((round) => round.stake)))}</Td>
    <Td className={amount}>{formatBaht(sumAmounts(rounds.flatMap((round) => round.paid ?? [])))}</Td>
    <Td className={amount}>
      <Money amount={sumAmounts(rounds.flatMap((round) => round.profit ?? []))} />
    </Td>
    <Td className={amount}>{formatBaht(sumAmounts(rounds.map((round) => round.rewardsPaid)))}</Td>
    <Td />
  </tr>
);

/**
 * A Yeekee market's rounds of one business date (every staff role): times, phase, shots, shooters,
 * bettors, bills, stakes, what was paid, the house's P&L, shooter rewards, the result or why the round
 * was void. The date lives in the address (`?date=`); without it, the market's current business date.
 */
export const YeekeeMarketRoundsPage = () => {
  const { code = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const date = params.get('date') || undefined;
  const rounds = useYeekeeMarketRounds(code, date);
  const market = useYeekeeMarkets().data?.find((item) => item.code === code);
  const businessDate = date ?? rounds.data?.businessDate;
  const setDate = (value: string) => setParams(value ? { date: value } : {}, { replace: true });

  return (
    <div>
      <Link
        to={paths.yeekeeMarkets}
        className="mb-2 inline-block text-sm font-semibold text-brand-700 hover:underline"
      >
        {yeekeeTh.backToMarkets}
      </Link>
      <PageHeader
        title={market ? fill(yeekeeTh.roundsTitle, { name: market.name, code }) : code}
        actions={
          <Button variant="secondary" loading={rounds.isFetching} onClick={() => void rounds.refetch()}>
            {adminTh.refresh}
          </Button>
        }
      />
      <div className="mb-4 flex flex-wrap items-end gap-3 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200">
        <TextField
          type="date"
          label={yeekeeTh.businessDate}
          value={businessDate ?? ''}
          onChange={(event) => setDate(event.target.value)}
        />
        <Button variant="secondary" onClick={() => setDate('')}>
          {yeekeeTh.today}
        </Button>
        <div className="text-sm text-slate-500">
          <p className="font-medium text-slate-700">{businessDate && formatDay(businessDate)}</p>
          <p>
            {yeekeeTh.businessDateHint} · {fill(yeekeeTh.autoRefresh, { seconds: ROUNDS_REFRESH_SECONDS })}
          </p>
        </div>
      </div>
      <PagedTable
        label={yeekeeTh.pageRounds}
        columns={columns}
        page={rounds.data && { data: rounds.data.rounds, total: rounds.data.rounds.length }}
        error={rounds.isError ? apiMessage(rounds.error) : undefined}
        renderRow={(round) => <RoundRow key={round.roundCode} round={round} marketCode={code} />}
        footer={rounds.data && <Totals rounds={rounds.data.rounds} />}
      />
    </div>
  );
};
