import {
  adminDepositAccountListSchema,
  adminDepositAccountSchema,
  type CreateDepositAccountRequest,
  enabledStateSchema,
  financeAdminHref,
  financeAdminPaths,
  type ToggleAction,
} from '@chokdee/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const depositAccountsKey = ['deposit-accounts'] as const;

/** `GET /api/admin/finance/deposit-accounts` (owner, finance, support): every account, shown or hidden. */
export const getDepositAccounts = async ({ signal }: { signal?: AbortSignal } = {}) =>
  adminDepositAccountListSchema.parse(await api.get<unknown>(financeAdminPaths.depositAccounts, { signal }))
    .data;

export const depositAccountsQueryOptions = queryOptions({
  queryKey: depositAccountsKey,
  queryFn: ({ signal }) => getDepositAccounts({ signal }),
});

export const useDepositAccounts = () => useQuery(depositAccountsQueryOptions);

/** `POST /api/admin/finance/deposit-accounts` (owner, finance). Silent: the dialog shows a refusal. */
export const useAddDepositAccount = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateDepositAccountRequest) =>
      adminDepositAccountSchema.parse(
        await api.post<unknown>(financeAdminPaths.depositAccounts, body, { silent: true }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: depositAccountsKey }),
  });
};

/** `POST …/deposit-accounts/{id}/enable|disable` (owner, finance): shown to members or hidden. */
export const useToggleDepositAccount = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, action }: { id: string; action: ToggleAction }) =>
      enabledStateSchema.parse(
        await api.post<unknown>(financeAdminHref.depositAccountAction(id, action), undefined, {
          silent: true,
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: depositAccountsKey }),
  });
};
