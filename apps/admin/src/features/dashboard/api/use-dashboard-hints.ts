import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSessionStore } from '../../../lib/session-store';
import { subscribeDashboardHints } from './dashboard-hints';
import { dashboardKey } from './get-dashboard';

/** While the dashboard is open, each `dashboard.changed` hint refetches it (the server sends ≤ 1/s). */
export const useDashboardHints = () => {
  const token = useSessionStore((state) => state.token);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!token) return;
    return subscribeDashboardHints(
      token,
      () => void queryClient.invalidateQueries({ queryKey: dashboardKey }),
    );
  }, [token, queryClient]);
};
