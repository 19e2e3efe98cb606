import { sportsBoardSchema, sportsPaths } from '@chokdee/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { DESK_REFRESH_MS, sportsKeys } from './keys';

/** The board's three views: a Bangkok day's fixtures, or every fixture being played now. */
export type BoardTab = 'today' | 'live' | 'tomorrow';

const queryOf = (tab: BoardTab) => (tab === 'live' ? { live: 'true' } : { day: tab });

/**
 * `GET /api/admin/sports/fixtures?day=today|tomorrow` or `?live=true`: the live board. Silent: it
 * reads again every few seconds, so a failure shows on the board instead of a toast each time.
 */
export const getBoard = async (tab: BoardTab, { signal }: { signal?: AbortSignal } = {}) =>
  sportsBoardSchema.parse(
    await api.get<unknown>(sportsPaths.adminFixtures, { query: queryOf(tab), signal, silent: true }),
  );

export const useBoard = (tab: BoardTab) =>
  useQuery({
    queryKey: sportsKeys.board(tab),
    queryFn: ({ signal }) => getBoard(tab, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: DESK_REFRESH_MS,
  });
