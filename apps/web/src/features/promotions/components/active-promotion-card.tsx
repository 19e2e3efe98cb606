import { type ActiveCondition, fillMessage, formatAmount, parseAmount } from '@chokdee/contracts';
import { TurnoverCard } from '../../../components/ui/turnover-card';
import { formatBaht, formatThaiDate } from '../../../lib/format';
import { promotionText } from '../../../messages/promotions';
import { ForfeitButton } from './forfeit-button';

/** What is left to wager, as a decimal string ("0.00" once the target is met). */
const remainingOf = ({ currentTurnover, turnoverTarget }: ActiveCondition) => {
  const left = (parseAmount(turnoverTarget) ?? 0n) - (parseAmount(currentTurnover) ?? 0n);
  return formatAmount(left > 0n ? left : 0n);
};

/**
 * The open condition as the member sees it everywhere (withdraw tab, `/promotions`, the join modal):
 * progress, what is left, the bonus, the maximum stake while wagering, and the way out (forfeit).
 */
export const ActivePromotionCard = ({
  active,
  showWithdrawNote = false,
}: {
  active: ActiveCondition;
  showWithdrawNote?: boolean;
}) => (
  <div className="flex flex-col gap-2" data-testid="active-promotion">
    <h3 className="font-semibold text-gold-200">{promotionText.activeTitle}</h3>
    <TurnoverCard
      promotionName={active.promotionName}
      currentTurnover={active.currentTurnover}
      turnoverTarget={active.turnoverTarget}
    >
      <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-sm text-white/80">
        <dt>{promotionText.bonus}</dt>
        <dd className="text-right tabular-nums">{formatBaht(active.bonus)}</dd>
        <dt className="col-span-2 text-xs text-white/60">
          {fillMessage(promotionText.remaining, { amount: formatBaht(remainingOf(active)) })} ·{' '}
          {fillMessage(promotionText.maxStake, { amount: formatBaht(active.maxStake) })} ·{' '}
          {fillMessage(promotionText.startedAt, { date: formatThaiDate(active.startedAt) })}
        </dt>
      </dl>
      {showWithdrawNote && <p className="mt-2 text-xs text-white/70">{promotionText.withdrawBlocked}</p>}
      <div className="mt-2 flex justify-end">
        <ForfeitButton />
      </div>
    </TurnoverCard>
  </div>
);
