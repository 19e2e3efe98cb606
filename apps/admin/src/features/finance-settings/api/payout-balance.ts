import { payoutAdminPaths, payoutBalanceSchema } from '@chokdee/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { payoutAccountKey } from './payout-account';

/**
 * `GET /api/admin/finance/payout-account/balance` (owner, finance): asked of the provider on
 * each call, so never kept fresh here. Silent: an unreachable provider is shown on the card, in the
 * server's Thai words, not as a toast. Only once the account is configured.
 */
export const usePayoutBalance = (enabled: boolean) =>
  useQuery({
    queryKey: [...payoutAccountKey, 'balance'],
    queryFn: async ({ signal }) =>
      payoutBalanceSchema.parse(await api.get<unknown>(payoutAdminPaths.balance, { signal, silent: true })),
    enabled,
    staleTime: 0,
  });
