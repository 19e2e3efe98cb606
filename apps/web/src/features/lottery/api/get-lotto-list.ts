import { type LottoProduct, lotteryPaths } from '@chokdee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { isLottoList } from './lotto-shapes';
import { lotteryKeys } from './query-keys';

/**
 * `GET /api/v2/lotto/list` → the products with their current round and latest result. Checked by
 * `isLottoList` (zod-free, `lotto-shapes.ts`): the home page and `/lotto` render this list first.
 */
export const getLottoList = async ({ signal }: { signal?: AbortSignal } = {}): Promise<LottoProduct[]> => {
  const data = await api.get<unknown>(lotteryPaths.list, { signal, silent: true });
  if (!isLottoList(data)) throw new Error('The lottery list answer does not match the contract');
  return data.data;
};

export const lottoListQueryOptions = () =>
  queryOptions({
    queryKey: lotteryKeys.list,
    queryFn: ({ signal }) => getLottoList({ signal }),
    staleTime: 30_000,
  });

export const useLottoList = () => useQuery(lottoListQueryOptions());
