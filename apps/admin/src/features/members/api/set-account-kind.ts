import {
  type AdminMemberDetail,
  adminMemberHref,
  type MemberAccountKind,
  memberAccountKindResponseSchema,
} from '@chokdee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { memberQueryOptions } from './get-member';
import { membersKey } from './search-members';

/**
 * `PUT /api/admin/members/{id}/account-kind {kind}` (owner, audited): answers the kind as it now is.
 * Silent: the dialog shows the refusal (an account that has already shot Yeekee keeps its kind).
 */
export const setMemberAccountKind = async (id: string, kind: MemberAccountKind) =>
  memberAccountKindResponseSchema.parse(
    await api.put<unknown>(adminMemberHref.accountKind(id), { kind }, { silent: true }),
  );

/** The member's page shows the new kind at once; every members query is read again, refused or not. */
export const useSetMemberAccountKind = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, kind }: { id: string; kind: MemberAccountKind }) => setMemberAccountKind(id, kind),
    onSuccess: ({ id, accountKind }) =>
      queryClient.setQueryData<AdminMemberDetail>(memberQueryOptions(id).queryKey, (member) =>
        member ? { ...member, accountKind } : member,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: membersKey }),
  });
};
