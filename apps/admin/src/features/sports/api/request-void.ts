import { type SportsTicketVoidInput, sportsHref } from '@chokdee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sportsKeys } from './keys';

/**
 * `POST /api/admin/sports/tickets/{id}/void {kind, referenceOdds, reason}`: asks to void a ticket under
 * the obvious-error rule; a second staff member approves. Silent: the dialog shows the refusal.
 */
export const requestVoid = async (ticketId: string, input: SportsTicketVoidInput) => {
  await api.post<unknown>(sportsHref.adminTicketVoid(ticketId), input, { silent: true });
};

export const useRequestVoid = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ticketId, input }: { ticketId: string; input: SportsTicketVoidInput }) =>
      requestVoid(ticketId, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sportsKeys.tickets }),
  });
};
