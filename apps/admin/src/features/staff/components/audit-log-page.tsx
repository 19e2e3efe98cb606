import {
  type AuditLogEntry,
  auditActionName,
  auditActionNames,
  auditTargetTypeName,
  describeAuditEntry,
} from '@chokdee/contracts';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { PagedTable } from '../../../components/ui/paged-table';
import { Td } from '../../../components/ui/table';
import { TextField } from '../../../components/ui/text-field';
import { apiMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { auditTh } from '../../../messages/audit';
import { adminTh } from '../../../messages/th';
import { useDownloadAuditLog } from '../api/download-audit-log';
import { AUDIT_PAGE_SIZE, type AuditFilters, useAuditLog } from '../api/get-audit-log';
import { useStaff } from '../api/get-staff';
import { AuditChange, AuditPieces } from './audit-change';

const columns = [
  { label: adminTh.colTime },
  { label: adminTh.colStaff },
  { label: adminTh.colAction },
  { label: adminTh.colTarget },
  { label: adminTh.colChange },
  { label: adminTh.colIp },
];

/** The action filter's choices: every action by its Thai name, alphabetically in Thai. */
const actionOptions = Object.entries(auditActionNames).sort(([, a], [, b]) => a.localeCompare(b, 'th'));

/** A `datetime-local` value (the staff member's clock) as an ISO time, or undefined when empty. */
const isoOf = (local: FormDataEntryValue | null) =>
  typeof local === 'string' && local ? new Date(local).toISOString() : undefined;

const textOf = (value: FormDataEntryValue | null) =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

/** One entry as a sentence across the columns: who (by name), did what (Thai), to which row (linked), the detail. */
const AuditRow = ({ entry }: { entry: AuditLogEntry }) => {
  const { headline, lines } = describeAuditEntry(entry);
  const [who, , , ...target] = headline;
  return (
    <tr data-testid={`audit-${entry.id}`}>
      <Td className="whitespace-nowrap">{formatDateTime(entry.createdAt)}</Td>
      <Td>{who && <AuditPieces pieces={[who]} />}</Td>
      <Td>
        <span className="font-semibold">{auditActionName(entry.action)}</span>
      </Td>
      <Td>
        <span className="block text-xs text-slate-500">{auditTargetTypeName(entry.targetType)}</span>
        <AuditPieces pieces={target} />
      </Td>
      <Td className="max-w-md">
        <AuditChange lines={lines} empty={auditTh.noDetail} />
      </Td>
      <Td className="font-mono text-xs">{entry.ip}</Td>
    </tr>
  );
};

/** Every staff action of the site (owner), newest first, by staff member, action and time; CSV of the same filters. */
export const AuditLogPage = () => {
  const staff = useStaff();
  const [filters, setFilters] = useState<AuditFilters>({});
  const [pageNo, setPageNo] = useState(1);
  const log = useAuditLog(filters, pageNo);
  const download = useDownloadAuditLog();

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
      <PageHeader
        title={adminTh.pageAuditLog}
        actions={
          <Button variant="secondary" disabled={download.isPending} onClick={() => download.mutate(filters)}>
            {download.isPending ? auditTh.exporting : auditTh.exportCsv}
          </Button>
        }
      />
      {download.isError && (
        <p role="alert" className="mb-3 text-sm text-red-700">
          {apiMessage(download.error)}
        </p>
      )}
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
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
          {adminTh.filterAction}
          <select
            name="action"
            className="h-10 max-w-xs rounded-md border border-slate-300 bg-white px-2 text-base"
          >
            <option value="">{auditTh.allActions}</option>
            {actionOptions.map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
        </label>
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
