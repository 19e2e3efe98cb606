import { errorCatalogue, fillMessage, type SportsTicket, type SportsTicketInput } from '@chokdee/contracts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiMessage } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { toast } from '../../../lib/toast';
import { sportsText } from '../../../messages/sports';
import { isAnsweredRefusal, placeTicket } from '../api/place-ticket';
import { sportsKeys } from '../api/query-keys';
import { type SportsSlipState, useSportsSlipStore } from '../stores/slip-store';

/**
 * A ticket that is no longer waiting (OPEN, SETTLED or REJECTED), told to the member: accepted takes
 * its selections off the slip; rejected leaves the slip as it was, so the member can try again.
 */
export const announceTicket = (queryClient: QueryClient, ticket: SportsTicket): void => {
  const store = useSportsSlipStore.getState();
  const last = store.lastTicket;
  store.setLastTicket({
    id: ticket.id,
    ticketNo: ticket.ticketNo,
    status: ticket.status,
    rejectReason: ticket.rejectReason,
    delaySeconds: last?.id === ticket.id ? last.delaySeconds : 0,
  });
  void queryClient.invalidateQueries({ queryKey: sportsKeys.tickets });
  void queryClient.invalidateQueries({ queryKey: queryKeys.wallet });
  if (ticket.status === 'REJECTED') {
    toast.error(
      ticket.rejectReason
        ? fillMessage(sportsText.rejected, { ticketNo: ticket.ticketNo, reason: ticket.rejectReason })
        : fillMessage(sportsText.rejectedNoReason, { ticketNo: ticket.ticketNo }),
      { id: `sports-ticket-${ticket.id}` },
    );
    return;
  }
  toast.success(fillMessage(sportsText.accepted, { ticketNo: ticket.ticketNo }), {
    id: `sports-ticket-${ticket.id}`,
  });
  store.removeSelections(ticket.legs);
  store.acknowledgeChanges();
};

/** `data` of SPORTS_ODDS_CHANGED: the leg and its price now. */
const changedOdds = (error: unknown): { legIndex: number; odds: string } | undefined => {
  if (!(error instanceof ApiError) || error.code !== errorCatalogue.SPORTS_ODDS_CHANGED.code)
    return undefined;
  const data = error.data as { legIndex?: unknown; odds?: unknown } | null;
  if (typeof data?.legIndex !== 'number' || typeof data.odds !== 'string' || !/^\d+(\.\d+)?$/.test(data.odds))
    return undefined;
  return { legIndex: data.legIndex, odds: data.odds };
};

/** The longest live delay of the sent legs (seconds), for "about n seconds". */
const liveDelayOf = (body: SportsTicketInput, store: SportsSlipState): number => {
  const sent = [...store.single, ...store.parlay].filter((leg) =>
    body.legs.some(
      (item) =>
        item.fixtureId === leg.fixtureId && item.market === leg.market && item.outcome === leg.outcome,
    ),
  );
  return Math.max(0, ...sent.filter((leg) => leg.live).map((leg) => leg.liveDelaySeconds));
};

/**
 * Confirms the slip: `POST /tickets` with the confirmation's Idempotency-Key (the same key when the
 * same body is sent again after no answer came). A live bet answers PENDING (รอยืนยัน): the slip host
 * watches it to its end. A refusal shows the server's Thai message; a changed price is written into
 * the slip for the member to confirm again; `onNoMoney` offers a deposit.
 */
export const usePlaceTicket = ({ onNoMoney }: { onNoMoney: (message: string) => void }) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SportsTicketInput) => {
      const key = useSportsSlipStore.getState().keyFor(JSON.stringify(body));
      return placeTicket(body, key);
    },
    onSuccess: (ticket, body) => {
      const store = useSportsSlipStore.getState();
      store.settleConfirmation();
      queryClient.setQueryData(sportsKeys.ticket(ticket.id), ticket);
      if (ticket.status !== 'PENDING') {
        announceTicket(queryClient, ticket);
        return;
      }
      store.setLastTicket({
        id: ticket.id,
        ticketNo: ticket.ticketNo,
        status: ticket.status,
        rejectReason: ticket.rejectReason,
        delaySeconds: liveDelayOf(body, store),
      });
      void queryClient.invalidateQueries({ queryKey: queryKeys.wallet });
    },
    onError: (error) => {
      const store = useSportsSlipStore.getState();
      if (isAnsweredRefusal(error)) store.settleConfirmation();
      const message = error instanceof ApiError ? apiMessage(error) : sportsText.placeFailed;
      if (error instanceof ApiError && error.code === errorCatalogue.INSUFFICIENT_BALANCE.code)
        onNoMoney(message);
      else toast.error(message);
      const changed = changedOdds(error);
      if (changed) store.repriceLeg(changed.legIndex, changed.odds);
      // Prices or a market's state moved: the pages re-read, and the slip follows what they read.
      if (isAnsweredRefusal(error)) {
        void queryClient.invalidateQueries({ queryKey: sportsKeys.lists });
        void queryClient.invalidateQueries({ queryKey: sportsKeys.fixtures });
      }
    },
  });
};
