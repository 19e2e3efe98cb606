import { Link } from 'react-router';
import { MoneyText } from '../../../components/ui/money-text';
import { cx } from '../../../lib/cx';
import { fillText, lotteryText } from '../../../messages/lottery';

/** The buy page's footer: line count, total (sum of buyAmount) and the way to checkout. */
export const CheckoutFooter = ({
  count,
  total,
  checkoutHref,
}: {
  count: number;
  total: string;
  checkoutHref: string;
}) => (
  <div className="sticky bottom-0 z-10 -mx-3 mt-3 flex items-center justify-between gap-3 border-t border-white/10 bg-brand-900/95 px-3 py-3 backdrop-blur">
    <div className="text-sm">
      <p className="text-white/70">{fillText(lotteryText.lines, { count })}</p>
      <p className="font-bold text-gold-200">
        {lotteryText.total} <MoneyText amount={total} data-testid="slip-total" />
      </p>
    </div>
    <Link
      to={checkoutHref}
      aria-disabled={count === 0 || undefined}
      onClick={(event) => {
        if (count === 0) event.preventDefault();
      }}
      className={cx(
        'rounded-lg bg-gold-400 px-4 py-2 font-semibold text-brand-950',
        count === 0 && 'pointer-events-none opacity-50',
      )}
    >
      {lotteryText.toCheckout}
    </Link>
  </div>
);
