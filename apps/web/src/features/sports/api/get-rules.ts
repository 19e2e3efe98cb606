import { type SportsRules, sportsPaths, sportsRulesSchema } from '@chokdee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sportsKeys } from './query-keys';

/** `GET /api/v2/sports/rules`: the limits, the live delay, the postponement window and the version. */
export const getSportsRules = async ({ signal }: { signal?: AbortSignal } = {}): Promise<SportsRules> =>
  sportsRulesSchema.parse(await api.get<unknown>(sportsPaths.rules, { signal, silent: true }));

export const sportsRulesQueryOptions = () =>
  queryOptions({
    queryKey: sportsKeys.rules,
    queryFn: ({ signal }) => getSportsRules({ signal }),
    staleTime: 10 * 60_000,
  });

export const useSportsRules = () => useQuery(sportsRulesQueryOptions());
