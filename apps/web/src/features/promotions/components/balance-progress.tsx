import { fillMessage, turnoverPercent } from '@chokdee/contracts';
import { promotionText } from '../../../messages/promotions';
import { useMyPromotions } from '../api/get-my-promotions';

/**
 * The header's small turnover bar under the balance, while a condition is open; its label says the
 * promotion and the percent, the full card is one tap away in the withdraw tab and `/promotions`.
 */
export const BalanceProgress = () => {
  const active = useMyPromotions().data?.active;
  if (!active) return null;
  const percent = turnoverPercent(active.currentTurnover, active.turnoverTarget);
  const label = `${active.promotionName}: ${fillMessage(promotionText.progressLabel, { percent: String(percent) })}`;
  return (
    <div
      role="progressbar"
      aria-label={label}
      title={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className="h-1 w-full overflow-hidden rounded-full bg-brand-950"
      data-testid="balance-progress"
    >
      <div className="h-full rounded-full bg-gold-400" style={{ width: `${percent}%` }} />
    </div>
  );
};
