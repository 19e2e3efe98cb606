import { ForfeitButton } from '../features/promotions/components/forfeit-button';
import { PromotionNoticeDialog } from '../features/wallet/components/promotion-notice-dialog';
import { promotionNotice } from '../features/wallet/stores/promotion-notice-store';

/** Spec §8's notice after a refused withdrawal, with the way out the issue asks for: forfeit. */
export const PromotionNotice = () => (
  <PromotionNoticeDialog actions={<ForfeitButton onForfeited={promotionNotice.dismiss} />} />
);
