import { gamePaths, gameRecentSchema } from '@chokdee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useIsMember } from '../../../lib/auth-store';
import { gameKeys } from './query-keys';

/** `GET /api/v2/games/recent` (member): the games they launched last, newest first. */
export const getRecentGames = async ({ signal }: { signal?: AbortSignal } = {}) =>
  gameRecentSchema.parse(await api.get<unknown>(gamePaths.recent, { signal, silent: true }));

export const recentGamesQueryOptions = () =>
  queryOptions({ queryKey: gameKeys.recent, queryFn: ({ signal }) => getRecentGames({ signal }) });

/** The member's recent games; idle for guests. */
export const useRecentGames = () => useQuery({ ...recentGamesQueryOptions(), enabled: useIsMember() });
