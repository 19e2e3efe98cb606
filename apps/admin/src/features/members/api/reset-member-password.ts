import { adminMemberHref, memberPasswordResetResponseSchema } from '@chokdee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { memberKey } from './get-member';

/**
 * `POST /api/admin/members/{id}/password-reset {reason}`: the server texts the member a one-time code
 * (staff never see it); their password and sessions keep working until they use it. Silent: the
 * dialog shows a refusal (the OTP SMS limits' 429, the SMS gateway down).
 */
export const resetMemberPassword = async (id: string, reason: string) =>
  memberPasswordResetResponseSchema.parse(
    await api.post<unknown>(adminMemberHref.passwordReset(id), { reason }, { silent: true }),
  );

export const useMemberPasswordReset = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => resetMemberPassword(id, reason),
    onSettled: (_data, _error, { id }) => queryClient.invalidateQueries({ queryKey: memberKey(id) }),
  });
};
