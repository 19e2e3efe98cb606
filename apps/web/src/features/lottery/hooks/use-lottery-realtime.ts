import { realtimeEvents } from '@chokdee/contracts';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { realtime as appRealtime, REALTIME_CONNECTED, type Realtime } from '../../../lib/socket';
import { lotteryKeys } from '../api/query-keys';

/** The handler lives in its own chunk (zod schema, Thai lottery text): loaded on the first push only. */
const onBillSettled = (queryClient: QueryClient, payload: unknown) =>
  import('./bill-settled').then(({ handleBillSettled }) => handleBillSettled(queryClient, payload));

/**
 * `bill.settled` while a member is logged in: a toast (won / resulted) and the order history and
 * the bill re-read. The balance needs nothing here: settlement pushes `wallet.updated` after the
 * same commit, which the wallet's listener writes into the cache. Mounted once, in the root layout,
 * beside the wallet's listener (which starts and stops the connection).
 */
export const useLotteryRealtime = (realtime: Realtime = appRealtime) => {
  const queryClient = useQueryClient();
  useEffect(() => {
    const offs = [
      realtime.on(realtimeEvents.billSettled, (payload) => {
        void onBillSettled(queryClient, payload).catch((error: unknown) => {
          // The chunk failed to load (offline): the history still refreshes on the next reconnect.
          console.error('realtime: bill.settled handler failed', error);
        });
      }),
      // Push is a hint: after a (re)connect, bills settled meanwhile show when their lists are open.
      realtime.on(REALTIME_CONNECTED, () => {
        void queryClient.invalidateQueries({ queryKey: lotteryKeys.orderHistory });
      }),
    ];
    return () => {
      for (const off of offs) off();
    };
  }, [queryClient, realtime]);
};
