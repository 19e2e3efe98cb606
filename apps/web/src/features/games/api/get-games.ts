import { type GameCategory, type GameListItem, gameListSchema, gamePaths } from '@chokdee/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { gameKeys } from './query-keys';

export const GAMES_PAGE_SIZE = 24;

export type GameFilter = { category?: GameCategory; provider?: string; q?: string };
export type GamesPage = { items: GameListItem[]; pageNo: number; total: number; hasMore: boolean };

/** `GET /api/v2/games?category=&provider=&q=&pageNo=&pageSize=`: enabled games in the site's order. */
export const getGames = async (
  filter: GameFilter,
  pageNo: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<GamesPage> => {
  const page = gameListSchema.parse(
    await api.get<unknown>(gamePaths.list, {
      query: { ...filter, pageNo, pageSize: GAMES_PAGE_SIZE },
      signal,
      silent: true,
    }),
  );
  return {
    items: page.data,
    pageNo,
    total: page.total,
    hasMore: (pageNo - 1) * page.pageSize + page.data.length < page.total,
  };
};

export const gamesQueryOptions = (filter: GameFilter) =>
  infiniteQueryOptions({
    queryKey: gameKeys.list(filter),
    queryFn: ({ pageParam, signal }) => getGames(filter, pageParam, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last: GamesPage) => (last.hasMore ? last.pageNo + 1 : undefined),
    staleTime: 60_000,
  });

export const useGames = (filter: GameFilter) => useInfiniteQuery(gamesQueryOptions(filter));
