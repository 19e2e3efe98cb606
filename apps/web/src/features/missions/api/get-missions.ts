import { missionListSchema, missionPaths } from '@chokdee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useIsMember } from '../../../lib/auth-store';
import { missionKeys } from './query-keys';

/** `GET /api/v2/missions`: today's and this week's missions with progress, and earlier ones still claimable. */
export const getMissions = async ({ signal }: { signal?: AbortSignal } = {}) =>
  missionListSchema.parse(await api.get<unknown>(missionPaths.list, { signal, silent: true }));

export const missionsQueryOptions = () =>
  queryOptions({ queryKey: missionKeys.list, queryFn: ({ signal }) => getMissions({ signal }) });

/** The member's missions; idle for guests. */
export const useMissions = () => useQuery({ ...missionsQueryOptions(), enabled: useIsMember() });
