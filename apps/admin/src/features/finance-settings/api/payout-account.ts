import {
  type PayoutAccountRequest,
  type PayoutSettingsRequest,
  payoutAccountSchema,
  payoutAdminPaths,
} from '@chokdee/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Prefix of the account and its balance: new credentials refetch both. */
export const payoutAccountKey = ['payout-account'] as const;

/**
 * `GET /api/admin/finance/payout-account` (owner, finance): the provider, the hints of its
 * secrets (never a secret), the webhook URL, the kill switch and the daily cap with today's use.
 */
export const getPayoutAccount = async ({ signal }: { signal?: AbortSignal } = {}) =>
  payoutAccountSchema.parse(await api.get<unknown>(payoutAdminPaths.account, { signal }));

export const payoutAccountQueryOptions = queryOptions({
  queryKey: payoutAccountKey,
  queryFn: ({ signal }) => getPayoutAccount({ signal }),
});

export const usePayoutAccount = () => useQuery(payoutAccountQueryOptions);

/**
 * `PUT /api/admin/finance/payout-account` (owner): sets or rotates the credentials. The secrets live
 * only in the form and in this call: the caller resets the mutation afterwards, so its `variables`
 * do not keep them either. Silent: the form shows the refusal.
 */
export const useSavePayoutCredentials = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: PayoutAccountRequest) => {
      await api.put<unknown>(payoutAdminPaths.account, body, { silent: true });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: payoutAccountKey }),
    // Dropped from the mutation cache as soon as the form lets go of it (no secret kept 5 minutes).
    gcTime: 0,
  });
};

/**
 * `PUT /api/admin/finance/payout-account/settings` (owner, finance): the kill switch and the daily
 * cap, always both (the kill switch's dialog sends the cap as saved). Silent: the dialog or the form
 * shows the refusal.
 */
export const useSavePayoutSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: PayoutSettingsRequest) => {
      await api.put<unknown>(payoutAdminPaths.accountSettings, body, { silent: true });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: payoutAccountKey }),
  });
};
