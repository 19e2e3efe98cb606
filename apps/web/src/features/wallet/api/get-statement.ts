import {
  type StatementFilter,
  type StatementLine,
  statementPageSchema,
  statementPaths,
} from '@chokdee/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type StatementPageView = { items: StatementLine[]; nextCursor: string | null };

/**
 * `GET /api/v2/statement?cursor=&kind=`: one page of the member's statement, newest first. A failure is
 * only logged (the list says it failed, as the fund history does).
 */
export const getStatement = async (
  filter: StatementFilter | undefined,
  cursor: string | undefined,
  { signal }: { signal?: AbortSignal } = {},
): Promise<StatementPageView> => {
  try {
    const data = await api.get<unknown>(statementPaths.statement, {
      query: { ...(filter ? { kind: filter } : {}), ...(cursor ? { cursor } : {}) },
      signal,
      silent: true,
    });
    const page = statementPageSchema.parse(data);
    return { items: page.data, nextCursor: page.nextCursor };
  } catch (error) {
    console.error('statement failed', error);
    throw error;
  }
};

/** Pages by the server's cursor; a refetch re-reads from the newest, so lines never repeat or go missing. */
export const statementQueryOptions = (filter: StatementFilter | undefined) =>
  infiniteQueryOptions({
    queryKey: [...queryKeys.statement, filter ?? 'ALL'],
    queryFn: ({ pageParam, signal }) => getStatement(filter, pageParam, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: StatementPageView) => last.nextCursor ?? undefined,
  });

export const useStatement = (filter: StatementFilter | undefined) =>
  useInfiniteQuery(statementQueryOptions(filter));
