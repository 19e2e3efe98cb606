import {
  financeAdminPaths,
  type WithdrawAutoApproveRequest,
  withdrawAutoApproveSchema,
} from '@chokdee/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const autoApproveKey = ['withdraw-auto-approve'] as const;

/** `GET /api/admin/finance/withdraw-auto-approve` (owner, finance): the rule as saved. */
export const getAutoApproveRule = async ({ signal }: { signal?: AbortSignal } = {}) =>
  withdrawAutoApproveSchema.parse(await api.get<unknown>(financeAdminPaths.withdrawAutoApprove, { signal }));

export const autoApproveQueryOptions = queryOptions({
  queryKey: autoApproveKey,
  queryFn: ({ signal }) => getAutoApproveRule({ signal }),
});

export const useAutoApproveRule = () => useQuery(autoApproveQueryOptions);

/** `PUT /api/admin/finance/withdraw-auto-approve` (owner, finance): the whole rule; answers it as saved. */
export const useSaveAutoApproveRule = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: WithdrawAutoApproveRequest) =>
      withdrawAutoApproveSchema.parse(
        await api.put<unknown>(financeAdminPaths.withdrawAutoApprove, body, { silent: true }),
      ),
    onSuccess: (saved) => queryClient.setQueryData(autoApproveKey, saved),
  });
};
