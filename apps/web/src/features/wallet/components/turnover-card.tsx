import type { PromotionTrigger } from '@chokdee/contracts';
import { MoneyText } from '../../../components/ui/money-text';
import { walletText } from '../../../messages/th';
import { progressPercent } from '../utils/amount';

/** The promotion's turnover so far against its target, as a bar. */
export const TurnoverCard = ({ notice }: { notice: PromotionTrigger }) => {
  const percent = progressPercent(notice.currentTurnover, notice.turnoverTarget);
  return (
    <section
      aria-label={walletText.turnoverProgress}
      className="rounded-xl bg-brand-800 p-3 ring-1 ring-gold-400/30"
      data-testid="turnover-card"
    >
      <p className="font-semibold text-gold-200">{notice.promotionName}</p>
      <p className="mt-1 flex justify-between text-sm text-white/80">
        <span>{walletText.turnoverProgress}</span>
        <span>
          <MoneyText amount={notice.currentTurnover} /> / <MoneyText amount={notice.turnoverTarget} />
        </span>
      </p>
      <div
        role="progressbar"
        aria-label={walletText.turnoverProgress}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-2 h-2 overflow-hidden rounded-full bg-brand-950"
      >
        <div className="h-full rounded-full bg-gold-400" style={{ width: `${percent}%` }} />
      </div>
    </section>
  );
};
