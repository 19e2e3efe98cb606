import { adminMemberHref, memberLockResponseSchema } from '@chokdee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { membersKey } from './search-members';

export type MemberLockAction = 'lock' | 'unlock';

/**
 * `POST /api/admin/members/{id}/lock|unlock {reason}`. Silent: the dialog shows the refusal (409 when
 * another staff member acted first). Every members query refetches afterwards, refused or not.
 */
export const lockMember = async (id: string, action: MemberLockAction, reason: string) =>
  memberLockResponseSchema.parse(
    await api.post<unknown>(adminMemberHref[action](id), { reason }, { silent: true }),
  );

export const useMemberLock = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, reason }: { id: string; action: MemberLockAction; reason: string }) =>
      lockMember(id, action, reason),
    onSettled: () => queryClient.invalidateQueries({ queryKey: membersKey }),
  });
};
