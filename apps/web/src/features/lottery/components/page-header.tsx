import type { RoundDetail } from '@chokdee/contracts';
import { Link } from 'react-router';
import { modalIds, paths } from '../../../config/paths';
import { modalHref } from '../../../lib/modal-url';
import { usePageTitle } from '../../../lib/page-title';
import { lobbyText } from '../../../messages/lobby';
import { fillText, lotteryText } from '../../../messages/lottery';
import { formatCountdown, useNow } from '../hooks/use-now';
import { formatCloseTime } from '../utils/round-time';

/**
 * The buy / checkout header: product, round (as members name it), live countdown beside the close
 * time, and the history / rate links. The browser tab names the page (`title`, the route's) and the product.
 */
export const PageHeader = ({ round, title }: { round: RoundDetail; title?: string }) => {
  usePageTitle(
    title
      ? fillText(lotteryText.documentTitle, { page: title, product: round.productName })
      : round.productName,
  );
  const now = useNow(1000);
  const closeMs = new Date(round.closeAt).getTime() - now;
  const open = round.status === 'OPEN' && closeMs > 0;
  return (
    <header className="mb-3 flex flex-wrap items-center justify-between gap-2 rounded-xl bg-brand-800 p-3 ring-1 ring-white/10">
      <div className="min-w-0">
        <h1 className="truncate text-lg font-bold text-gold-200">{round.productName}</h1>
        <p className="text-xs text-white/70">
          <span>{round.roundName}</span>{' '}
          {open ? (
            <>
              · {lotteryText.closesIn}{' '}
              <time dateTime={round.closeAt} className="font-num tabular-nums text-emerald-200">
                {formatCountdown(closeMs)}
              </time>{' '}
              ({fillText(lobbyText.closesAt, { time: formatCloseTime(round.closeAt) })})
            </>
          ) : (
            <span className="font-semibold text-red-300">· {lotteryText.roundClosed}</span>
          )}
        </p>
      </div>
      <nav className="flex gap-2 text-sm">
        <Link to={paths.lotto.getHref()} className="rounded-lg px-2 py-1 text-gold-200 hover:bg-white/10">
          {lotteryText.backToList}
        </Link>
        <Link
          to={modalHref(modalIds.orderHistory)}
          className="rounded-lg px-2 py-1 text-gold-200 hover:bg-white/10"
        >
          {lotteryText.orderHistory}
        </Link>
        <Link
          to={modalHref(modalIds.payout)}
          className="rounded-lg px-2 py-1 text-gold-200 hover:bg-white/10"
        >
          {lotteryText.payoutRates}
        </Link>
      </nav>
    </header>
  );
};
