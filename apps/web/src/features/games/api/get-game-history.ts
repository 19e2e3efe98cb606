import { type GameHistoryItem, gameHistorySchema, gamePaths } from '@chokdee/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { gameKeys } from './query-keys';

export const GAME_HISTORY_PAGE_SIZE = 20;

export type GameHistoryPage = { items: GameHistoryItem[]; pageNo: number; hasMore: boolean };

/** `GET /api/v2/games/history?pageNo=&pageSize=` (member): their game rounds, newest first. */
export const getGameHistory = async (
  pageNo: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<GameHistoryPage> => {
  const page = gameHistorySchema.parse(
    await api.get<unknown>(gamePaths.history, {
      query: { pageNo, pageSize: GAME_HISTORY_PAGE_SIZE },
      signal,
      silent: true,
    }),
  );
  return { items: page.data, pageNo, hasMore: (pageNo - 1) * page.pageSize + page.data.length < page.total };
};

export const gameHistoryQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: gameKeys.history,
    queryFn: ({ pageParam, signal }) => getGameHistory(pageParam, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last: GameHistoryPage) => (last.hasMore ? last.pageNo + 1 : undefined),
  });

export const useGameHistory = () => useInfiniteQuery(gameHistoryQueryOptions());
