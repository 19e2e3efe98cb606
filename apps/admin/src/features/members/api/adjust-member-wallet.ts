import {
  adminMemberHref,
  type MemberAdjustmentRequest,
  memberAdjustmentResponseSchema,
} from '@chokdee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { membersKey } from './search-members';

/**
 * `POST /api/admin/members/{id}/adjustments` with `Idempotency-Key`: the caller keeps one key for
 * every attempt of the same adjustment, so a double click or a retry after a lost answer is
 * answered with the first result and moves the money once. Silent: the dialog shows the refusal.
 */
export const adjustMemberWallet = async (id: string, body: MemberAdjustmentRequest, idempotencyKey: string) =>
  memberAdjustmentResponseSchema.parse(
    await api.post<unknown>(adminMemberHref.adjustments(id), body, { silent: true, idempotencyKey }),
  );

export const useMemberAdjustment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      body,
      idempotencyKey,
    }: {
      id: string;
      body: MemberAdjustmentRequest;
      idempotencyKey: string;
    }) => adjustMemberWallet(id, body, idempotencyKey),
    // The balance shows in the search results too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: membersKey }),
  });
};
