import { sportsAdminFixtureSchema, sportsHref } from '@chokdee/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { DESK_REFRESH_MS, sportsKeys } from './keys';

/**
 * `GET /api/admin/sports/fixtures/{id}`: markets with house and feed prices, holds, the liability grid
 * and the result desk. Silent: the page reads it again every few seconds and shows a failure itself.
 */
export const getFixture = async (id: string, { signal }: { signal?: AbortSignal } = {}) =>
  sportsAdminFixtureSchema.parse(
    await api.get<unknown>(sportsHref.adminFixture(id), { signal, silent: true }),
  );

export const useFixture = (id: string) =>
  useQuery({
    queryKey: sportsKeys.fixture(id),
    queryFn: ({ signal }) => getFixture(id, { signal }),
    refetchInterval: DESK_REFRESH_MS,
  });
