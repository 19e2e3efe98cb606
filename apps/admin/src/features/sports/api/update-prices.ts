import { type SportsAdminMarketsInput, sportsAdminFixtureSchema, sportsHref } from '@chokdee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sportsKeys } from './keys';

/**
 * `PUT /api/admin/sports/fixtures/{id}/markets {markets}`: the house's prices (a market left out keeps
 * its own). Answers the fixture. Silent: the price dialog shows the refusal.
 */
export const updatePrices = async (fixtureId: string, input: SportsAdminMarketsInput) =>
  sportsAdminFixtureSchema.parse(
    await api.put<unknown>(sportsHref.adminMarkets(fixtureId), input, { silent: true }),
  );

export const useUpdatePrices = (fixtureId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SportsAdminMarketsInput) => updatePrices(fixtureId, input),
    onSuccess: (fixture) => queryClient.setQueryData(sportsKeys.fixture(fixtureId), fixture),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sportsKeys.all }),
  });
};
