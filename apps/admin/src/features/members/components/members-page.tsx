import { type AdminMemberRow, adminMemberPaths } from '@chokdee/contracts';
import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ExportCsvButton } from '../../../components/ui/export-csv-button';
import { PageHeader } from '../../../components/ui/page-header';
import { PagedTable } from '../../../components/ui/paged-table';
import { Td } from '../../../components/ui/table';
import { TextField } from '../../../components/ui/text-field';
import { access, allows } from '../../../config/access';
import { useMe } from '../../../lib/api/get-me';
import { apiMessage } from '../../../lib/api-client';
import { formatBaht, formatDateTime } from '../../../lib/format';
import { membersTh } from '../../../messages/members';
import { adminTh } from '../../../messages/th';
import { MEMBERS_PAGE_SIZE, useMemberSearch } from '../api/search-members';
import { MemberStatusBadge, memberHref, timeOrNever } from './member-parts';

const columns = [
  { label: membersTh.colPhone },
  { label: membersTh.colName },
  { label: membersTh.colBank },
  { label: membersTh.colBalance, className: 'text-right' },
  { label: adminTh.colStatus },
  { label: membersTh.colRegistered },
  { label: membersTh.colLastLogin },
];

/** One result; the whole row opens the member's page (the phone is the link, for the keyboard). */
const MemberRow = ({ member }: { member: AdminMemberRow }) => (
  <tr data-testid={`member-${member.phone}`} className="relative hover:bg-slate-50">
    <Td className="font-mono whitespace-nowrap">
      <Link
        to={memberHref(member.id)}
        className="font-semibold text-brand-700 underline-offset-2 after:absolute after:inset-0 hover:underline"
      >
        {member.phone}
      </Link>
    </Td>
    <Td className="font-medium">{member.name}</Td>
    <Td>
      {member.bank ? (
        <>
          <div>{member.bank.name}</div>
          <div className="font-mono text-slate-600">{member.bank.accountNumber}</div>
        </>
      ) : (
        <span className="text-slate-500">{membersTh.noBank}</span>
      )}
    </Td>
    <Td className="text-right font-semibold whitespace-nowrap tabular-nums">{formatBaht(member.balance)}</Td>
    <Td>
      <MemberStatusBadge status={member.status} />
    </Td>
    <Td className="whitespace-nowrap">{formatDateTime(member.createdAt)}</Td>
    <Td className="whitespace-nowrap">{timeOrNever(member.lastLoginAt)}</Td>
  </tr>
);

/**
 * Members (every role): one search box over phone, name, bank account number and referral code,
 * newest first. The search and page live in the URL, so "back" from a member returns to the results.
 */
export const MembersPage = () => {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const pageNo = Math.max(1, Math.trunc(Number(params.get('page'))) || 1);
  const list = useMemberSearch(q, pageNo);
  const me = useMe();

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('q');
    const text = typeof value === 'string' ? value.trim() : '';
    setParams(text ? { q: text } : {});
  };
  const toPage = (next: number) => {
    const nextParams = new URLSearchParams(params);
    nextParams.set('page', String(next));
    setParams(nextParams);
  };

  return (
    <div>
      <PageHeader
        title={adminTh.pageMembers}
        actions={
          <>
            {allows(me.data?.role, access.memberExport) && (
              <ExportCsvButton
                path={adminMemberPaths.members}
                query={{ q: q.trim() || undefined }}
                fallbackName="members.csv"
              />
            )}
            <Button variant="secondary" loading={list.isFetching} onClick={() => void list.refetch()}>
              {adminTh.refresh}
            </Button>
          </>
        }
      />
      <form
        onSubmit={search}
        className="mb-4 flex flex-wrap items-end gap-3 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200"
      >
        <TextField
          key={q}
          name="q"
          type="search"
          label={membersTh.searchLabel}
          hint={membersTh.searchHint}
          placeholder={membersTh.searchPlaceholder}
          defaultValue={q}
          maxLength={100}
          autoComplete="off"
          className="min-w-64 flex-1"
        />
        <Button type="submit" className="mb-5">
          {adminTh.search}
        </Button>
      </form>
      <PagedTable
        label={adminTh.pageMembers}
        columns={columns}
        page={list.data}
        error={list.isError ? apiMessage(list.error) : undefined}
        pageNo={pageNo}
        pageSize={MEMBERS_PAGE_SIZE}
        onPage={toPage}
        renderRow={(member) => <MemberRow key={member.id} member={member} />}
      />
    </div>
  );
};
