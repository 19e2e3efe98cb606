import { type SummaryPeriod, type SummaryReport, summaryPeriods } from '@chokdee/contracts';
import { bookDayOf } from '@chokdee/sportsbook';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Money } from '../../../components/ui/money';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { StatusTabs } from '../../../components/ui/status-tabs';
import { Table, Td, Th } from '../../../components/ui/table';
import { TextField } from '../../../components/ui/text-field';
import { apiMessage } from '../../../lib/api-client';
import { fill, formatDateTime, formatDay } from '../../../lib/format';
import { summaryTh as th } from '../../../messages/summary-report';
import { adminTh } from '../../../messages/th';
import { useSummaryReport } from '../api/get-summary';

const periodOptions = summaryPeriods.map((value) => ({ value, label: th.periods[value] }));

/** A two-column table of labelled amounts (the programmes, the cash flow, the receivables). */
const AmountList = <K extends string>({
  id,
  label,
  names,
  amounts,
  strong,
}: {
  id: string;
  label: string;
  names: Record<K, string>;
  amounts: Record<K, string>;
  strong?: K;
}) => (
  <Table label={label}>
    <tbody>
      {(Object.keys(names) as K[]).map((key) => (
        <tr key={key} data-testid={`${id}-${key}`} className={key === strong ? 'font-semibold' : undefined}>
          <Td>{names[key]}</Td>
          <Td className="text-right">
            <Money amount={amounts[key]} />
          </Td>
        </tr>
      ))}
    </tbody>
  </Table>
);

const Report = ({ report }: { report: SummaryReport }) => (
  <div className="flex flex-col gap-6">
    <p data-testid="summary-covers" className="text-sm text-slate-600">
      {fill(th.covers, {
        from: formatDay(report.from),
        to: formatDay(report.to),
        startsAt: formatDateTime(report.startsAt),
        endsAt: formatDateTime(report.endsAt),
      })}
    </p>
    <Table label={th.categoriesTable}>
      <thead>
        <tr>
          <Th>{th.colCategory}</Th>
          <Th className="text-right">{th.colStakes}</Th>
          <Th className="text-right">{th.colWins}</Th>
          <Th className="text-right">{th.colGgr}</Th>
        </tr>
      </thead>
      <tbody>
        {[...report.categories, { category: 'total' as const, ...report.total }].map((row) => (
          <tr
            key={row.category}
            data-testid={`summary-${row.category}`}
            className={row.category === 'total' ? 'font-semibold' : undefined}
          >
            <Td>{row.category === 'total' ? th.total : th.categories[row.category]}</Td>
            <Td className="text-right">
              <Money amount={row.stakes} />
            </Td>
            <Td className="text-right">
              <Money amount={row.wins} />
            </Td>
            <Td className="text-right">
              <Money amount={row.ggr} />
            </Td>
          </tr>
        ))}
      </tbody>
    </Table>
    <section aria-labelledby="summary-programmes">
      <h2 id="summary-programmes" className="mb-2 text-lg font-bold text-slate-900">
        {th.programmesHeading}
      </h2>
      <AmountList
        id="summary-programme"
        label={th.programmesHeading}
        names={{ ...th.programmes }}
        amounts={report.programmeCosts}
        strong="total"
      />
      <p data-testid="summary-net" className="mt-2 text-base font-semibold text-slate-900">
        {th.net}: <Money amount={report.net} />
      </p>
    </section>
    <section aria-labelledby="summary-cash-flow">
      <h2 id="summary-cash-flow" className="mb-1 text-lg font-bold text-slate-900">
        {th.cashFlowHeading}
      </h2>
      <p className="mb-2 text-sm text-slate-600">{th.cashFlowHint}</p>
      <AmountList
        id="summary-cash"
        label={th.cashFlowHeading}
        names={{ ...th.cashFlow }}
        amounts={report.cashFlow}
        strong="net"
      />
    </section>
    <section aria-labelledby="summary-receivables">
      <h2 id="summary-receivables" className="mb-2 text-lg font-bold text-slate-900">
        {th.receivablesHeading}
      </h2>
      <AmountList
        id="summary-receivable"
        label={th.receivablesHeading}
        names={{ ...th.receivables }}
        amounts={report.receivables}
        strong="owedAtEnd"
      />
    </section>
  </div>
);

/**
 * A day, a week (7 business days) or a month of business days (11:00 to 11:00 Bangkok), from the
 * ledger (owner, finance): GGR per product category, the programmes' cost, members' cash flow and
 * receivables. Opens on the current business day.
 */
export const SummaryReportPage = () => {
  const [period, setPeriod] = useState<SummaryPeriod>('DAY');
  const [from, setFrom] = useState(() => bookDayOf(new Date()));
  const [draft, setDraft] = useState(from);
  const report = useSummaryReport({ period, from });
  const show = (event: FormEvent) => {
    event.preventDefault();
    setFrom(draft);
  };
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={th.page}
        actions={
          <Button variant="secondary" loading={report.isFetching} onClick={() => void report.refetch()}>
            {adminTh.refresh}
          </Button>
        }
      />
      <p className="max-w-3xl text-sm text-slate-600">{th.intro}</p>
      <form className="flex flex-wrap items-end gap-3" onSubmit={show}>
        <TextField
          label={th.fromLabel}
          type="date"
          value={draft}
          required
          onChange={(event) => setDraft(event.target.value)}
        />
        <Button type="submit">{th.show}</Button>
      </form>
      <StatusTabs label={th.periodTabs} value={period} options={periodOptions} onValueChange={setPeriod}>
        {report.isError && <Alert>{apiMessage(report.error)}</Alert>}
        {report.data ? <Report report={report.data} /> : !report.isError && <Spinner />}
      </StatusTabs>
    </div>
  );
};
