import { vipClaimResponseSchema, vipPaths } from '@chokdee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { queryKeys } from '../../../lib/query-keys';
import { vipKeys } from './query-keys';

/**
 * `POST /api/v2/vip/upgrade-bonus/claim {level}` (Idempotency-Key): the level's upgrade bonus goes to
 * the bonus balance with ×10 turnover. A refusal (a bonus still wagering) leaves it claimable.
 */
export const claimUpgradeBonus = async (level: number, idempotencyKey: string) =>
  vipClaimResponseSchema.parse(
    await api.post<unknown>(vipPaths.claimBonus, { level }, { idempotencyKey, overlay: true }),
  );

export const useClaimUpgradeBonus = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (level: number) => claimUpgradeBonus(level, newIdempotencyKey()),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: vipKeys.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.wallet }),
      ]),
  });
};
