import {
  type AdminStatementLine,
  errorCatalogue,
  fillMessage,
  type RejectedStatementLine,
  statementLineStatuses,
} from '@chokdee/contracts';
import { useState } from 'react';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { StatusListPage, useStatusFilter } from '../../../components/ui/status-list-page';
import { Td } from '../../../components/ui/table';
import { formatBaht, formatDateTime } from '../../../lib/format';
import { adminTh, feedLineFieldLabel, rejectedLineTh, statementLineStatusLabel } from '../../../messages/th';
import { useRejectedStatementLines } from '../api/get-rejected-statement-lines';
import {
  STATEMENT_LINES_PAGE_SIZE,
  type StatementLineStatus,
  useStatementLines,
} from '../api/get-statement-lines';
import { AssignDialog, DismissDialog } from './statement-line-dialogs';

/** The statuses of stored lines, plus the lines the feed sent that could not be taken. */
type Tab = StatementLineStatus | 'REJECTED';
const filters = [...statementLineStatuses, 'REJECTED' as const].map((status) => ({
  value: status,
  label: statementLineStatusLabel[status],
}));

const statusTone: Record<StatementLineStatus, BadgeTone> = {
  UNMATCHED: 'warning',
  CREDITED: 'success',
  DISMISSED: 'neutral',
};

const columns = [
  { label: adminTh.colTransferredAt },
  { label: adminTh.colAmount, className: 'text-right' },
  { label: adminTh.colFromBank },
  { label: adminTh.colFromAccount },
  { label: adminTh.colFromName },
  { label: adminTh.colToAccount },
  { label: adminTh.colStatus },
  { label: adminTh.actions },
];

const LineRow = ({
  line,
  onAssign,
  onDismiss,
}: {
  line: AdminStatementLine;
  onAssign: () => void;
  onDismiss: () => void;
}) => (
  <tr data-testid={`statement-line-${line.externalId}`}>
    <Td className="whitespace-nowrap">{formatDateTime(line.transferredAt)}</Td>
    <Td className="text-right font-semibold whitespace-nowrap tabular-nums">{formatBaht(line.amount)}</Td>
    <Td>{line.fromBankCode}</Td>
    <Td className="font-mono">{line.fromAccountNumber}</Td>
    <Td>{line.fromName}</Td>
    <Td className="font-mono">{line.toAccountNumber}</Td>
    <Td>
      <Badge tone={statusTone[line.status]}>{statementLineStatusLabel[line.status]}</Badge>
    </Td>
    <Td>
      {line.status === 'UNMATCHED' && (
        <div className="flex gap-2">
          <Button size="sm" onClick={onAssign}>
            {adminTh.assign}
          </Button>
          <Button size="sm" variant="secondary" onClick={onDismiss}>
            {adminTh.dismiss}
          </Button>
        </div>
      )}
    </Td>
  </tr>
);

const rejectedColumns = [
  { label: rejectedLineTh.colReceivedAt },
  { label: rejectedLineTh.colExternalId },
  { label: rejectedLineTh.colReason },
  { label: rejectedLineTh.colLine },
];

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const fieldName = (field: string) => feedLineFieldLabel[field] ?? field;

/** The reason with the field by its Thai name: the catalogue's message for the code, filled again. */
const reasonText = (reason: RejectedStatementLine['reason']): string => {
  const entry = Object.values(errorCatalogue).find((candidate) => candidate.code === reason.code);
  if (!entry || !reason.field) return reason.message;
  return fillMessage(entry.message, { field: fieldName(reason.field) });
};

/** The line as sent, field by field in Thai (times in Bangkok, amounts in baht); raw when it is not a JSON object (cut, or not JSON). */
const SentLine = ({ text }: { text: string }) => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
    return <span className="font-mono break-all">{text}</span>;
  return (
    <dl className="grid grid-cols-[max-content_1fr] gap-x-3">
      {Object.entries(parsed).map(([field, value]) => {
        // Control characters stay visible as the server shows them (`\u0000`), not as nothing.
        const raw = (typeof value === 'string' ? value : JSON.stringify(value)).replace(
          // biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
          /[\u0000-\u001f\u007f]/g,
          (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
        );
        const shown =
          field === 'transferredAt' && ISO_TIME.test(raw)
            ? formatDateTime(raw)
            : field === 'amount' && /^\d+(\.\d{1,2})?$/.test(raw)
              ? formatBaht(raw)
              : raw;
        return (
          <div key={field} className="contents">
            <dt className="text-slate-500">{fieldName(field)}</dt>
            <dd className="break-all">{shown}</dd>
          </div>
        );
      })}
    </dl>
  );
};

/** A line the feed sent that could not be taken: its reason, and the line as sent (controls shown as \u0000). */
const RejectedRow = ({ line }: { line: RejectedStatementLine }) => (
  <tr data-testid={`rejected-line-${line.id}`}>
    <Td className="whitespace-nowrap">{formatDateTime(line.createdAt)}</Td>
    <Td className="font-mono break-all">{line.externalId || rejectedLineTh.noExternalId}</Td>
    <Td>{reasonText(line.reason)}</Td>
    <Td className="max-w-md text-xs">
      <SentLine text={line.line} />
    </Td>
  </tr>
);

/**
 * Bank-statement lines the feed could not match to a member (finance, owner): credit one to the
 * member staff name by phone or member id, or set it aside with a reason. Other statuses for lookup,
 * and a tab of the lines the feed sent that could not be taken, with the reason.
 */
export const StatementLinesPage = () => {
  const state = useStatusFilter<Tab>('UNMATCHED');
  const [open, setOpen] = useState<{ line: AdminStatementLine; action: 'assign' | 'dismiss' }>();
  const status = state.filter === 'REJECTED' ? undefined : state.filter;
  const rejectedTab = status === undefined;
  const list = useStatementLines(status ?? 'UNMATCHED', state.pageNo, !rejectedTab);
  const rejected = useRejectedStatementLines(state.pageNo, rejectedTab);
  const close = () => setOpen(undefined);
  const page = { title: adminTh.pageStatementLines, filters, state, pageSize: STATEMENT_LINES_PAGE_SIZE };

  if (rejectedTab)
    return (
      <StatusListPage
        {...page}
        list={rejected}
        columns={rejectedColumns}
        renderRow={(line) => <RejectedRow key={line.id} line={line} />}
      />
    );
  return (
    <StatusListPage
      {...page}
      list={list}
      columns={columns}
      renderRow={(line) => (
        <LineRow
          key={line.id}
          line={line}
          onAssign={() => setOpen({ line, action: 'assign' })}
          onDismiss={() => setOpen({ line, action: 'dismiss' })}
        />
      )}
    >
      {open?.action === 'assign' && <AssignDialog key={open.line.id} line={open.line} onClose={close} />}
      {open?.action === 'dismiss' && <DismissDialog key={open.line.id} line={open.line} onClose={close} />}
    </StatusListPage>
  );
};
