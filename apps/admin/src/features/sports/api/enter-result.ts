import { type SportsResultInput, sportsHref } from '@chokdee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sportsKeys } from './keys';

/**
 * `POST /api/admin/sports/fixtures/{id}/result {ft, ht}`: the maker's step (a result, or after
 * settlement a numbered revision). Silent: the form shows the refusal; the fixture is read again after
 * to show the pending result with its preview.
 */
export const enterResult = async (fixtureId: string, input: SportsResultInput) => {
  await api.post<unknown>(sportsHref.adminResult(fixtureId), input, { silent: true });
};

export const useEnterResult = (fixtureId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SportsResultInput) => enterResult(fixtureId, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sportsKeys.all }),
  });
};
