import { realtimeEvents } from '@chokdee/contracts';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { realtime as appRealtime, REALTIME_CONNECTED, type Realtime } from '../../../lib/socket';

/** The handler lives in its own chunk (Thai promotion text): loaded on the first push only. */
const onPromotionUpdated = (queryClient: QueryClient) =>
  import('./promotion-updated')
    .then(({ handlePromotionUpdated }) => handlePromotionUpdated(queryClient))
    .catch((error: unknown) => {
      // The chunk failed to load (offline): the progress refreshes on the next reconnect.
      console.error('realtime: promotion.updated handler failed', error);
    });

/**
 * `promotion.updated` (turnover counted, bonus converted, forfeited, closed; the push carries nothing)
 * refetches the member's promotions, so the progress bars move as bills settle, and says so when the
 * bonus became cash. Push is a hint: a reconnect refetches too. Mounted once, in the root layout; the
 * wallet's hook opens the socket.
 */
export const usePromotionRealtime = (realtime: Realtime = appRealtime) => {
  const queryClient = useQueryClient();
  useEffect(() => {
    const offs = [
      realtime.on(realtimeEvents.promotionUpdated, () => void onPromotionUpdated(queryClient)),
      realtime.on(REALTIME_CONNECTED, () => void onPromotionUpdated(queryClient)),
    ];
    return () => {
      for (const off of offs) off();
    };
  }, [queryClient, realtime]);
};
