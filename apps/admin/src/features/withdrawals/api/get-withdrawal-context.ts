import { withdrawalContextHref, withdrawalContextSchema } from '@chokdee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { withdrawalsKey } from './get-withdrawals';

/** `GET /api/admin/withdrawals/{id}/context`: the member's money and the withdrawal's flags. */
export const getWithdrawalContext = async (id: string, { signal }: { signal?: AbortSignal } = {}) =>
  withdrawalContextSchema.parse(await api.get<unknown>(withdrawalContextHref(id), { signal }));

/** Under the withdrawals key, so a pushed change refetches contexts with the queue. */
export const withdrawalContextQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...withdrawalsKey, 'context', id],
    queryFn: ({ signal }) => getWithdrawalContext(id, { signal }),
  });

export const useWithdrawalContext = (id: string, enabled: boolean) =>
  useQuery({ ...withdrawalContextQueryOptions(id), enabled });
