import { promotionPaths } from '@chokdee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { promotionKeys } from './query-keys';

/**
 * `POST /api/v2/promotions/select {promotionId | null}` (Idempotency-Key): the promotion the next
 * deposit takes; null = ไม่รับโปรโมชั่น. The server refuses (and the client toasts its Thai message)
 * while a bonus is open or cash is above 20 baht.
 */
export const selectPromotion = (promotionId: string | null, idempotencyKey: string) =>
  api.post<unknown>(promotionPaths.select, { promotionId }, { idempotencyKey });

export const useSelectPromotion = () => {
  const queryClient = useQueryClient();
  return useMutation({
    // One key per choice: the client's own retries of this request reuse it.
    mutationFn: (promotionId: string | null) => selectPromotion(promotionId, newIdempotencyKey()),
    onSettled: () => queryClient.invalidateQueries({ queryKey: promotionKeys.all }),
  });
};
