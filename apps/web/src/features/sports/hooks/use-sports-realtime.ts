import { sportsFixtureSchema, sportsSocketEvents, sportsTicketSchema } from '@chokdee/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queryKeys } from '../../../lib/query-keys';
import { realtime as appRealtime, REALTIME_CONNECTED, type Realtime } from '../../../lib/socket';
import { sportsKeys } from '../api/query-keys';
import { useSportsFeedStore } from '../stores/feed-store';
import { useSportsSlipStore } from '../stores/slip-store';
import { applyFixturePush } from '../utils/fixture-cache';

const ackOk = (ack: unknown): boolean =>
  typeof ack === 'object' && ack !== null && (ack as { ok?: unknown }).ok === true;

/**
 * While a sports page is open: joins the sports room (again after every reconnect, since rooms do
 * not survive one) and writes its pushes into the caches. `sports.fixture` (a whole fixture) updates
 * the lists, the fixture page and the slip's prices; `sports.ticket` (the member's ticket accepted,
 * rejected or settled) updates the ticket and re-reads the ticket lists. Pushes are hints: a
 * reconnect re-reads what may have been missed. Leaves the room when the pages close.
 */
export const useSportsRealtime = (realtime: Realtime = appRealtime) => {
  const queryClient = useQueryClient();
  useEffect(() => {
    let active = true;
    const setJoined = (joined: boolean) => {
      if (active) useSportsFeedStore.setState({ joined });
    };
    const join = () => {
      void realtime.request(sportsSocketEvents.join, {}).then((ack) => setJoined(ackOk(ack)));
    };
    const offs = [
      realtime.on(sportsSocketEvents.fixture, (payload) => {
        const parsed = sportsFixtureSchema.safeParse(payload);
        if (!parsed.success) return;
        applyFixturePush(queryClient, parsed.data);
        useSportsSlipStore.getState().syncFixture(parsed.data, { complete: true });
      }),
      realtime.on(sportsSocketEvents.ticket, (payload) => {
        const parsed = sportsTicketSchema.safeParse(payload);
        if (!parsed.success) return;
        queryClient.setQueryData(sportsKeys.ticket(parsed.data.id), parsed.data);
        void queryClient.invalidateQueries({ queryKey: sportsKeys.tickets });
        if (parsed.data.status !== 'PENDING')
          void queryClient.invalidateQueries({ queryKey: queryKeys.wallet });
      }),
      realtime.on('disconnect', () => setJoined(false)),
      realtime.on(REALTIME_CONNECTED, () => {
        join();
        void queryClient.invalidateQueries({ queryKey: sportsKeys.lists });
        void queryClient.invalidateQueries({ queryKey: sportsKeys.fixtures });
        void queryClient.invalidateQueries({ queryKey: sportsKeys.tickets });
      }),
    ];
    if (realtime.isOpen()) join();
    return () => {
      active = false;
      for (const off of offs) off();
      realtime.send(sportsSocketEvents.leave, {});
      useSportsFeedStore.setState({ joined: false });
    };
  }, [queryClient, realtime]);
};
