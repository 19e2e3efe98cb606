import { payoutAdminHref, payoutRecipientSchema } from '@chokdee/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const recipientKey = (memberId: string) => ['payout-recipient', memberId] as const;

/**
 * `GET /api/admin/members/{id}/payout-recipient` (owner, finance, support): the member's recipient at
 * the payout provider, or null when none was created yet. Silent: the card shows a failure itself.
 */
export const useMemberPayoutRecipient = (memberId: string, enabled: boolean) =>
  useQuery({
    queryKey: recipientKey(memberId),
    queryFn: async ({ signal }) =>
      payoutRecipientSchema
        .nullable()
        .parse(await api.get<unknown>(payoutAdminHref.memberRecipient(memberId), { signal, silent: true })),
    enabled,
  });

/**
 * `POST …/payout-recipient/refresh` (owner, finance): asks the provider again, or creates the
 * recipient for the member's current bank account. A refusal toasts (provider unreachable).
 */
export const useRefreshPayoutRecipient = (memberId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await api.post<unknown>(payoutAdminHref.memberRecipientRefresh(memberId));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: recipientKey(memberId) }),
  });
};
