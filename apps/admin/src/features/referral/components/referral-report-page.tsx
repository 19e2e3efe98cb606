import { useState } from 'react';
import { DayRangeForm, thisBangkokMonth } from '../../../components/ui/day-range-form';
import { PageHeader } from '../../../components/ui/page-header';
import { PagedTable } from '../../../components/ui/paged-table';
import { Td } from '../../../components/ui/table';
import { apiMessage } from '../../../lib/api-client';
import { formatBaht } from '../../../lib/format';
import { referralTh as th } from '../../../messages/referral';
import { useReferralReport } from '../api/referral';

const columns = [
  { label: th.colReferrer },
  { label: th.colCode },
  { label: th.colFriends, className: 'text-right' },
  { label: th.colValid, className: 'text-right' },
  { label: th.colIncome, className: 'text-right' },
  { label: th.colClaimed, className: 'text-right' },
] as const;

/** Per referrer over a range of Bangkok days: friends, valid friends, income credited, claimed. */
export const ReferralReportPage = () => {
  const [range, setRange] = useState(thisBangkokMonth);
  const report = useReferralReport(range);
  const rows = report.data?.items ?? [];
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={th.pageReport} />
      <p className="max-w-3xl text-sm text-slate-600">{th.reportIntro}</p>
      <DayRangeForm initial={range} labels={th} onShow={setRange} />
      <PagedTable
        label={th.reportLabel}
        columns={columns}
        page={report.data ? { data: rows, total: rows.length } : undefined}
        error={report.isError ? apiMessage(report.error) : undefined}
        renderRow={(row) => (
          <tr key={row.memberId} data-testid="referral-row">
            <Td>
              <span className="font-semibold">{row.name}</span>
              <span className="block text-xs text-slate-500">{row.phone}</span>
            </Td>
            <Td className="font-mono">{row.code}</Td>
            <Td className="text-right tabular-nums">{row.friends}</Td>
            <Td className="text-right tabular-nums">{row.validFriends}</Td>
            <Td className="text-right tabular-nums">{formatBaht(row.income)}</Td>
            <Td className="text-right tabular-nums">{formatBaht(row.claimed)}</Td>
          </tr>
        )}
        footer={
          report.data ? (
            <tr data-testid="referral-total">
              <Td>{th.total}</Td>
              <Td />
              <Td className="text-right tabular-nums">{rows.reduce((sum, row) => sum + row.friends, 0)}</Td>
              <Td className="text-right tabular-nums">
                {rows.reduce((sum, row) => sum + row.validFriends, 0)}
              </Td>
              <Td className="text-right tabular-nums">{formatBaht(report.data.totals.income)}</Td>
              <Td className="text-right tabular-nums">{formatBaht(report.data.totals.claimed)}</Td>
            </tr>
          ) : undefined
        }
      />
    </div>
  );
};
