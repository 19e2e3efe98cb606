import { gameDetailSchema, gameHref } from '@chokdee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { gameKeys } from './query-keys';

/** `GET /api/v2/games/{slug}`: one enabled game (the launcher bar's name and way back). */
export const getGame = async (slug: string, { signal }: { signal?: AbortSignal } = {}) =>
  gameDetailSchema.parse(await api.get<unknown>(gameHref.one(slug), { signal, silent: true }));

export const gameQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: gameKeys.one(slug),
    queryFn: ({ signal }) => getGame(slug, { signal }),
    staleTime: 5 * 60_000,
  });

/** One game; idle without a slug. */
export const useGame = (slug: string) => useQuery({ ...gameQueryOptions(slug), enabled: slug !== '' });
