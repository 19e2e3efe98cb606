import { feedSecretStatusSchema, financeAdminPaths, rotatedFeedSecretSchema } from '@chokdee/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const feedSecretKey = ['feed-secret'] as const;

/** `GET /api/admin/finance/feed-secret` (owner, finance): set or not, where from, its fingerprint; never the secret. */
export const getFeedSecretStatus = async ({ signal }: { signal?: AbortSignal } = {}) =>
  feedSecretStatusSchema.parse(await api.get<unknown>(financeAdminPaths.feedSecret, { signal }));

export const feedSecretQueryOptions = queryOptions({
  queryKey: feedSecretKey,
  queryFn: ({ signal }) => getFeedSecretStatus({ signal }),
});

export const useFeedSecretStatus = () => useQuery(feedSecretQueryOptions);

/**
 * `POST /api/admin/finance/feed-secret/rotate` (owner): the new secret, answered this once. It lives
 * in the mutation's result only (never the query cache): the page drops it with `reset()`.
 */
export const useRotateFeedSecret = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      rotatedFeedSecretSchema.parse(
        await api.post<unknown>(financeAdminPaths.feedSecretRotate, undefined, { silent: true }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: feedSecretKey }),
  });
};
