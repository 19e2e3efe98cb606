import { cashbackClaimResponseSchema, cashbackPaths } from '@chokdee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { cashbackKeys } from './query-keys';

/**
 * `POST /api/v2/cashback/claim` (Idempotency-Key): every claimable credit at once, as cash or as bonus
 * with its turnover. Silent: the modal says a refusal in its own words.
 */
export const claimCashback = async (idempotencyKey: string) =>
  cashbackClaimResponseSchema.parse(
    await api.post<unknown>(cashbackPaths.claim, {}, { idempotencyKey, silent: true }),
  );

/** The claim with one key per attempt the caller holds (a retry after a lost answer reuses it). */
export const useClaimCashback = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (idempotencyKey: string) => claimCashback(idempotencyKey),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: cashbackKeys.me }),
        queryClient.invalidateQueries({ queryKey: queryKeys.wallet }),
        // A claim paid as bonus opens a condition the promotions feature shows.
        queryClient.invalidateQueries({ queryKey: ['promotions'] }),
      ]),
  });
};
