import { ActivePromotionStatus } from '../features/promotions/components/active-promotion-status';
import { NextDepositPromotion } from '../features/promotions/components/next-deposit-promotion';
import { DepositWithdrawModal } from '../features/wallet/components/deposit-withdraw-modal';

/**
 * The deposit / withdraw modal with the promotion parts composed in (features do not import each
 * other): the next deposit's promotion choice, and the open condition above the withdraw form.
 */
export const DepositWithdrawWithPromotions = () => (
  <DepositWithdrawModal
    depositTop={<NextDepositPromotion />}
    withdrawTop={<ActivePromotionStatus withdrawNote />}
  />
);
