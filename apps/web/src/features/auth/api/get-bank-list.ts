import { apiPaths, type Bank, bankListSchema } from '@chokdee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `GET /api/v2/config/bank-list`: the banks a member may register an account at. */
export const getBankList = async (): Promise<Bank[]> =>
  bankListSchema.parse(await api.get<unknown>(apiPaths.bankList));

/** The list hardly ever changes, so it stays fresh for the session. */
export const getBankListQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.bankList, queryFn: getBankList, staleTime: Number.POSITIVE_INFINITY });

export const useBankList = () => useQuery(getBankListQueryOptions());
