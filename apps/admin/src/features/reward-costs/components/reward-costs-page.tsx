import { type RewardCostDay, rewardProgrammeNames, rewardProgrammes } from '@chokdee/contracts';
import { useState } from 'react';
import { DayRangeForm, thisBangkokMonth } from '../../../components/ui/day-range-form';
import { Money } from '../../../components/ui/money';
import { PageHeader } from '../../../components/ui/page-header';
import { PagedTable } from '../../../components/ui/paged-table';
import { Td } from '../../../components/ui/table';
import { apiMessage } from '../../../lib/api-client';
import { formatDay } from '../../../lib/format';
import { rewardCostTh as th } from '../../../messages/reward-ops';
import { useRewardCosts } from '../api/get-reward-costs';

const columns = [
  { label: th.colDate },
  { label: th.colGgr, className: 'text-right' },
  ...rewardProgrammes.map((programme) => ({
    label: rewardProgrammeNames[programme],
    className: 'text-right',
  })),
  { label: th.colTotal, className: 'text-right' },
  { label: th.colNet, className: 'text-right' },
];

const Cells = ({ day }: { day: Omit<RewardCostDay, 'date'> }) => (
  <>
    <Td className="text-right">
      <Money amount={day.ggr} />
    </Td>
    {rewardProgrammes.map((programme) => (
      <Td key={programme} className="text-right">
        <Money amount={day.costs[programme]} />
      </Td>
    ))}
    <Td className="text-right font-semibold">
      <Money amount={day.totalCost} />
    </Td>
    <Td className="text-right font-semibold">
      <Money amount={day.net} />
    </Td>
  </>
);

/** Each loyalty programme's cost per Bangkok day beside GGR (owner, finance, lottery). */
export const RewardCostsPage = () => {
  const [range, setRange] = useState(thisBangkokMonth);
  const report = useRewardCosts(range);
  const days = report.data?.days ?? [];
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={th.page} />
      <p className="max-w-3xl text-sm text-slate-600">{th.intro}</p>
      <DayRangeForm initial={range} labels={th} onShow={setRange} />
      <PagedTable
        label={th.label}
        columns={columns}
        page={report.data ? { data: days, total: days.length } : undefined}
        error={report.isError ? apiMessage(report.error) : undefined}
        renderRow={(day) => (
          <tr key={day.date} data-testid={`reward-cost-${day.date}`}>
            <Td className="whitespace-nowrap">{formatDay(day.date)}</Td>
            <Cells day={day} />
          </tr>
        )}
        footer={
          report.data ? (
            <tr data-testid="reward-cost-total">
              <Td className="font-semibold">{th.total}</Td>
              <Cells day={report.data.total} />
            </tr>
          ) : undefined
        }
      />
    </div>
  );
};
