import { type LottoProduct, lotteryPaths } from '@chokdee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { lotteryKeys } from './query-keys';

/** `GET /api/v2/lotto/list` → the products with their current round and latest result. */
export const getLottoList = async ({ signal }: { signal?: AbortSignal } = {}): Promise<LottoProduct[]> => {
  const data = await api.get<unknown>(lotteryPaths.list, { signal, silent: true });
  const { lottoListSchema } = await import('./lotto-schemas');
  return lottoListSchema.parse(data).data;
};

export const lottoListQueryOptions = () =>
  queryOptions({
    queryKey: lotteryKeys.list,
    queryFn: ({ signal }) => getLottoList({ signal }),
    staleTime: 30_000,
  });

export const useLottoList = () => useQuery(lottoListQueryOptions());
