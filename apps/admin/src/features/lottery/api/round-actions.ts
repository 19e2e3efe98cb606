import { adminRoundSchema, lotteryAdminHref } from '@chokdee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { lotteryKeys } from './keys';

/** The staff calls on a round, each with the body it takes. */
export type RoundAction =
  | { action: 'close' }
  | { action: 'result'; result: Record<string, unknown> }
  | { action: 'resultVoid' }
  | { action: 'resultConfirm'; result: Record<string, unknown> }
  | { action: 'resultCorrect'; result: Record<string, unknown>; reason: string }
  | { action: 'cancel'; reason: string };

const bodyOf = (input: RoundAction): unknown => {
  switch (input.action) {
    case 'result':
      return input.result;
    case 'resultConfirm':
      return { result: input.result };
    case 'resultCorrect':
      return { result: input.result, reason: input.reason };
    case 'cancel':
      return { reason: input.reason };
    default:
      return {};
  }
};

/**
 * `POST /api/admin/lottery/rounds/{roundCode}/close|result|result/void|result/confirm|result/correct|cancel`.
 * Silent: the form or dialog that sent it shows the refusal (409 when another staff member acted
 * first, 403 RESULT_MAKER_CHECKER). Afterwards every lottery query refetches, refused or not, so the
 * page shows the round's real state.
 */
export const actOnRound = async (roundCode: string, input: RoundAction) =>
  adminRoundSchema.parse(
    await api.post<unknown>(lotteryAdminHref[input.action](roundCode), bodyOf(input), { silent: true }),
  );

export const useRoundAction = (roundCode: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RoundAction) => actOnRound(roundCode, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: lotteryKeys.all }),
  });
};
