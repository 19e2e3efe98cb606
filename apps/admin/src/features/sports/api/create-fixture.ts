import { type SportsAdminFixtureInput, sportsAdminFixtureSchema, sportsPaths } from '@chokdee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sportsKeys } from './keys';

/** `POST /api/admin/sports/fixtures`: a fixture entered by hand (a local league). Silent: the dialog shows the refusal. */
export const createFixture = async (input: SportsAdminFixtureInput) =>
  sportsAdminFixtureSchema.parse(await api.post<unknown>(sportsPaths.adminFixtures, input, { silent: true }));

export const useCreateFixture = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFixture,
    onSuccess: (fixture) => queryClient.setQueryData(sportsKeys.fixture(fixture.id), fixture),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sportsKeys.all }),
  });
};
