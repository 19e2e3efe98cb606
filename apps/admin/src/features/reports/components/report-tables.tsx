import type { DailyReport, DailyReportRow, RoundReportRow } from '@chokdee/contracts';
import { Fragment } from 'react';
import { Money } from '../../../components/ui/money';
import { type Column, PagedTable } from '../../../components/ui/paged-table';
import { Td } from '../../../components/ui/table';
import { cx } from '../../../lib/cx';
import { formatDateTime, formatDay, sumAmounts } from '../../../lib/format';
import { roundStatusLabel } from '../../../messages/lottery';
import { reportsTh } from '../../../messages/reports';

const numeric = 'text-right';

type Amounts = { bets: string; refunds: string; wins: string; profit: string; settledStakes?: string };

const roundFigures = ['bets', 'refunds', 'wins', 'profit'] as const;
/** The daily report adds the settled stakes: its profit (GGR) is settled stakes − wins. */
const dailyFigures = ['bets', 'refunds', 'wins', 'settledStakes', 'profit'] as const;

/** A row's bill count and money cells, in the columns' order; a loss in red. */
const figureCells = (bills: number, amounts: Amounts, names: ReadonlyArray<keyof Amounts> = roundFigures) => (
  <>
    <Td className={cx(numeric, 'tabular-nums')}>{bills}</Td>
    {names.map((name) => (
      <Td key={name} className={cx(numeric, 'whitespace-nowrap')}>
        <Money amount={amounts[name] ?? '0.00'} />
      </Td>
    ))}
  </>
);

const figureColumns: readonly Column[] = [
  { label: reportsTh.colBills, className: numeric },
  { label: reportsTh.colBets, className: numeric },
  { label: reportsTh.colRefunds, className: numeric },
  { label: reportsTh.colWins, className: numeric },
  { label: reportsTh.colProfit, className: numeric },
];
const dailyFigureColumns: readonly Column[] = [
  ...figureColumns.slice(0, 4),
  { label: reportsTh.colSettledStakes, className: numeric },
  { label: reportsTh.colProfit, className: numeric },
];

/** The totals row: its label across the first `span` columns, then the figures. */
const TotalRow = ({
  label,
  span,
  bills,
  amounts,
  names,
}: {
  label: string;
  span: number;
  bills: number;
  amounts: Amounts;
  names?: ReadonlyArray<keyof Amounts>;
}) => (
  <tr data-testid="report-total">
    <th scope="row" colSpan={span} className="border-b border-slate-100 px-3 py-2 text-left">
      {label}
    </th>
    {figureCells(bills, amounts, names)}
  </tr>
);

const dailyColumns: readonly Column[] = [
  { label: reportsTh.colDate },
  { label: reportsTh.colProduct },
  ...dailyFigureColumns,
];

/** Lottery money per Bangkok day and product, with the server's total of the whole range. */
export const DailyReportTable = ({
  report,
  error,
}: {
  report: DailyReport | undefined;
  error: string | undefined;
}) => (
  <PagedTable<DailyReportRow>
    label={reportsTh.daily}
    columns={dailyColumns}
    page={report && { data: report.rows, total: report.rows.length }}
    error={error}
    renderRow={(row) => (
      <tr key={`${row.date}-${row.productCode}`}>
        <Td className="whitespace-nowrap">{formatDay(row.date)}</Td>
        <Td>{row.productName}</Td>
        {figureCells(row.bills, row, dailyFigures)}
      </tr>
    )}
    footer={
      report && (
        <TotalRow
          label={reportsTh.total}
          span={2}
          bills={report.total.bills}
          amounts={report.total}
          names={dailyFigures}
        />
      )
    }
  />
);

const adjustmentColumns: readonly Column[] = [
  { label: reportsTh.colDate },
  { label: reportsTh.colAdjustCreditCount, className: numeric },
  { label: reportsTh.colAdjustCredit, className: numeric },
  { label: reportsTh.colAdjustDebitCount, className: numeric },
  { label: reportsTh.colAdjustDebit, className: numeric },
];

type AdjustmentDay = DailyReport['adjustments'][number];
const adjustmentCells = (day: Omit<AdjustmentDay, 'date'>) =>
  [day.credit, day.debit].map((figure, index) => (
    <Fragment key={index === 0 ? 'credit' : 'debit'}>
      <Td className={cx(numeric, 'tabular-nums')}>{figure.count}</Td>
      <Td className={cx(numeric, 'whitespace-nowrap')}>
        <Money amount={figure.amount} />
      </Td>
    </Fragment>
  ));

/** Staff adjustments posted per day of the range (credit: to members; debit: from them). */
export const AdjustmentReportTable = ({ report }: { report: DailyReport | undefined }) => (
  <PagedTable<AdjustmentDay>
    label={reportsTh.adjustments}
    columns={adjustmentColumns}
    page={report && { data: report.adjustments, total: report.adjustments.length }}
    error={undefined}
    renderRow={(day) => (
      <tr key={day.date}>
        <Td className="whitespace-nowrap">{formatDay(day.date)}</Td>
        {adjustmentCells(day)}
      </tr>
    )}
    footer={
      report && (
        <tr data-testid="report-adjustments-total">
          <th scope="row" className="border-b border-slate-100 px-3 py-2 text-left">
            {reportsTh.total}
          </th>
          {adjustmentCells(report.adjustmentsTotal)}
        </tr>
      )
    }
  />
);

const roundColumns: readonly Column[] = [
  { label: reportsTh.colRound },
  { label: reportsTh.colProduct },
  { label: reportsTh.colCloseAt },
  { label: reportsTh.colStatus },
  ...figureColumns,
];

const roundAmounts = (row: RoundReportRow): Amounts => ({
  bets: row.stake,
  refunds: row.refunded,
  wins: row.win,
  profit: row.profit,
});

/**
 * Rounds closing in the range, a page at a time, with the sums of the page shown (the CSV has every
 * round; the daily tab has the total of the range).
 */
export const RoundReportTable = ({
  page,
  error,
  pageNo,
  pageSize,
  onPage,
}: {
  page: { data: RoundReportRow[]; total: number } | undefined;
  error: string | undefined;
  pageNo: number;
  pageSize: number;
  onPage: (pageNo: number) => void;
}) => {
  const rows = (page?.data ?? []).map(roundAmounts);
  const sum = (name: (typeof roundFigures)[number]) => sumAmounts(rows.map((row) => row[name]));
  return (
    <PagedTable
      label={reportsTh.rounds}
      columns={roundColumns}
      page={page}
      error={error}
      pageNo={pageNo}
      pageSize={pageSize}
      onPage={onPage}
      renderRow={(row) => (
        <tr key={row.roundCode}>
          <Td className="font-mono">{row.roundCode}</Td>
          <Td>{row.productName}</Td>
          <Td className="whitespace-nowrap">{formatDateTime(row.closeAt)}</Td>
          <Td>{roundStatusLabel[row.status]}</Td>
          {figureCells(row.bills, roundAmounts(row))}
        </tr>
      )}
      footer={
        <TotalRow
          label={reportsTh.pageTotal}
          span={4}
          bills={(page?.data ?? []).reduce((count, row) => count + row.bills, 0)}
          amounts={{ bets: sum('bets'), refunds: sum('refunds'), wins: sum('wins'), profit: sum('profit') }}
        />
      }
    />
  );
};
