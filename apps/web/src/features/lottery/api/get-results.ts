import { type LottoResult, lotteryPaths } from '@chokdee/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { lotteryResultKeys } from './query-keys';

export const RESULTS_PAGE_SIZE = 20;

export type ResultsPage = { items: LottoResult[]; pageNo: number; hasMore: boolean };

/** `GET /api/v2/lotto/results?productCode&pageNo&pageSize`: settled rounds, newest first. */
export const getResults = async (
  productCode: string | undefined,
  pageNo: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ResultsPage> => {
  const data = await api.get<unknown>(lotteryPaths.results, {
    query: { ...(productCode ? { productCode } : {}), pageNo, pageSize: RESULTS_PAGE_SIZE },
    signal,
    silent: true,
  });
  const { lottoResultsPageSchema } = await import('./lotto-schemas');
  const page = lottoResultsPageSchema.parse(data);
  return {
    items: page.data,
    pageNo,
    hasMore: (pageNo - 1) * RESULTS_PAGE_SIZE + page.data.length < page.total,
  };
};

/** The results of one product (or every product), page by page. */
export const resultsQueryOptions = (productCode: string | undefined) =>
  infiniteQueryOptions({
    queryKey: lotteryResultKeys.results(productCode),
    queryFn: ({ pageParam, signal }) => getResults(productCode, pageParam, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last: ResultsPage) => (last.hasMore ? last.pageNo + 1 : undefined),
    staleTime: 60_000,
  });

export const useResults = (productCode: string | undefined) =>
  useInfiniteQuery(resultsQueryOptions(productCode));
