import { realtimeEvents } from '@chokdee/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { realtime as appRealtime, REALTIME_CONNECTED, type Realtime } from '../../../lib/socket';
import { missionKeys } from '../api/query-keys';

/**
 * `mission.updated` (progress counted, completed, claimed; the push carries nothing) refetches the
 * missions, so the bars move while the member plays. A reconnect refetches too. Mounted by the page.
 */
export const useMissionRealtime = (realtime: Realtime = appRealtime) => {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: missionKeys.all });
    const offs = [
      realtime.on(realtimeEvents.missionUpdated, refresh),
      realtime.on(REALTIME_CONNECTED, refresh),
    ];
    return () => {
      for (const off of offs) off();
    };
  }, [queryClient, realtime]);
};
