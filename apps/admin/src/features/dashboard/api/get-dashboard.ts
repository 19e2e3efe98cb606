import { dashboardSchema, reportPaths } from '@chokdee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The dashboard's query: the live hint invalidates it. */
export const dashboardKey = ['dashboard'] as const;

/** Without a hint (socket down, hint missed) the figures still refresh this often. */
export const DASHBOARD_FALLBACK_REFETCH_MS = 60_000;

/** `GET /api/admin/dashboard` (every staff role): today's figures, the queues and the last 14 days. */
export const getDashboard = async ({ signal }: { signal?: AbortSignal } = {}) =>
  dashboardSchema.parse(await api.get<unknown>(reportPaths.dashboard, { signal }));

export const dashboardQueryOptions = queryOptions({
  queryKey: dashboardKey,
  queryFn: ({ signal }) => getDashboard({ signal }),
  refetchInterval: DASHBOARD_FALLBACK_REFETCH_MS,
});

export const useDashboard = () => useQuery(dashboardQueryOptions);
