import { type GameCategory, gamePaths, gameProviderListSchema } from '@chokdee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { gameKeys } from './query-keys';

/** `GET /api/v2/games/providers?category=`: providers with playable games (of the category). */
export const getGameProviders = async (
  category: GameCategory | undefined,
  { signal }: { signal?: AbortSignal } = {},
) =>
  gameProviderListSchema.parse(
    await api.get<unknown>(gamePaths.providers, { query: { category }, signal, silent: true }),
  );

export const gameProvidersQueryOptions = (category: GameCategory | undefined) =>
  queryOptions({
    queryKey: gameKeys.providers(category),
    queryFn: ({ signal }) => getGameProviders(category, { signal }),
    staleTime: 5 * 60_000,
  });

export const useGameProviders = (category: GameCategory | undefined) =>
  useQuery(gameProvidersQueryOptions(category));
