import { lotteryBoardPaths } from '@chokdee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

/** Only what the product filter shows: the rest of a product (bet types, schedule) is not read here. */
const productOptionsSchema = z.object({
  data: z.array(z.object({ code: z.string(), name: z.string() })),
});

/** `GET /api/admin/lottery/products` (every staff role): the products to filter a report by. */
export const getProductOptions = async ({ signal }: { signal?: AbortSignal } = {}) =>
  productOptionsSchema.parse(await api.get<unknown>(lotteryBoardPaths.products, { signal })).data;

export const productOptionsQueryOptions = queryOptions({
  queryKey: ['reports', 'products'],
  queryFn: ({ signal }) => getProductOptions({ signal }),
  staleTime: 5 * 60_000,
});

export const useProductOptions = () => useQuery(productOptionsQueryOptions);
