import { enabledStateSchema, financeAdminHref, type ToggleAction } from '@chokdee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { banksKey } from '../../../lib/api/get-banks';
import { api } from '../../../lib/api-client';

/** `POST /api/admin/settings/banks/{code}/enable|disable` (owner): offer a bank to members or stop. */
export const useToggleBank = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ code, action }: { code: string; action: ToggleAction }) =>
      enabledStateSchema.parse(await api.post<unknown>(financeAdminHref.bankAction(code, action))),
    onSettled: () => queryClient.invalidateQueries({ queryKey: banksKey }),
  });
};
