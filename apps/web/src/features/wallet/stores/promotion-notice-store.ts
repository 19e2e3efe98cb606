import type { PromotionTrigger } from '@chokdee/contracts';
import { create } from 'zustand';

type PromotionNoticeState = { notice: PromotionTrigger | null };

/**
 * The active-promotion notice outlives the deposit modal (docs/domain/member-site.md §8: the withdraw form closes the
 * modal when the server answers `isTrigger`), so it lives here and renders from the root layout.
 */
export const usePromotionNotice = create<PromotionNoticeState>()(() => ({ notice: null }));

export const promotionNotice = {
  show: (notice: PromotionTrigger) => usePromotionNotice.setState({ notice }),
  dismiss: () => usePromotionNotice.setState({ notice: null }),
};
