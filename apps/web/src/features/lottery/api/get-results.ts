import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ResultsPage } from './lotto-reads';
import { lotteryResultKeys } from './query-keys';

/** The results of one product (or every product), page by page (`GET /api/v2/lotto/results`, see `lotto-reads.ts`). */
export const resultsQueryOptions = (productCode: string | undefined) =>
  infiniteQueryOptions({
    queryKey: lotteryResultKeys.results(productCode),
    queryFn: async ({ pageParam, signal }) =>
      (await import('./lotto-reads')).getResults(productCode, pageParam, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last: ResultsPage) => (last.hasMore ? last.pageNo + 1 : undefined),
    staleTime: 60_000,
  });

export const useResults = (productCode: string | undefined) =>
  useInfiniteQuery(resultsQueryOptions(productCode));
