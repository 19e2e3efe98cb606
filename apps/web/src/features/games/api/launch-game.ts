import { gameHref, gameLaunchSchema } from '@chokdee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { gameKeys } from './query-keys';

/**
 * `POST /api/v2/games/{slug}/launch` (member): a new session with the provider and the URL that opens
 * the game. Not retried by the client (no Idempotency-Key: each launch is a new session); the
 * launcher shows the failure with its own retry.
 */
export const launchGame = async (slug: string) =>
  gameLaunchSchema.parse(await api.post<unknown>(gameHref.launch(slug), {}, { silent: true }));

export const useLaunchGame = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: launchGame,
    // The launched game heads the member's recent games.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: gameKeys.recent }),
  });
};
