import type { ReactNode } from 'react';
import { adminTh } from '../../messages/th';
import { Alert } from './alert';
import { Pagination } from './pagination';
import { Spinner } from './spinner';
import { EmptyRow, Table, Th } from './table';

export type Column = { label: string; className?: string };

export type PagedTableProps<T> = {
  /** The table's accessible name. */
  label: string;
  columns: readonly Column[];
  /** The current page as the server sent it; undefined while the first load runs. */
  page: { data: T[]; total: number } | undefined;
  /** The Thai message of a failed load, shown above the table. */
  error?: string | undefined;
  /** The paging; without it the list is shown whole (a report the server does not page). */
  pageNo?: number;
  pageSize?: number;
  onPage?: (pageNo: number) => void;
  renderRow: (item: T) => ReactNode;
  /** Totals rows under the list (a `<tfoot>`), shown when it has rows. */
  footer?: ReactNode;
  /** Laid out to fit its page (no minimum width): see `Table`. */
  fit?: boolean;
};

/** One page of a server-paged list: loading, error, rows or "no items", totals, and previous / next. */
export const PagedTable = <T,>({
  label,
  columns,
  page,
  error,
  pageNo,
  pageSize,
  onPage,
  renderRow,
  footer,
  fit,
}: PagedTableProps<T>) => (
  <>
    {error && <Alert className="mb-3">{error}</Alert>}
    {!page && !error ? (
      <Spinner />
    ) : (
      <Table label={label} fit={fit}>
        <thead>
          <tr>
            {columns.map((column) => (
              <Th key={column.label} className={column.className}>
                {column.label}
              </Th>
            ))}
          </tr>
        </thead>
        <tbody>
          {page?.data.length ? (
            page.data.map(renderRow)
          ) : (
            <EmptyRow colSpan={columns.length}>{adminTh.empty}</EmptyRow>
          )}
        </tbody>
        {footer && page?.data.length ? <tfoot className="bg-slate-50 font-semibold">{footer}</tfoot> : null}
      </Table>
    )}
    {page && onPage && pageNo !== undefined && pageSize !== undefined && (
      <Pagination pageNo={pageNo} pageSize={pageSize} total={page.total} onPage={onPage} />
    )}
  </>
);
