import { type ReactNode, useState } from 'react';
import { apiMessage } from '../../lib/api-client';
import { adminTh } from '../../messages/th';
import { Button } from './button';
import { PageHeader } from './page-header';
import { type Column, PagedTable } from './paged-table';
import { StatusTabs } from './status-tabs';

/** The status filter and page of a list; a new filter starts again at page 1. */
export const useStatusFilter = <V extends string>(initial: V) => {
  const [filter, setFilter] = useState<V>(initial);
  const [pageNo, setPageNo] = useState(1);
  return {
    filter,
    pageNo,
    setPageNo,
    setFilter: (next: V) => {
      setFilter(next);
      setPageNo(1);
    },
  };
};

export type StatusListPageProps<V extends string, T> = {
  title: string;
  filters: ReadonlyArray<{ value: V; label: string }>;
  state: ReturnType<typeof useStatusFilter<V>>;
  /** The list query (TanStack Query's result for the current filter and page). */
  list: {
    data: { data: T[]; total: number } | undefined;
    isFetching: boolean;
    isError: boolean;
    error: unknown;
    refetch: () => unknown;
  };
  pageSize: number;
  columns: readonly Column[];
  renderRow: (item: T) => ReactNode;
  /** More filters above the status tabs (a search form). */
  toolbar?: ReactNode;
  /** More buttons beside "refresh" (an export). */
  actions?: ReactNode;
  /** Dialogs the rows open. */
  children?: ReactNode;
  /** The table fits the page (no minimum width): see `Table`. */
  fit?: boolean;
};

/** A work queue page: heading with "refresh", status tabs, and the server-paged table under them. */
export const StatusListPage = <V extends string, T>({
  title,
  filters,
  state,
  list,
  pageSize,
  columns,
  renderRow,
  toolbar,
  actions,
  children,
  fit,
}: StatusListPageProps<V, T>) => (
  <div>
    <PageHeader
      title={title}
      actions={
        <>
          {actions}
          <Button variant="secondary" loading={list.isFetching} onClick={() => void list.refetch()}>
            {adminTh.refresh}
          </Button>
        </>
      }
    />
    {toolbar}
    <StatusTabs
      label={adminTh.statusFilter}
      value={state.filter}
      options={filters}
      onValueChange={state.setFilter}
    >
      <PagedTable
        label={title}
        columns={columns}
        page={list.data}
        error={list.isError ? apiMessage(list.error) : undefined}
        pageNo={state.pageNo}
        pageSize={pageSize}
        onPage={state.setPageNo}
        renderRow={renderRow}
        fit={fit}
      />
    </StatusTabs>
    {children}
  </div>
);
