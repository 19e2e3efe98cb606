import { turnoverPercent } from '@chokdee/contracts';
import type { ReactNode } from 'react';
import { promotionText } from '../../messages/promotions';
import { MoneyText } from './money-text';

export type TurnoverCardProps = {
  promotionName: string;
  /** Decimal strings from the server ("250.00"). */
  currentTurnover: string;
  turnoverTarget: string;
  /** More about the condition (bonus, maximum stake) and its actions, under the bar. */
  children?: ReactNode;
};

/**
 * A promotion's turnover so far against its target, as a bar: the withdraw refusal's notice (docs/domain/member-site.md §8),
 * the withdraw tab and `/promotions` all show the same card so the member reads one set of numbers.
 */
export const TurnoverCard = ({
  promotionName,
  currentTurnover,
  turnoverTarget,
  children,
}: TurnoverCardProps) => {
  const percent = turnoverPercent(currentTurnover, turnoverTarget);
  return (
    <section
      aria-label={promotionText.turnoverProgress}
      className="rounded-xl bg-brand-800 p-3 ring-1 ring-gold-400/30"
      data-testid="turnover-card"
    >
      <p className="font-semibold text-gold-200">{promotionName}</p>
      <p className="mt-1 flex justify-between gap-2 text-sm text-white/80">
        <span>{promotionText.turnoverProgress}</span>
        <span data-testid="turnover-amounts">
          <MoneyText amount={currentTurnover} /> / <MoneyText amount={turnoverTarget} />
        </span>
      </p>
      <div
        role="progressbar"
        aria-label={promotionText.turnoverProgress}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-2 h-2 overflow-hidden rounded-full bg-brand-950"
      >
        <div className="h-full rounded-full bg-gold-400" style={{ width: `${percent}%` }} />
      </div>
      {children}
    </section>
  );
};
