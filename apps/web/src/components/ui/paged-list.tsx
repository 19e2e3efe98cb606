import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import { Button } from './button';

export type PagedListText = {
  loading: string;
  failed: string;
  retry: string;
  empty: string;
  loadMore: string;
};

/**
 * A history list (each `renderItem` answers its own `<li>`) fed page by page (`useInfiniteQuery` over pages of `{ items }`): loading, error with
 * retry, empty, the items, and "load more" while the server has another page.
 */
export const PagedList = <T,>({
  history,
  text,
  keyOf,
  renderItem,
}: {
  history: UseInfiniteQueryResult<InfiniteData<{ items: T[] }>>;
  text: PagedListText;
  keyOf: (item: T) => string;
  renderItem: (item: T) => ReactNode;
}) => {
  if (history.isPending) return <p className="text-sm text-white/70">{text.loading}</p>;
  if (history.isError) {
    return (
      <div className="flex items-center gap-3 text-sm text-red-300">
        <p>{text.failed}</p>
        <Button size="sm" variant="secondary" onClick={() => void history.refetch()}>
          {text.retry}
        </Button>
      </div>
    );
  }
  const items = history.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <p className="text-sm text-white/70">{text.empty}</p>;
  return (
    <div className="flex flex-col gap-2">
      <ul className="flex flex-col gap-2">
        {items.map((item) => (
          <Fragment key={keyOf(item)}>{renderItem(item)}</Fragment>
        ))}
      </ul>
      {history.hasNextPage && (
        <Button
          variant="secondary"
          loading={history.isFetchingNextPage}
          onClick={() => void history.fetchNextPage()}
        >
          {text.loadMore}
        </Button>
      )}
    </div>
  );
};
