import {
  adminNumberRulesSchema,
  type BetTypeCode,
  lotteryAdminHref,
  type NumberRulesBulkRequest,
} from '@chokdee/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { lotteryKeys } from './keys';

/** `GET /api/admin/lottery/rounds/{roundCode}/numbers`: the round's closed and reduced-rate numbers. */
export const getNumberRules = async (roundCode: string, { signal }: { signal?: AbortSignal } = {}) =>
  adminNumberRulesSchema.parse(await api.get<unknown>(lotteryAdminHref.numbers(roundCode), { signal }));

export const useNumberRules = (roundCode: string) =>
  useQuery({
    queryKey: lotteryKeys.numbers(roundCode),
    queryFn: ({ signal }) => getNumberRules(roundCode, { signal }),
  });

export type NumberRuleChange =
  | { action: 'put'; betType: BetTypeCode; number: string; kind: 'CLOSED' }
  | { action: 'put'; betType: BetTypeCode; number: string; kind: 'REDUCED'; reducedRate: string }
  | { action: 'delete'; betType: BetTypeCode; number: string };

/** `PUT …/numbers/{betType}/{number} {kind, reducedRate}` or `DELETE` it; both answer the round's rules. */
export const changeNumberRule = async (roundCode: string, change: NumberRuleChange) => {
  const href = lotteryAdminHref.number(roundCode, change.betType, change.number);
  const data =
    change.action === 'delete'
      ? await api.delete<unknown>(href, { silent: true })
      : await api.put<unknown>(
          href,
          change.kind === 'REDUCED'
            ? { kind: change.kind, reducedRate: change.reducedRate }
            : { kind: change.kind },
          { silent: true },
        );
  return adminNumberRulesSchema.parse(data);
};

export const useChangeNumberRule = (roundCode: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: NumberRuleChange) => changeNumberRule(roundCode, change),
    onSuccess: (rules) => queryClient.setQueryData(lotteryKeys.numbers(roundCode), rules),
    // The exposure board shows each number's rule too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: lotteryKeys.round(roundCode) }),
  });
};

/** `PUT …/numbers {betType, numbers, kind, reducedRate?}`: many numbers at once, all or none. */
export const useSetManyNumberRules = (roundCode: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: NumberRulesBulkRequest) =>
      adminNumberRulesSchema.parse(
        await api.put<unknown>(lotteryAdminHref.numbers(roundCode), body, { silent: true }),
      ),
    onSuccess: (rules) => queryClient.setQueryData(lotteryKeys.numbers(roundCode), rules),
    onSettled: () => queryClient.invalidateQueries({ queryKey: lotteryKeys.round(roundCode) }),
  });
};
