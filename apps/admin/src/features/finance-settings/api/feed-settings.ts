import { type BankFeedSettingsRequest, bankFeedSettingsSchema, financeAdminPaths } from '@chokdee/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const feedSettingsKey = ['bank-feed-settings'] as const;

/** `GET /api/admin/finance/feed-settings` (owner, finance): the per-line ceiling. */
export const getFeedSettings = async ({ signal }: { signal?: AbortSignal } = {}) =>
  bankFeedSettingsSchema.parse(await api.get<unknown>(financeAdminPaths.bankFeedSettings, { signal }));

export const useFeedSettings = () =>
  useQuery(queryOptions({ queryKey: feedSettingsKey, queryFn: ({ signal }) => getFeedSettings({ signal }) }));

/** `PUT /api/admin/finance/feed-settings` (owner, finance): answers the settings as saved. */
export const useSaveFeedSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: BankFeedSettingsRequest) =>
      bankFeedSettingsSchema.parse(
        await api.put<unknown>(financeAdminPaths.bankFeedSettings, body, { silent: true }),
      ),
    onSuccess: (saved) => queryClient.setQueryData(feedSettingsKey, saved),
  });
};
