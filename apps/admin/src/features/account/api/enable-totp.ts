import { adminPaths, staffAccountSchema } from '@chokdee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `POST /api/admin/me/totp/enable {code}`: from now on login asks for a code. Silent: the form shows refusals. */
export const enableTotp = async (code: string) =>
  staffAccountSchema.parse(await api.post<unknown>(adminPaths.totpEnable, { code }, { silent: true }));

export const useEnableTotp = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableTotp,
    onSuccess: (account) => queryClient.setQueryData(queryKeys.me, account),
  });
};
