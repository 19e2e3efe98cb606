import { fillMessage } from '@chokdee/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { SlipIcon } from '../../../components/ui/icons';
import { SheetDialog } from '../../../components/ui/sheet-dialog';
import { sportsText } from '../../../messages/sports';
import { sportsTicketQueryOptions } from '../api/get-ticket';
import { announceTicket } from '../hooks/use-place-ticket';
import { activeLegs, useSportsSlipStore } from '../stores/slip-store';
import { SlipPanel } from './slip-panel';

/**
 * Follows the ticket waiting for its live delay (PENDING) to its end: the `sports.ticket` push writes
 * it into the cache, and the ticket is re-read every 2 s besides (`sportsTicketQueryOptions`) in case
 * the push does not come. OPEN or REJECTED is then told to the member.
 */
const usePendingTicket = () => {
  const queryClient = useQueryClient();
  const pendingId = useSportsSlipStore((state) =>
    state.lastTicket?.status === 'PENDING' ? state.lastTicket.id : null,
  );
  const ticket = useQuery({ ...sportsTicketQueryOptions(pendingId ?? ''), enabled: pendingId !== null });
  useEffect(() => {
    const data = ticket.data;
    if (!pendingId || data?.id !== pendingId || data.status === 'PENDING') return;
    announceTicket(queryClient, data);
  }, [pendingId, ticket.data, queryClient]);
};

/**
 * The slip on the sports pages: a floating button with the number of legs (and a spinner while a
 * ticket waits) that opens the slip as a bottom sheet on a phone (a centred box on a wide screen).
 */
export const SportsSlipHost = () => {
  usePendingTicket();
  const count = useSportsSlipStore((state) => activeLegs(state).length);
  const open = useSportsSlipStore((state) => state.sheetOpen);
  const setOpen = useSportsSlipStore((state) => state.setSheetOpen);
  const waiting = useSportsSlipStore((state) => state.lastTicket?.status === 'PENDING');
  return (
    <>
      {(count > 0 || waiting) && (
        <button
          type="button"
          data-testid="sports-slip-button"
          aria-label={fillMessage(sportsText.openSlip, { count })}
          onClick={() => setOpen(true)}
          className="fixed right-4 bottom-24 z-40 flex items-center gap-2 rounded-full bg-gold-400 px-4 py-3 font-semibold text-brand-950 shadow-lg shadow-black/40"
        >
          {waiting ? (
            <span
              aria-hidden="true"
              className="size-5 animate-spin rounded-full border-2 border-current border-t-transparent"
            />
          ) : (
            <SlipIcon className="size-5" />
          )}
          <span>{sportsText.slip}</span>
          <span className="grid size-6 place-items-center rounded-full bg-brand-950 font-num text-sm text-gold-200">
            {count}
          </span>
        </button>
      )}
      <SheetDialog open={open} onOpenChange={setOpen} title={sportsText.slip}>
        <SlipPanel />
      </SheetDialog>
    </>
  );
};
