import { type SportsReport, sportsTh } from '@chokdee/contracts';
import { useState } from 'react';
import { DayRangeForm } from '../../../components/ui/day-range-form';
import { Money } from '../../../components/ui/money';
import { PageHeader } from '../../../components/ui/page-header';
import { PagedTable } from '../../../components/ui/paged-table';
import { Td } from '../../../components/ui/table';
import { apiMessage } from '../../../lib/api-client';
import { formatDay, formatPercent } from '../../../lib/format';
import { sportsDeskTh as th } from '../../../messages/sports';
import { useReport } from '../api/get-report';
import { thisBookMonth } from '../model/time';

type Figures = SportsReport['total'];

const columns = [
  { label: th.colDay },
  { label: th.colCompetition },
  { label: th.colMarketType },
  { label: th.colTickets, className: 'text-right' },
  { label: th.colTurnover, className: 'text-right' },
  { label: th.colPayout, className: 'text-right' },
  { label: th.colGgr, className: 'text-right' },
  { label: th.colMargin, className: 'text-right' },
];

/** "AH" (or "FT.AH") as its Thai name; a type the desk does not know is shown as it came. */
const marketTypeText = (type: string) => {
  const code = type.includes('.') ? type.slice(type.indexOf('.') + 1) : type;
  return code in sportsTh.marketTypes
    ? sportsTh.marketTypes[code as keyof typeof sportsTh.marketTypes]
    : type;
};

const Cells = ({ figures }: { figures: Figures }) => (
  <>
    <Td className="text-right tabular-nums">{figures.tickets.toLocaleString('th-TH')}</Td>
    <Td className="text-right">
      <Money amount={figures.turnover} />
    </Td>
    <Td className="text-right">
      <Money amount={figures.payout} />
    </Td>
    <Td className="text-right font-semibold">
      <Money amount={figures.ggr} />
    </Td>
    <Td className="text-right tabular-nums">{formatPercent(figures.margin)}</Td>
  </>
);

/**
 * The sportsbook's report (owner, finance, trader): tickets, turnover, payout, GGR and margin by 11:00
 * business day, competition and market type, with the totals. This business month by default.
 */
export const SportsReportPage = () => {
  const [range, setRange] = useState(() => thisBookMonth());
  const report = useReport(range);
  const data = report.data;
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={th.pageReport} />
      <p className="max-w-3xl text-sm text-slate-600">{th.reportIntro}</p>
      <DayRangeForm initial={range} labels={{ from: th.from, to: th.to, show: th.show }} onShow={setRange} />
      <PagedTable
        label={th.reportTable}
        columns={columns}
        page={data && { data: data.rows, total: data.rows.length }}
        error={report.isError ? apiMessage(report.error) : undefined}
        renderRow={(row) => (
          <tr
            key={`${row.day}-${row.competition}-${row.marketType}`}
            data-testid={`report-${row.day}-${row.competition}-${row.marketType}`}
          >
            <Td className="whitespace-nowrap">{formatDay(row.day)}</Td>
            <Td>{row.competition}</Td>
            <Td>{marketTypeText(row.marketType)}</Td>
            <Cells figures={row} />
          </tr>
        )}
        footer={
          data && (
            <tr data-testid="report-total">
              <Td className="font-semibold">{th.total}</Td>
              <Td />
              <Td />
              <Cells figures={data.total} />
            </tr>
          )
        }
      />
    </div>
  );
};
