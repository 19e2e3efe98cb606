import { useState } from 'react';
import { generatePath, Link } from 'react-router';
import { ReceivableCauses } from '../../../components/receivable-causes';
import { PageHeader } from '../../../components/ui/page-header';
import { PagedTable } from '../../../components/ui/paged-table';
import { Td } from '../../../components/ui/table';
import { paths } from '../../../config/paths';
import { apiMessage } from '../../../lib/api-client';
import { fill, formatBaht, formatDateTime } from '../../../lib/format';
import { receivablesTh } from '../../../messages/receivables';
import { adminTh } from '../../../messages/th';
import { RECEIVABLES_PAGE_SIZE, useReceivables } from '../api/receivables';

const columns = [
  { label: receivablesTh.colMember },
  { label: receivablesTh.owed, className: 'text-right' },
  { label: receivablesTh.causes },
  { label: receivablesTh.openedAt },
  { label: receivablesTh.age },
];

/** What members owe after result corrections (owner, finance, support), oldest first. */
export const ReceivablesPage = () => {
  const [pageNo, setPageNo] = useState(1);
  const list = useReceivables(pageNo);
  return (
    <div>
      <PageHeader title={adminTh.pageReceivables} />
      <PagedTable
        label={receivablesTh.listLabel}
        columns={columns}
        page={list.data}
        error={list.isError ? apiMessage(list.error) : undefined}
        pageNo={pageNo}
        pageSize={RECEIVABLES_PAGE_SIZE}
        onPage={setPageNo}
        renderRow={(receivable) => (
          <tr key={receivable.member.id} data-testid="receivable-row">
            <Td>
              <Link
                to={generatePath(paths.member, { id: receivable.member.id })}
                className="font-medium text-brand-700 underline"
              >
                {receivable.member.name}
              </Link>
              <div className="font-mono text-slate-500">{receivable.member.phone}</div>
            </Td>
            <Td className="text-right font-semibold whitespace-nowrap tabular-nums">
              {formatBaht(receivable.owed)}
            </Td>
            <Td>
              <ReceivableCauses receivable={receivable} />
            </Td>
            <Td className="whitespace-nowrap">{formatDateTime(receivable.openedAt)}</Td>
            <Td className="whitespace-nowrap">{fill(receivablesTh.ageDays, { days: receivable.ageDays })}</Td>
          </tr>
        )}
      />
    </div>
  );
};
