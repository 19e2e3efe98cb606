import { sportsHref } from '@chokdee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sportsKeys } from './keys';

/**
 * `POST /api/admin/sports/tickets/{id}/void/confirm`: a second staff member approves the asked void
 * (the one who asked is refused). Silent: the dialog shows the refusal.
 */
export const confirmVoid = async (ticketId: string) => {
  await api.post<unknown>(sportsHref.adminTicketVoidConfirm(ticketId), {}, { silent: true });
};

export const useConfirmVoid = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ticketId: string) => confirmVoid(ticketId),
    // A void moves the fixture's stake and liability too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: sportsKeys.all }),
  });
};
