import { type BonusHistoryItem, bonusHistoryPageSchema, promotionPaths } from '@chokdee/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { promotionKeys } from './query-keys';

export const BONUS_HISTORY_PAGE_SIZE = 25;

export type BonusHistoryPage = { items: BonusHistoryItem[]; pageNo: number; hasMore: boolean };

/** `GET /api/v2/promotions/history?pageNo=&pageSize=`: grants, conversions, forfeits and closures, newest first. */
export const getBonusHistory = async (
  pageNo: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<BonusHistoryPage> => {
  const page = bonusHistoryPageSchema.parse(
    await api.get<unknown>(promotionPaths.history, {
      query: { pageNo, pageSize: BONUS_HISTORY_PAGE_SIZE },
      signal,
      silent: true,
    }),
  );
  return { items: page.data, pageNo, hasMore: (pageNo - 1) * page.pageSize + page.data.length < page.total };
};

export const bonusHistoryQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: promotionKeys.history,
    queryFn: ({ pageParam, signal }) => getBonusHistory(pageParam, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last: BonusHistoryPage) => (last.hasMore ? last.pageNo + 1 : undefined),
  });

export const useBonusHistory = () => useInfiniteQuery(bonusHistoryQueryOptions());
