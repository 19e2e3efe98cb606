import { adminMemberHref, memberPasswordResetResponseSchema } from '@chokdee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { memberKey } from './get-member';

/**
 * `POST /api/admin/members/{id}/password-reset`: the server texts the member a one-time code (staff
 * never see it) and ends their sessions. Silent: the dialog shows a refusal (SMS gateway down).
 */
export const resetMemberPassword = async (id: string) =>
  memberPasswordResetResponseSchema.parse(
    await api.post<unknown>(adminMemberHref.passwordReset(id), {}, { silent: true }),
  );

export const useMemberPasswordReset = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => resetMemberPassword(id),
    onSettled: (_data, _error, id) => queryClient.invalidateQueries({ queryKey: memberKey(id) }),
  });
};
