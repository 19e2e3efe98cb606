import { adminMemberHref, type MemberAccountKind } from '@chokdee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { membersKey } from './search-members';

/**
 * `PUT /api/admin/members/{id}/account-kind {kind}` (owner, audited). Silent: the dialog shows the
 * refusal (an account that has already shot Yeekee keeps its kind). Only the envelope is relied on:
 * the member's page is read again afterwards, refused or not.
 */
export const setMemberAccountKind = async (id: string, kind: MemberAccountKind) => {
  await api.put<unknown>(adminMemberHref.accountKind(id), { kind }, { silent: true });
};

export const useSetMemberAccountKind = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, kind }: { id: string; kind: MemberAccountKind }) => setMemberAccountKind(id, kind),
    onSettled: () => queryClient.invalidateQueries({ queryKey: membersKey }),
  });
};
