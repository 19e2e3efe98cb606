import { Button } from '../../../components/ui/button';
import { modalIds } from '../../../config/paths';
import { useModal } from '../../../lib/modal-url';
import { promotionText } from '../../../messages/promotions';
import { useMyPromotions } from '../api/get-my-promotions';

/**
 * The deposit tab's line about promotions: what the next deposit takes (or ไม่รับโปรโมชั่น) and the
 * way to change it (the join-promotion modal), so nobody deposits without seeing the choice.
 */
export const NextDepositPromotion = () => {
  const mine = useMyPromotions();
  const { openModal } = useModal();
  if (!mine.data || mine.data.active) return null;
  return (
    <section
      aria-label={promotionText.nextDeposit}
      className="flex items-center justify-between gap-3 rounded-xl bg-brand-800 p-3 ring-1 ring-gold-400/30"
      data-testid="next-deposit-promotion"
    >
      <div className="min-w-0">
        <p className="text-xs text-white/70">{promotionText.nextDeposit}</p>
        <p className="truncate font-semibold text-gold-200">
          {mine.data.selected?.promotionName ?? promotionText.noPromotion}
        </p>
      </div>
      <Button size="sm" variant="secondary" onClick={() => openModal(modalIds.joinPromotion)}>
        {promotionText.change}
      </Button>
    </section>
  );
};
