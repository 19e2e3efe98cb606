import { adminPaths, adminWithdrawalSchema, pageSchema, type WithdrawalStatus } from '@chokdee/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const WITHDRAWALS_PAGE_SIZE = 25;

const withdrawalPageSchema = pageSchema(adminWithdrawalSchema);

/** Prefix of every withdrawal-list query: an action invalidates them all. */
export const withdrawalsKey = ['withdrawals'] as const;

/** `GET /api/admin/withdrawals?status=&pageNo=&pageSize=`: newest first; no status is every status. */
export const getWithdrawals = async (
  status: WithdrawalStatus | undefined,
  pageNo: number,
  { signal }: { signal?: AbortSignal } = {},
) =>
  withdrawalPageSchema.parse(
    await api.get<unknown>(adminPaths.withdrawals, {
      query: { status, pageNo, pageSize: WITHDRAWALS_PAGE_SIZE },
      signal,
    }),
  );

export const withdrawalsQueryOptions = (status: WithdrawalStatus | undefined, pageNo: number) =>
  queryOptions({
    queryKey: [...withdrawalsKey, status ?? 'ALL', pageNo],
    queryFn: ({ signal }) => getWithdrawals(status, pageNo, { signal }),
    placeholderData: keepPreviousData,
  });

export const useWithdrawals = (status: WithdrawalStatus | undefined, pageNo: number) =>
  useQuery(withdrawalsQueryOptions(status, pageNo));
