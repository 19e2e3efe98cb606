import type { MyPromotions } from '@chokdee/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { promotionText } from '../../../messages/promotions';
import { promotionKeys } from '../api/query-keys';

/**
 * Refetches the member's promotions; when the open condition is gone and the newest history line is a
 * conversion, says the bonus became cash. Its own chunk (the Thai text), loaded on the first push.
 */
export const handlePromotionUpdated = async (queryClient: QueryClient) => {
  const before = queryClient.getQueryData<MyPromotions>(promotionKeys.me);
  await queryClient.invalidateQueries({ queryKey: promotionKeys.all });
  const after = queryClient.getQueryData<MyPromotions>(promotionKeys.me);
  if (before?.active && after && !after.active && after.history[0]?.kind === 'CONVERTED')
    toast.success(promotionText.converted);
};
