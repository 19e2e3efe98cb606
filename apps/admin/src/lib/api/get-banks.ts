import { adminBankListSchema, financeAdminPaths } from '@chokdee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';

/** Every bank-list query: a bank switched on or off invalidates it. */
export const banksKey = ['banks'] as const;

/**
 * `GET /api/admin/settings/banks` (owner, finance, support): every bank of the reference list with
 * whether members are offered it. The banks page lists it; the deposit-account form picks from it.
 */
export const getBanks = async ({ signal }: { signal?: AbortSignal } = {}) =>
  adminBankListSchema.parse(await api.get<unknown>(financeAdminPaths.banks, { signal })).data;

export const banksQueryOptions = queryOptions({
  queryKey: banksKey,
  queryFn: ({ signal }) => getBanks({ signal }),
  staleTime: 60_000,
});

export const useBanks = () => useQuery(banksQueryOptions);
