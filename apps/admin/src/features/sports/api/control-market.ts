import { type SportsAdminMarketControl, sportsHref } from '@chokdee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sportsKeys } from './keys';

/**
 * `POST /api/admin/sports/fixtures/{id}/markets/control {market, action, reason}`: suspend, close or
 * reopen one market (or `ALL`). Silent: the dialog shows the refusal; the fixture is read again after.
 */
export const controlMarket = async (fixtureId: string, input: SportsAdminMarketControl) => {
  await api.post<unknown>(sportsHref.adminMarketControl(fixtureId), input, { silent: true });
};

export const useControlMarket = (fixtureId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SportsAdminMarketControl) => controlMarket(fixtureId, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sportsKeys.all }),
  });
};
