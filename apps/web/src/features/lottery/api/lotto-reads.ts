import { type LottoResult, lotteryPaths, lottoResultsPageSchema } from '@chokdee/contracts';
import { api } from '../../../lib/api-client';

/**
 * The results read with its zod check. `get-results.ts` imports this module on demand, so the home
 * page, which shows the results, keeps contracts' schemas and zod off its first load
 * (bench/web-bundle.mjs). The list is checked without zod (`get-lotto-list.ts`).
 */

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
