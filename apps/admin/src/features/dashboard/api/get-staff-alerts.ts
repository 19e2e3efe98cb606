import { otpLimitsPaths, staffAlertListSchema } from '@chokdee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { dashboardKey } from './get-dashboard';

/** Under the dashboard's key: a `staff.alert` (or any dashboard hint) refetches it with the dashboard. */
export const staffAlertsKey = [...dashboardKey, 'alerts'] as const;

/** `GET /api/admin/alerts` (every staff role): the last 24 hours' alerts, newest first. */
export const getStaffAlerts = async ({ signal }: { signal?: AbortSignal } = {}) =>
  // Silent: a failed read leaves the dashboard as it is (the list comes back on the next refetch).
  staffAlertListSchema.parse(await api.get<unknown>(otpLimitsPaths.staffAlerts, { signal, silent: true }))
    .data;

export const useStaffAlerts = () =>
  useQuery(
    queryOptions({
      queryKey: staffAlertsKey,
      queryFn: ({ signal }) => getStaffAlerts({ signal }),
      refetchInterval: 60_000,
    }),
  );
