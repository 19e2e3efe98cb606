import { ForfeitButton } from '../features/promotions/components/forfeit-button';
import { PromotionNoticeDialog } from '../features/wallet/components/promotion-notice-dialog';
import { promotionNotice } from '../features/wallet/stores/promotion-notice-store';

/** docs/domain/member-site.md §8's notice after a refused withdrawal, with the way out of docs/domain/rewards.md rule 3: forfeit. */
export const PromotionNotice = () => (
  <PromotionNoticeDialog actions={<ForfeitButton onForfeited={promotionNotice.dismiss} />} />
);
