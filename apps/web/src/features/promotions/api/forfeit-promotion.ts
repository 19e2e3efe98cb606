import { forfeitResponseSchema, promotionPaths } from '@chokdee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { queryKeys } from '../../../lib/query-keys';
import { promotionKeys } from './query-keys';

/**
 * `POST /api/v2/promotions/forfeit` (Idempotency-Key): removes the open bonus and what it won; cash is
 * free at once (docs/domain/rewards.md §3 rule 3).
 */
export const forfeitPromotion = async (idempotencyKey: string) =>
  forfeitResponseSchema.parse(
    await api.post<unknown>(promotionPaths.forfeit, {}, { idempotencyKey, overlay: true }),
  );

export const useForfeitPromotion = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => forfeitPromotion(newIdempotencyKey()),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: promotionKeys.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.wallet }),
      ]),
  });
};
