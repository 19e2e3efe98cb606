import { adminHref, type WithdrawalAction } from '@chokdee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { withdrawalsKey } from './get-withdrawals';

const resultSchema = z.object({ status: z.string() });

/**
 * The body each action takes: approve nothing, paid the bank reference, reject the reason; retry
 * nothing (a new transfer at the payout provider, for a FAILED or a waiting APPROVED withdrawal).
 */
export type WithdrawalActionInput =
  | { action: 'approve' }
  | { action: 'retry' }
  | { action: 'paid'; bankRef: string }
  | { action: 'reject'; reason: string };

/**
 * `POST /api/admin/withdrawals/{id}/approve|paid|reject|retry`. Silent: the confirmation dialog shows the
 * refusal (409 when another staff member acted first). Every withdrawal list refetches afterwards,
 * refused or not, so the row (and an open withdrawal's page, under the same key) shows its real state.
 */
export const actOnWithdrawal = async (id: string, input: WithdrawalActionInput) => {
  const { action, ...body } = input;
  return resultSchema.parse(
    await api.post<unknown>(adminHref.withdrawalAction(id, action satisfies WithdrawalAction), body, {
      silent: true,
    }),
  );
};

export const useWithdrawalAction = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: WithdrawalActionInput }) => actOnWithdrawal(id, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: withdrawalsKey }),
  });
};
