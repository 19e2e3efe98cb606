import { type SportsFixture, sportsFixtureSchema, sportsHref } from '@chokdee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sportsKeys } from './query-keys';

/** `GET /api/v2/sports/fixtures/:id`: one fixture with every market. */
export const getFixture = async (
  id: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<SportsFixture> =>
  sportsFixtureSchema.parse(await api.get<unknown>(sportsHref.fixture(id), { signal, silent: true }));

/** Without pushes (a guest, the socket down) the page re-reads itself every 10 s. */
export const fixtureQueryOptions = (id: string, { pushed = false }: { pushed?: boolean } = {}) =>
  queryOptions({
    queryKey: sportsKeys.fixture(id),
    queryFn: ({ signal }) => getFixture(id, { signal }),
    refetchInterval: pushed ? false : 10_000,
  });

export const useFixture = (id: string, options?: { pushed?: boolean }) =>
  useQuery(fixtureQueryOptions(id, options));
