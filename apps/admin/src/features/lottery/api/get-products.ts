import { adminProductListSchema, lotteryBoardPaths } from '@chokdee/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { lotteryKeys } from './keys';

/** `GET /api/admin/lottery/products`: every product with its bet types, limits, schedule and holidays. */
export const getProducts = async ({ signal }: { signal?: AbortSignal } = {}) =>
  adminProductListSchema.parse(await api.get<unknown>(lotteryBoardPaths.products, { signal })).data;

export const useProducts = () =>
  useQuery({
    queryKey: lotteryKeys.products,
    queryFn: ({ signal }) => getProducts({ signal }),
    staleTime: 30_000,
  });
