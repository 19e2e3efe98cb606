import { adminWithdrawalDetailSchema, payoutAdminHref } from '@chokdee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { withdrawalsKey } from './get-withdrawals';

/** `GET /api/admin/withdrawals/{id}`: the withdrawal, its transfers, its timeline and its member's recipient. */
export const getWithdrawal = async (id: string, { signal }: { signal?: AbortSignal } = {}) =>
  adminWithdrawalDetailSchema.parse(await api.get<unknown>(payoutAdminHref.withdrawal(id), { signal }));

/** Under the withdrawals key: a pushed change and every action refetch it with the queue. */
export const withdrawalQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...withdrawalsKey, 'detail', id],
    queryFn: ({ signal }) => getWithdrawal(id, { signal }),
  });

export const useWithdrawal = (id: string) => useQuery(withdrawalQueryOptions(id));
