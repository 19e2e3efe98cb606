import {
  type LottoProduct,
  type LottoResult,
  lotteryPaths,
  lottoListSchema,
  lottoResultsPageSchema,
} from '@chokdee/contracts';
import { api } from '../../../lib/api-client';

/**
 * The lottery lobby's reads with their zod checks. The query options (`get-lotto-list.ts`,
 * `get-results.ts`) import this module on demand, so the home page, which shows the list and the
 * results, keeps contracts' schemas and zod off its first load (bench/web-bundle.mjs).
 */

/** `GET /api/v2/lotto/list` → the products with their current round and latest result. */
export const getLottoList = async ({ signal }: { signal?: AbortSignal } = {}): Promise<LottoProduct[]> => {
  const data = await api.get<unknown>(lotteryPaths.list, { signal, silent: true });
  return lottoListSchema.parse(data).data;
};

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
  const page = lottoResultsPageSchema.parse(data);
  return {
    items: page.data,
    pageNo,
    hasMore: (pageNo - 1) * RESULTS_PAGE_SIZE + page.data.length < page.total,
  };
};
