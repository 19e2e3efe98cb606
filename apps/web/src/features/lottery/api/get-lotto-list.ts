import type { LottoProduct } from '@chokdee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { lotteryKeys } from './query-keys';

/** `GET /api/v2/lotto/list` → the products with their current round and latest result (see `lotto-reads.ts`). */
export const getLottoList = async (options: { signal?: AbortSignal } = {}): Promise<LottoProduct[]> =>
  (await import('./lotto-reads')).getLottoList(options);

export const lottoListQueryOptions = () =>
  queryOptions({
    queryKey: lotteryKeys.list,
    queryFn: ({ signal }) => getLottoList({ signal }),
    staleTime: 30_000,
  });

export const useLottoList = () => useQuery(lottoListQueryOptions());
