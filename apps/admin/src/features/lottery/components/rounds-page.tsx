import { type AdminRoundRow, type RoundStatus, roundStatuses } from '@chokdee/contracts';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { PagedTable } from '../../../components/ui/paged-table';
import { SelectField } from '../../../components/ui/select-field';
import { Td } from '../../../components/ui/table';
import { TextField } from '../../../components/ui/text-field';
import { apiMessage } from '../../../lib/api-client';
import { formatBaht } from '../../../lib/format';
import { lotteryBillsTh, lotteryTh, roundStatusLabel } from '../../../messages/lottery';
import { adminTh } from '../../../messages/th';
import { useProducts } from '../api/get-products';
import { ROUNDS_PAGE_SIZE, type RoundFilters, useRounds } from '../api/get-rounds';
import { addDays, bangkokToday } from '../model/bangkok-date';
import { roundHref } from '../model/round-href';
import { CloseTime, RoundProfit } from './round-money';
import { RoundStatusBadge } from './round-status';

const columns = [
  { label: lotteryTh.colClosesAt },
  { label: lotteryTh.colProduct },
  { label: lotteryTh.colRound },
  { label: adminTh.colStatus },
  { label: lotteryTh.colBills, className: 'text-right' },
  { label: lotteryTh.colStake, className: 'text-right' },
  { label: lotteryTh.colWin, className: 'text-right' },
  { label: lotteryTh.colProfit, className: 'text-right' },
];

const isStatus = (value: string | null): value is RoundStatus =>
  value !== null && (roundStatuses as readonly string[]).includes(value);

/**
 * The filters live in the address (from, to, product, status, page), so "back" from a round's page
 * returns to the same list. Without dates: today and the next 2 days in Bangkok.
 */
const useRoundFilters = () => {
  const [params, setParams] = useSearchParams();
  const today = bangkokToday();
  const status = params.get('status');
  const productCode = params.get('product') || undefined;
  // Yeekee markets run hundreds of rounds a day: left out unless asked for, or a product is chosen.
  const showYeekee = params.get('yeekee') === '1';
  const filters: RoundFilters = {
    from: params.get('from') || today,
    to: params.get('to') || addDays(today, 2),
    productCode,
    status: isStatus(status) ? status : undefined,
    withYeekee: showYeekee || productCode ? undefined : 'false',
  };
  const pageNo = Math.max(1, Number(params.get('page')) || 1);
  /** A new filter starts again at page 1. */
  const set = (key: 'from' | 'to' | 'product' | 'status' | 'yeekee' | 'page', value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        if (key !== 'page') next.delete('page');
        return next;
      },
      { replace: true },
    );
  return { filters, pageNo, showYeekee, set, reset: () => setParams({}, { replace: true }) };
};

const RoundRow = ({ round }: { round: AdminRoundRow }) => (
  <tr data-testid={`round-${round.roundCode}`}>
    <Td className="whitespace-nowrap">
      <CloseTime round={round} />
    </Td>
    <Td>{round.productName}</Td>
    <Td>
      <Link
        to={roundHref(round.roundCode)}
        className="font-mono text-brand-700 underline hover:text-brand-600"
      >
        {round.roundCode}
      </Link>
    </Td>
    <Td>
      <RoundStatusBadge status={round.status} />
    </Td>
    <Td className="text-right tabular-nums">{round.money.bills}</Td>
    <Td className="text-right tabular-nums">{formatBaht(round.money.stake)}</Td>
    <Td className="text-right tabular-nums">{formatBaht(round.money.win)}</Td>
    <Td className="text-right font-semibold">
      <RoundProfit round={round} />
    </Td>
  </tr>
);

/** The rounds calendar (every staff role): rounds by close time with their status and money. */
export const RoundsPage = () => {
  const { filters, pageNo, showYeekee, set, reset } = useRoundFilters();
  const products = useProducts();
  const rounds = useRounds(filters, pageNo);

  return (
    <div>
      <PageHeader
        title={adminTh.pageLotteryRounds}
        actions={
          <Button variant="secondary" loading={rounds.isFetching} onClick={() => void rounds.refetch()}>
            {adminTh.refresh}
          </Button>
        }
      />
      <div className="mb-4 flex flex-wrap items-end gap-3 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200">
        <TextField
          type="date"
          label={lotteryTh.filterFrom}
          value={filters.from}
          onChange={(event) => set('from', event.target.value)}
        />
        <TextField
          type="date"
          label={lotteryTh.filterTo}
          value={filters.to}
          onChange={(event) => set('to', event.target.value)}
        />
        <SelectField
          label={lotteryTh.filterProduct}
          value={filters.productCode ?? ''}
          onChange={(event) => set('product', event.target.value)}
          options={[
            { value: '', label: adminTh.all },
            ...(products.data ?? []).map((product) => ({ value: product.code, label: product.name })),
          ]}
        />
        <SelectField
          label={lotteryTh.filterStatus}
          value={filters.status ?? ''}
          onChange={(event) => set('status', event.target.value)}
          options={[
            { value: '', label: adminTh.all },
            ...roundStatuses.map((status) => ({ value: status, label: roundStatusLabel[status] })),
          ]}
        />
        <label className="flex h-10 items-center gap-2 text-sm font-medium text-slate-700">
          <input
            type="checkbox"
            checked={showYeekee}
            onChange={(event) => set('yeekee', event.target.checked ? '1' : '')}
            className="size-4"
          />
          {lotteryBillsTh.showYeekee}
        </label>
        <Button variant="ghost" onClick={reset}>
          {adminTh.clearFilters}
        </Button>
      </div>
      <PagedTable
        label={adminTh.pageLotteryRounds}
        columns={columns}
        page={rounds.data}
        error={rounds.isError ? apiMessage(rounds.error) : undefined}
        pageNo={pageNo}
        pageSize={ROUNDS_PAGE_SIZE}
        onPage={(next) => set('page', String(next))}
        renderRow={(round) => <RoundRow key={round.roundCode} round={round} />}
      />
    </div>
  );
};
