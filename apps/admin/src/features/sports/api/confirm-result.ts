import { sportsHref } from '@chokdee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sportsKeys } from './keys';

/**
 * `POST /api/admin/sports/fixtures/{id}/result/confirm`: the checker's step, by another staff member
 * (the maker is refused with 403 SPORTS_MAKER_CHECKER). Silent: the dialog shows the refusal.
 */
export const confirmResult = async (fixtureId: string) => {
  await api.post<unknown>(sportsHref.adminResultConfirm(fixtureId), {}, { silent: true });
};

export const useConfirmResult = (fixtureId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => confirmResult(fixtureId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sportsKeys.all }),
  });
};
