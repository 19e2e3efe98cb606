import { type PromotionInput, promotionPaths, promotionPreviewSchema } from '@chokdee/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * `POST /api/admin/promotions/preview {promotion, deposit}`: what a member depositing `deposit` would
 * get, and the Thai terms they would read, computed by the server's own quote (no second copy of the
 * rules here). A read, so it is a query keyed by what was typed; null while the form is not valid.
 */
export const usePromotionPreview = (promotion: PromotionInput | null, deposit: string) =>
  useQuery({
    queryKey: ['promotions', 'preview', promotion, deposit],
    queryFn: async ({ signal }) =>
      promotionPreviewSchema.parse(
        await api.post<unknown>(
          promotionPaths.adminPreview,
          { promotion, deposit },
          { signal, silent: true },
        ),
      ),
    enabled: promotion !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
