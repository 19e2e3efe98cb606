import {
  memberReceivableSchema,
  type ReceivableWriteOffRequest,
  receivableHref,
  receivableWriteOffResponseSchema,
} from '@chokdee/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { membersKey } from './search-members';

/** Prefix of every receivable query (the finance list's too): a write-off invalidates them all. */
const receivablesKey = ['receivables'] as const;

/** `GET /api/admin/members/{id}/receivable`: the member's open receivable, or null. */
export const useMemberReceivable = (memberId: string) =>
  useQuery({
    queryKey: [...receivablesKey, 'member', memberId],
    queryFn: async ({ signal }) =>
      memberReceivableSchema.parse(
        await api.get<unknown>(receivableHref.memberReceivable(memberId), { signal }),
      ),
  });

/**
 * `POST …/receivable/write-off` (owner) with one Idempotency-Key per dialog opening, so a double
 * click or a retry writes off once. Silent: the dialog shows the refusal.
 */
export const useWriteOff = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      memberId,
      body,
      idempotencyKey,
    }: {
      memberId: string;
      body: ReceivableWriteOffRequest;
      idempotencyKey: string;
    }) =>
      receivableWriteOffResponseSchema.parse(
        await api.post<unknown>(receivableHref.writeOff(memberId), body, { silent: true, idempotencyKey }),
      ),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: receivablesKey });
      await queryClient.invalidateQueries({ queryKey: membersKey });
    },
  });
};
