import { promotionCostSchema, promotionPaths } from '@chokdee/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `GET /api/admin/reports/promotions?from=&to=` (Bangkok days): grants, granted, converted, forfeited, open. */
export const usePromotionCost = (range: { from: string; to: string }) =>
  useQuery({
    queryKey: ['promotion-cost', range.from, range.to],
    queryFn: async ({ signal }) =>
      promotionCostSchema.parse(await api.get<unknown>(promotionPaths.adminCost, { query: range, signal }))
        .rows,
    placeholderData: keepPreviousData,
  });
