import { paymentPaths, type WithdrawLimits, withdrawLimitsSchema } from '@chokdee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useIsMember } from '../../../lib/auth-store';
import { queryKeys } from '../../../lib/query-keys';

/**
 * `GET /api/v2/withdraw/limits`: what binds this member's next withdrawal, computed by the server with
 * the rules it refuses by (the form shows them and never works one out itself). Silent: the tab says
 * when it could not load them.
 */
export const getWithdrawLimits = async ({ signal }: { signal?: AbortSignal } = {}): Promise<WithdrawLimits> =>
  withdrawLimitsSchema.parse(await api.get<unknown>(paymentPaths.withdrawLimits, { signal, silent: true }));

export const withdrawLimitsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.withdrawLimits,
    queryFn: ({ signal }) => getWithdrawLimits({ signal }),
    // Read afresh each time the tab opens: today's total and the cash move between visits.
    staleTime: 0,
  });

export const useWithdrawLimits = () => useQuery({ ...withdrawLimitsQueryOptions(), enabled: useIsMember() });
