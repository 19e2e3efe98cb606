import { reportPaths, rewardCostReportSchema } from '@chokdee/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `GET /api/admin/reports/rewards?from=&to=` (owner, finance, lottery): each programme's cost per day beside GGR. */
export const useRewardCosts = (range: { from: string; to: string }) =>
  useQuery({
    queryKey: ['reward-costs', range.from, range.to],
    queryFn: async ({ signal }) =>
      rewardCostReportSchema.parse(await api.get<unknown>(reportPaths.rewards, { query: range, signal })),
    placeholderData: keepPreviousData,
  });
