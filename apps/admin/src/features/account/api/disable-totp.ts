import { adminPaths, staffAccountSchema } from '@chokdee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `POST /api/admin/me/totp/disable {code}`: needs a current code. Silent: the form shows refusals. */
export const disableTotp = async (code: string) =>
  staffAccountSchema.parse(await api.post<unknown>(adminPaths.totpDisable, { code }, { silent: true }));

export const useDisableTotp = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTotp,
    onSuccess: (account) => queryClient.setQueryData(queryKeys.me, account),
  });
};
