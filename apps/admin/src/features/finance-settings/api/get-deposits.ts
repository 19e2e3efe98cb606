import { type AdminDeposit, adminDepositSchema, financeAdminPaths, pageSchema } from '@chokdee/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const DEPOSITS_PAGE_SIZE = 25;

/** A deposit's state is its statement line's: CREDITED, UNMATCHED or DISMISSED. */
export type DepositStatus = AdminDeposit['status'];

const depositPageSchema = pageSchema(adminDepositSchema);

/** The list's filters: the line's status, a search text, and the transfer time (`from` ≤ t < `to`, ISO). */
export type DepositFilters = {
  status?: DepositStatus | undefined;
  q?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
};

/** `GET /api/admin/finance/deposits` (owner, finance, support): incoming transfers, newest first. */
export const getDeposits = async (
  filters: DepositFilters,
  pageNo: number,
  { signal }: { signal?: AbortSignal } = {},
) =>
  depositPageSchema.parse(
    await api.get<unknown>(financeAdminPaths.deposits, {
      query: { ...filters, pageNo, pageSize: DEPOSITS_PAGE_SIZE },
      signal,
    }),
  );

export const depositsQueryOptions = (filters: DepositFilters, pageNo: number) =>
  queryOptions({
    queryKey: ['deposits', filters, pageNo],
    queryFn: ({ signal }) => getDeposits(filters, pageNo, { signal }),
    placeholderData: keepPreviousData,
  });

export const useDeposits = (filters: DepositFilters, pageNo: number) =>
  useQuery(depositsQueryOptions(filters, pageNo));
