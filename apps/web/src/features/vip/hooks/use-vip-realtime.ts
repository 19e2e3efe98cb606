import { realtimeEvents } from '@chokdee/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { realtime as appRealtime, type Realtime } from '../../../lib/socket';

/**
 * `vip.upgraded` (the member's settled play reached a higher level) shows a toast and refetches the
 * VIP page. The handler is its own chunk, loaded on the first push. Mounted once, in the root layout;
 * the wallet's hook opens the socket.
 */
export const useVipRealtime = (realtime: Realtime = appRealtime) => {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      realtime.on(realtimeEvents.vipUpgraded, (payload) => {
        void import('./vip-upgraded')
          .then(({ handleVipUpgraded }) => handleVipUpgraded(queryClient, payload))
          .catch((error: unknown) => {
            // The chunk failed to load (offline): the page reads the level when opened.
            console.error('realtime: vip.upgraded handler failed', error);
          });
      }),
    [queryClient, realtime],
  );
};
