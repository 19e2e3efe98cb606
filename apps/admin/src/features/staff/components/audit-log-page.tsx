import type { AuditLogEntry } from '@chokdee/contracts';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { PagedTable } from '../../../components/ui/paged-table';
import { Td } from '../../../components/ui/table';
import { TextField } from '../../../components/ui/text-field';
import { apiMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { auditActionName } from '../../../messages/audit';
import { adminTh } from '../../../messages/th';
import { AUDIT_PAGE_SIZE, type AuditFilters, useAuditLog } from '../api/get-audit-log';
import { useStaff } from '../api/get-staff';
import { AuditChange } from './audit-change';

const columns = [
  { label: adminTh.colTime },
  { label: adminTh.colStaff },
  { label: adminTh.colAction },
  { label: adminTh.colTarget },
  { label: adminTh.colChange },
  { label: adminTh.colIp },
];

/** A `datetime-local` value (the staff member's clock) as an ISO time, or undefined when empty. */
const isoOf = (local: FormDataEntryValue | null) =>
  typeof local === 'string' && local ? new Date(local).toISOString() : undefined;

const textOf = (value: FormDataEntryValue | null) =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

const AuditRow = ({ entry }: { entry: AuditLogEntry }) => (
  <tr>
    <Td className="whitespace-nowrap">{formatDateTime(entry.createdAt)}</Td>
    <Td>{entry.staffUsername}</Td>
    <Td>
      <span className="font-semibold">{auditActionName(entry.action)}</span>
      {auditActionName(entry.action) !== entry.action && (
        <span className="block font-mono text-xs text-slate-400">{entry.action}</span>
      )}
    </Td>
    <Td className="font-mono text-xs break-all">
      {entry.targetType} {entry.targetId}
    </Td>
    <Td className="max-w-md">
      <AuditChange before={entry.before} after={entry.after} />
    </Td>
    <Td className="font-mono text-xs">{entry.ip}</Td>
  </tr>
);

/** Every staff action of the site (owner), newest first, by staff member, action and time. */
export const AuditLogPage = () => {
  const staff = useStaff();
  const [filters, setFilters] = useState<AuditFilters>({});
  const [pageNo, setPageNo] = useState(1);
  const log = useAuditLog(filters, pageNo);

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setFilters({
      staffId: textOf(form.get('staffId')),
      action: textOf(form.get('action')),
      from: isoOf(form.get('from')),
      to: isoOf(form.get('to')),
    });
    setPageNo(1);
  };

  return (
    <div>
      <PageHeader title={adminTh.pageAuditLog} />
      <form
        onSubmit={apply}
        onReset={() => {
          setFilters({});
          setPageNo(1);
        }}
        className="mb-4 flex flex-wrap items-end gap-3 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200"
      >
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
          {adminTh.filterStaff}
          <select name="staffId" className="h-10 rounded-md border border-slate-300 bg-white px-2 text-base">
            <option value="">{adminTh.all}</option>
            {staff.data?.map((account) => (
              <option key={account.id} value={account.id}>
                {account.username}
              </option>
            ))}
          </select>
        </label>
        <TextField name="action" label={adminTh.filterAction} placeholder="withdrawal." />
        <TextField name="from" type="datetime-local" label={adminTh.filterFrom} />
        <TextField name="to" type="datetime-local" label={adminTh.filterTo} />
        <Button type="submit">{adminTh.search}</Button>
        <Button type="reset" variant="ghost">
          {adminTh.clearFilters}
        </Button>
      </form>
      <PagedTable
        label={adminTh.pageAuditLog}
        columns={columns}
        page={log.data}
        error={log.isError ? apiMessage(log.error) : undefined}
        pageNo={pageNo}
        pageSize={AUDIT_PAGE_SIZE}
        onPage={setPageNo}
        renderRow={(entry) => <AuditRow key={entry.id} entry={entry} />}
      />
    </div>
  );
};
