import { type DepositBank, depositBankListSchema, paymentPaths } from '@chokdee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `GET /api/v2/deposit/bank-list`: the operator's accounts to transfer to. docs/domain/member-site.md §8: failures are only logged. */
export const getDepositBanks = async ({ signal }: { signal?: AbortSignal } = {}): Promise<DepositBank[]> => {
  try {
    const data = await api.get<unknown>(paymentPaths.depositBankList, { signal, silent: true });
    return depositBankListSchema.parse(data);
  } catch (error) {
    console.error('deposit bank list failed', error);
    throw error;
  }
};

export const depositBanksQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.depositBanks,
    queryFn: ({ signal }) => getDepositBanks({ signal }),
    staleTime: 60_000,
  });

export const useDepositBanks = () => useQuery(depositBanksQueryOptions());
