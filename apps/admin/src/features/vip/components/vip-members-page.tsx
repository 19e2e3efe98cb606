import type { VipChange } from '@chokdee/contracts';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { PageHeader } from '../../../components/ui/page-header';
import { PagedTable } from '../../../components/ui/paged-table';
import { Td } from '../../../components/ui/table';
import { apiMessage } from '../../../lib/api-client';
import { fill, formatBaht, formatDateTime } from '../../../lib/format';
import { vipTh as th } from '../../../messages/vip';
import { useVipChanges, useVipMembers, VIP_PAGE_SIZE } from '../api/vip';

const memberColumns = [
  { label: th.colMember },
  { label: th.colLevel },
  { label: th.colTurnover, className: 'text-right' },
  { label: th.colSince },
] as const;

const changeColumns = [
  { label: th.colMember },
  { label: th.colChange },
  { label: th.colReason },
  { label: th.colTurnover, className: 'text-right' },
  { label: th.colAt },
] as const;

const reasonText = (change: VipChange) =>
  change.reason === 'UPGRADE' ? th.reasons.UPGRADE : fill(th.reasons.REVIEW, { period: change.period ?? '' });

/** Members per level (counts, then the members of the chosen level) and every level change. */
export const VipMembersPage = () => {
  const [level, setLevel] = useState<number | undefined>();
  const [pageNo, setPageNo] = useState(1);
  const [changesPage, setChangesPage] = useState(1);
  const members = useVipMembers(level, pageNo);
  const changes = useVipChanges(changesPage);
  const counts = members.data?.counts ?? [];
  const choose = (next: number | undefined) => {
    setLevel(next);
    setPageNo(1);
  };
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={th.pageMembers} />
      <p className="max-w-3xl text-sm text-slate-600">{th.membersIntro}</p>
      <section aria-label={th.counts}>
        <fieldset aria-label={th.levelFilter} className="flex flex-wrap gap-2">
          <button
            type="button"
            aria-pressed={level === undefined}
            onClick={() => choose(undefined)}
            className="rounded-full border border-slate-300 px-3 py-1 text-sm aria-pressed:bg-brand-600 aria-pressed:text-white"
          >
            {th.allLevels}
          </button>
          {counts.map((count) => (
            <button
              key={count.level}
              type="button"
              aria-pressed={level === count.level}
              onClick={() => choose(count.level)}
              className="rounded-full border border-slate-300 px-3 py-1 text-sm aria-pressed:bg-brand-600 aria-pressed:text-white"
            >
              {count.level}. {count.name} · {count.members} {th.members}
            </button>
          ))}
        </fieldset>
      </section>
      <PagedTable
        label={th.memberList}
        columns={memberColumns}
        page={members.data?.page}
        error={members.isError ? apiMessage(members.error) : undefined}
        pageNo={pageNo}
        pageSize={VIP_PAGE_SIZE}
        onPage={setPageNo}
        renderRow={(row) => (
          <tr key={row.memberId}>
            <Td>
              <span className="font-mono">{row.phone}</span> {row.name}
            </Td>
            <Td>
              <Badge tone="info">
                {row.level}. {row.levelName}
              </Badge>
            </Td>
            <Td className="text-right tabular-nums">{formatBaht(row.turnover)}</Td>
            <Td>{row.since ? formatDateTime(row.since) : ''}</Td>
          </tr>
        )}
      />
      <h2 className="mt-4 text-lg font-bold text-slate-900">{th.changes}</h2>
      <PagedTable
        label={th.changes}
        columns={changeColumns}
        page={changes.data}
        error={changes.isError ? apiMessage(changes.error) : undefined}
        pageNo={changesPage}
        pageSize={VIP_PAGE_SIZE}
        onPage={setChangesPage}
        renderRow={(change) => (
          <tr key={change.id}>
            <Td>
              <span className="font-mono">{change.phone}</span> {change.name}
            </Td>
            <Td>
              {change.fromLevel} → {change.toLevel}
            </Td>
            <Td>
              <Badge tone={change.reason === 'UPGRADE' ? 'success' : 'neutral'}>{reasonText(change)}</Badge>
            </Td>
            <Td className="text-right tabular-nums">{formatBaht(change.turnover)}</Td>
            <Td>{formatDateTime(change.at)}</Td>
          </tr>
        )}
      />
    </div>
  );
};
