import { type SportsFixture, sportsFixtureListSchema, sportsPaths } from '@chokdee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type SportsDay, sportsKeys } from './query-keys';

/** `GET /api/v2/sports/fixtures?day=today|tomorrow` or `?live=true`: the fixtures with their main markets. */
export const getFixtures = async (
  day: SportsDay,
  { signal }: { signal?: AbortSignal } = {},
): Promise<SportsFixture[]> => {
  const data = await api.get<unknown>(sportsPaths.fixtures, {
    query: day === 'live' ? { live: 'true' } : { day },
    signal,
    silent: true,
  });
  return sportsFixtureListSchema.parse(data);
};

/**
 * Pushes keep a list current while the socket is in the sports room; without one (a guest, the socket
 * down) the list re-reads itself: the live tab often, the days now and then.
 */
export const fixturesQueryOptions = (day: SportsDay, { pushed = false }: { pushed?: boolean } = {}) =>
  queryOptions({
    queryKey: sportsKeys.list(day),
    queryFn: ({ signal }) => getFixtures(day, { signal }),
    refetchInterval: pushed ? false : day === 'live' ? 10_000 : 60_000,
  });

export const useFixtures = (day: SportsDay, options?: { pushed?: boolean }) =>
  useQuery(fixturesQueryOptions(day, options));
