import type { PromotionView } from '@chokdee/contracts';
import { Button } from '../../../components/ui/button';
import { modalIds } from '../../../config/paths';
import { useIsMember } from '../../../lib/auth-store';
import { useModal } from '../../../lib/modal-url';
import { toast } from '../../../lib/toast';
import { promotionText } from '../../../messages/promotions';
import { useMyPromotions } from '../api/get-my-promotions';
import { usePromotions } from '../api/get-promotions';
import { useSelectPromotion } from '../api/select-promotion';
import { ActivePromotionCard } from './active-promotion-card';
import { BonusHistory } from './bonus-history';
import { LastDepositResult } from './last-deposit-result';
import { NextDepositPromotion } from './next-deposit-promotion';
import { PromotionCard } from './promotion-card';
import { PromotionsLoadState } from './promotions-load-state';

/** A card's button: log in (guest), take it (then deposit), or why it cannot be taken now. */
const TakeAction = ({
  promotion,
  selectedId,
}: {
  promotion: PromotionView;
  selectedId: string | undefined;
}) => {
  const isMember = useIsMember();
  const { openModal } = useModal();
  const select = useSelectPromotion();
  if (!isMember)
    return (
      <Button fullWidth onClick={() => openModal(modalIds.login)}>
        {promotionText.loginToTake}
      </Button>
    );
  if (selectedId === promotion.id)
    return (
      <Button fullWidth variant="secondary" onClick={() => openModal(modalIds.deposit)}>
        {promotionText.selected} · {promotionText.goDeposit}
      </Button>
    );
  return (
    <div className="flex flex-col gap-1">
      <Button
        fullWidth
        disabled={!promotion.available}
        loading={select.isPending && select.variables === promotion.id}
        aria-label={`${promotionText.take} ${promotion.name}`}
        onClick={() =>
          select.mutate(promotion.id, {
            onSuccess: () => {
              toast.success(promotionText.choiceSaved);
              openModal(modalIds.deposit);
            },
          })
        }
      >
        {promotionText.take}
      </Button>
      {!promotion.available && promotion.unavailableReason && (
        <p className="text-xs text-white/60">{promotion.unavailableReason}</p>
      )}
    </div>
  );
};

/**
 * `/promotions`: every promotion open now with its plain-Thai terms (guests too); a member also sees
 * the condition they are wagering on and their bonus history.
 */
export const PromotionsPage = () => {
  const isMember = useIsMember();
  const promotions = usePromotions();
  const mine = useMyPromotions();
  const active = mine.data?.active ?? null;
  return (
    <div className="flex flex-col gap-5">
      <p className="text-white/85">{promotionText.pageIntro}</p>
      {active && <ActivePromotionCard active={active} />}
      {isMember && <NextDepositPromotion />}
      <PromotionsLoadState list={promotions} />
      {promotions.data?.lastDepositResult && <LastDepositResult result={promotions.data.lastDepositResult} />}
      {promotions.data?.data.length === 0 && (
        <p className="text-sm text-white/70">{promotionText.listEmpty}</p>
      )}
      {promotions.data && promotions.data.data.length > 0 && (
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
          {promotions.data.data.map((promotion) => (
            <PromotionCard
              key={promotion.id}
              promotion={promotion}
              action={<TakeAction promotion={promotion} selectedId={mine.data?.selected?.promotionId} />}
            />
          ))}
        </ul>
      )}
      {isMember && <BonusHistory />}
    </div>
  );
};
