import { type YeekeeMarket, yeekeeMarketListSchema, yeekeePaths } from '@chokdee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { yeekeeKeys } from './query-keys';

/** `GET /api/v2/lotto/yeekee/markets`: every Yeekee market with the settings its rules page explains. */
export const getYeekeeMarkets = async ({
  signal,
}: {
  signal?: AbortSignal;
} = {}): Promise<YeekeeMarket[]> => {
  const data = await api.get<unknown>(yeekeePaths.markets, { signal, silent: true });
  return yeekeeMarketListSchema.parse(data).data;
};

export const yeekeeMarketsQueryOptions = () =>
  queryOptions({
    queryKey: yeekeeKeys.markets,
    queryFn: ({ signal }) => getYeekeeMarkets({ signal }),
    staleTime: 5 * 60_000,
  });

export const useYeekeeMarkets = () => useQuery(yeekeeMarketsQueryOptions());
