import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { DayRangeForm, thisBangkokMonth } from '../../../components/ui/day-range-form';
import { Money } from '../../../components/ui/money';
import { PageHeader } from '../../../components/ui/page-header';
import { PagedTable } from '../../../components/ui/paged-table';
import { Td } from '../../../components/ui/table';
import { paths } from '../../../config/paths';
import { apiMessage } from '../../../lib/api-client';
import { fill, formatBaht, formatDateTime, formatPercent } from '../../../lib/format';
import { agentsTh as th } from '../../../messages/reward-ops';
import { useAgentReport } from '../api/agents';

const columns = [
  { label: th.colMember },
  { label: th.colPhone },
  { label: th.colJoined },
  { label: th.colStake, className: 'text-right' },
  { label: th.colWin, className: 'text-right' },
  { label: th.colNetLoss, className: 'text-right' },
];

/** One agent's members over Bangkok days, their net loss and the agent's commission (owner, finance). */
export const AgentReportPage = () => {
  const { id = '' } = useParams();
  const [range, setRange] = useState(thisBangkokMonth);
  const report = useAgentReport(id, range);
  const data = report.data;
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={data ? `${th.reportPage}: ${data.agent.code} · ${data.agent.name}` : th.reportPage}
      />
      <Link to={paths.agents} className="text-sm font-semibold text-brand-800 underline">
        {th.back}
      </Link>
      <DayRangeForm initial={range} labels={th} onShow={setRange} />
      {data && (
        <div
          data-testid="agent-commission"
          className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200"
        >
          <p className="text-sm font-medium text-slate-600">{th.commission}</p>
          <p className="text-2xl font-bold text-slate-900">
            <Money amount={data.commission} />
          </p>
          <p className="text-sm text-slate-500">
            {fill(th.commissionNote, {
              rate: formatPercent(data.agent.commissionPercent),
              netLoss: formatBaht(data.totals.netLoss),
            })}
          </p>
        </div>
      )}
      <PagedTable
        label={th.membersLabel}
        columns={columns}
        page={data ? { data: data.members, total: data.members.length } : undefined}
        error={report.isError ? apiMessage(report.error) : undefined}
        renderRow={(member) => (
          <tr key={member.memberId} data-testid={`agent-member-${member.memberId}`}>
            <Td>
              <Link
                to={paths.member.replace(':id', member.memberId)}
                className="font-semibold text-brand-800 underline hover:text-brand-600"
              >
                {member.name}
              </Link>
            </Td>
            <Td className="tabular-nums">{member.phone}</Td>
            <Td className="whitespace-nowrap">{formatDateTime(member.joinedAt)}</Td>
            <Td className="text-right">
              <Money amount={member.countedStake} />
            </Td>
            <Td className="text-right">
              <Money amount={member.countedWin} />
            </Td>
            <Td className="text-right font-semibold">
              <Money amount={member.netLoss} />
            </Td>
          </tr>
        )}
        footer={
          data ? (
            <tr data-testid="agent-total">
              <Td className="font-semibold">{th.total}</Td>
              <Td />
              <Td />
              <Td className="text-right">
                <Money amount={data.totals.countedStake} />
              </Td>
              <Td className="text-right">
                <Money amount={data.totals.countedWin} />
              </Td>
              <Td className="text-right font-semibold">
                <Money amount={data.totals.netLoss} />
              </Td>
            </tr>
          ) : undefined
        }
      />
    </div>
  );
};
