import type { PromotionView } from '@chokdee/contracts';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { modalIds } from '../../../config/paths';
import { cx } from '../../../lib/cx';
import { useModal } from '../../../lib/modal-url';
import { toast } from '../../../lib/toast';
import { promotionText } from '../../../messages/promotions';
import { webTh } from '../../../messages/th';
import { useMyPromotions } from '../api/get-my-promotions';
import { usePromotions } from '../api/get-promotions';
import { useSelectPromotion } from '../api/select-promotion';
import { ActivePromotionCard } from './active-promotion-card';
import { LastDepositResult } from './last-deposit-result';
import { PromotionsLoadState } from './promotions-load-state';

/** The radio value of "ไม่รับโปรโมชั่น". */
const NONE = 'none';

const optionClass =
  'flex cursor-pointer gap-3 rounded-xl bg-brand-800 p-3 ring-1 ring-white/10 has-[:checked]:ring-2 has-[:checked]:ring-gold-400 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60';

const PromotionOption = ({
  promotion,
  checked,
  onChoose,
}: {
  promotion: PromotionView;
  checked: boolean;
  onChoose: () => void;
}) => (
  <label className={optionClass} data-testid="promotion-option">
    <input
      type="radio"
      name="promotion"
      value={promotion.id}
      checked={checked}
      disabled={!promotion.available}
      onChange={onChoose}
      className="mt-1 size-4 shrink-0 accent-gold-400"
    />
    <span className="flex min-w-0 flex-col gap-1">
      <span className="font-semibold text-gold-200">{promotion.name}</span>
      <span className="text-sm text-white/80">{promotion.terms.join(' · ')}</span>
      {!promotion.available && promotion.unavailableReason && (
        <span className="text-xs text-red-200">
          {promotionText.unavailable}: {promotion.unavailableReason}
        </span>
      )}
    </span>
  </label>
);

/**
 * `?modal=join-promotion`: the promotion the next deposit takes, or "ไม่รับโปรโมชั่น" — the default
 * when nothing was chosen before, and always one tap away. Saving leads on to the deposit tab.
 */
export const JoinPromotionModal = () => {
  const { openModal } = useModal();
  const promotions = usePromotions();
  const mine = useMyPromotions();
  const select = useSelectPromotion();
  const saved = mine.data?.selected?.promotionId ?? NONE;
  // Until the member touches the radios, they show what the server has (or the default).
  const [picked, setPicked] = useState<string | null>(null);
  const choice = picked ?? saved;
  const active = mine.data?.active ?? null;

  const save = () =>
    select.mutate(choice === NONE ? null : choice, {
      onSuccess: () => {
        toast.success(choice === NONE ? promotionText.choiceNone : promotionText.choiceSaved);
        openModal(modalIds.deposit);
      },
    });

  return (
    <Modal
      id={modalIds.joinPromotion}
      title={webTh.modalJoinPromotion}
      description={promotionText.joinIntro}
      footer={
        <Button fullWidth size="lg" loading={select.isPending} onClick={save}>
          {promotionText.confirmChoice}
        </Button>
      }
    >
      <div className="flex flex-col gap-3">
        {active && <ActivePromotionCard active={active} />}
        {promotions.data?.lastDepositResult && (
          <LastDepositResult result={promotions.data.lastDepositResult} />
        )}
        <fieldset className="flex flex-col gap-2">
          <legend className="sr-only">{promotionText.choices}</legend>
          <label className={optionClass} data-testid="promotion-option">
            <input
              type="radio"
              name="promotion"
              value={NONE}
              checked={choice === NONE}
              onChange={() => setPicked(NONE)}
              className="mt-1 size-4 shrink-0 accent-gold-400"
            />
            <span className="flex flex-col gap-1">
              <span className="font-semibold text-gold-200">{promotionText.noPromotion}</span>
              <span className="text-sm text-white/80">{promotionText.noPromotionHint}</span>
            </span>
          </label>
          <PromotionsLoadState list={promotions} />
          {promotions.data?.data.map((promotion) => (
            <PromotionOption
              key={promotion.id}
              promotion={promotion}
              checked={choice === promotion.id}
              onChoose={() => setPicked(promotion.id)}
            />
          ))}
        </fieldset>
        <p className={cx('text-xs text-white/60', !mine.data && 'invisible')}>
          {promotionText.nextDeposit}: {mine.data?.selected?.promotionName ?? promotionText.noPromotion}
        </p>
      </div>
    </Modal>
  );
};
