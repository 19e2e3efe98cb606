import { type RewardCostDay, rewardProgrammeNames, rewardProgrammes } from '@chokdee/contracts';
import { useState } from 'react';
import { Money } from '../../../components/ui/money';
import { PageHeader } from '../../../components/ui/page-header';
import { PagedTable } from '../../../components/ui/paged-table';
import { Td } from '../../../components/ui/table';
import { TextField } from '../../../components/ui/text-field';
import { apiMessage } from '../../../lib/api-client';
import { formatDay } from '../../../lib/format';
import { rewardCostTh as th } from '../../../messages/reward-ops';
import { useRewardCosts } from '../api/get-reward-costs';

/** This Bangkok month so far, as the wire writes days. */
const thisMonth = (now = new Date()) => {
  const today = new Date(now.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
  return { from: `${today.slice(0, 8)}01`, to: today };
};

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
  const [draft, setDraft] = useState(thisMonth);
  const [range, setRange] = useState(draft);
  const report = useRewardCosts(range);
  const days = report.data?.days ?? [];
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={th.page} />
      <p className="max-w-3xl text-sm text-slate-600">{th.intro}</p>
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          setRange(draft);
        }}
      >
        <TextField
          type="date"
          label={th.from}
          value={draft.from}
          onChange={(event) => setDraft({ ...draft, from: event.target.value })}
        />
        <TextField
          type="date"
          label={th.to}
          value={draft.to}
          onChange={(event) => setDraft({ ...draft, to: event.target.value })}
        />
        <button
          type="submit"
          className="h-10 rounded-md bg-brand-700 px-4 font-semibold text-white hover:bg-brand-600"
        >
          {th.show}
        </button>
      </form>
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
