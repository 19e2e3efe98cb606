import {
  type MissionCompletion,
  type MissionProgressStatus,
  missionKindNames,
  missionProgressStatuses,
} from '@chokdee/contracts';
import { useState } from 'react';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { PageHeader } from '../../../components/ui/page-header';
import { PagedTable } from '../../../components/ui/paged-table';
import { SelectField } from '../../../components/ui/select-field';
import { Td } from '../../../components/ui/table';
import { TextField } from '../../../components/ui/text-field';
import { apiMessage } from '../../../lib/api-client';
import { formatBaht, formatDateTime } from '../../../lib/format';
import { missionsTh as th } from '../../../messages/missions';
import {
  type CompletionFilter,
  MISSION_COMPLETIONS_PAGE_SIZE,
  useMissionCompletions,
  useMissionTemplates,
} from '../api/missions';

const statusNames: Record<MissionProgressStatus, string> = {
  IN_PROGRESS: th.statusInProgress,
  COMPLETED: th.statusCompleted,
  CLAIMED: th.statusClaimed,
  EXPIRED: th.statusExpired,
};
const statusTones: Record<MissionProgressStatus, BadgeTone> = {
  IN_PROGRESS: 'info',
  COMPLETED: 'warning',
  CLAIMED: 'success',
  EXPIRED: 'neutral',
};

const columns = [
  { label: th.colMember },
  { label: th.templateLabel },
  { label: th.colPeriod },
  { label: th.colProgress, className: 'text-right' },
  { label: th.colReward, className: 'text-right' },
  { label: th.colStatus },
  { label: th.colCompleted },
  { label: th.colClaimed },
] as const;

const amount = (row: MissionCompletion, value: string) => (row.unit === 'MONEY' ? formatBaht(value) : value);

/** Who completed or claimed which mission, per period (every staff role reads it). */
export const MissionCompletionsPage = () => {
  const [filter, setFilter] = useState<CompletionFilter>({ period: '', templateId: '', status: '' });
  const [pageNo, setPageNo] = useState(1);
  const templates = useMissionTemplates();
  const periodValid =
    filter.period.trim() === '' || /^\d{4}-(\d{2}-\d{2}|W\d{2})$/.test(filter.period.trim());
  const completions = useMissionCompletions(periodValid ? filter : { ...filter, period: '' }, pageNo);
  const change = (field: keyof CompletionFilter) => (event: { target: { value: string } }) => {
    setPageNo(1);
    setFilter((current) => ({ ...current, [field]: event.target.value }));
  };
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={th.pageCompletions} />
      <p className="max-w-3xl text-sm text-slate-600">{th.completionsIntro}</p>
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField
          label={th.periodLabel}
          value={filter.period}
          onChange={change('period')}
          placeholder="2026-11-23"
        />
        <SelectField
          label={th.templateLabel}
          value={filter.templateId}
          onChange={change('templateId')}
          options={[
            { value: '', label: th.all },
            ...(templates.data?.data ?? []).map((template) => ({ value: template.id, label: template.name })),
          ]}
        />
        <SelectField
          label={th.statusLabel}
          value={filter.status}
          onChange={change('status')}
          options={[
            { value: '', label: th.all },
            ...missionProgressStatuses.map((status) => ({ value: status, label: statusNames[status] })),
          ]}
        />
      </div>
      <PagedTable
        label={th.completionsTable}
        columns={columns}
        page={completions.data}
        error={completions.isError ? apiMessage(completions.error) : undefined}
        pageNo={pageNo}
        pageSize={MISSION_COMPLETIONS_PAGE_SIZE}
        onPage={setPageNo}
        renderRow={(row: MissionCompletion) => (
          <tr key={row.id} data-testid={`completion-${row.id}`}>
            <Td>
              <div>{row.memberName}</div>
              <div className="text-xs text-slate-500">{row.loginName}</div>
            </Td>
            <Td>
              <div>{row.templateName}</div>
              <div className="text-xs text-slate-500">{missionKindNames[row.kind]}</div>
            </Td>
            <Td>{row.period}</Td>
            <Td className="text-right tabular-nums">
              {amount(row, row.progress)} / {amount(row, row.target)}
            </Td>
            <Td className="text-right">{formatBaht(row.rewardAmount)}</Td>
            <Td>
              <Badge tone={statusTones[row.status]}>{statusNames[row.status]}</Badge>
            </Td>
            <Td>{row.completedAt ? formatDateTime(row.completedAt) : '—'}</Td>
            <Td>{row.claimedAt ? formatDateTime(row.claimedAt) : '—'}</Td>
          </tr>
        )}
      />
    </div>
  );
};
