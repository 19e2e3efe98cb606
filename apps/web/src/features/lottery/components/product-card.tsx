import type { LottoProduct } from '@chokdee/contracts';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { cx } from '../../../lib/cx';
import { formatThaiDate } from '../../../lib/format';
import { lobbyText } from '../../../messages/lobby';
import { fillText, lotteryText } from '../../../messages/lottery';
import { formatCountdown } from '../hooks/use-now';
import { formatCloseTime } from '../utils/round-time';

/**
 * A product on the list and the home page: its round as members name it, a live countdown with the
 * absolute close time beside it, the way to bet while it is open, and its latest result.
 */
export const ProductCard = ({ product, now }: { product: LottoProduct; now: number }) => {
  const round = product.currentRound;
  const closeMs = round ? new Date(round.closeAt).getTime() - now : 0;
  const openMs = round ? new Date(round.openAt).getTime() - now : 0;
  const isOpen = round !== null && round.status === 'OPEN' && closeMs > 0;
  const isScheduled = round !== null && round.status === 'SCHEDULED' && closeMs > 0;
  const latest = product.latestResult;
  return (
    <li
      className={cx(
        'flex flex-col gap-2 rounded-xl bg-brand-800 p-3 ring-1 ring-white/10',
        !isOpen && 'opacity-75',
      )}
      data-testid="lotto-product"
    >
      <div className="flex items-center gap-3">
        {product.logoUrl && (
          <img
            src={product.logoUrl}
            alt=""
            className="size-10 shrink-0 rounded-full object-cover"
            loading="lazy"
          />
        )}
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold">{product.productName}</p>
          {round && <p className="truncate text-xs text-white/70">{round.roundName}</p>}
          {round === null ? (
            <p className="text-xs text-white/60">{lotteryText.noRound}</p>
          ) : isOpen ? (
            <p className="text-xs text-emerald-200">
              {lotteryText.closesIn}{' '}
              <time dateTime={round.closeAt} className="font-mono tabular-nums">
                {formatCountdown(closeMs)}
              </time>{' '}
              <span className="text-white/70">
                ({fillText(lobbyText.closesAt, { time: formatCloseTime(round.closeAt) })})
              </span>
            </p>
          ) : isScheduled ? (
            <p className="text-xs text-white/70">
              {lotteryText.opensAt} {openMs > 0 ? formatThaiDate(round.openAt) : formatCountdown(closeMs)}
            </p>
          ) : (
            <p className="text-xs font-semibold text-red-300">{lotteryText.closed}</p>
          )}
        </div>
        {isOpen && round ? (
          <Link
            to={
              // A Yeekee round is played on its own page: shooting and the bet slip together.
              product.group === 'YEEKEE'
                ? paths.yeekeeRound.getHref(round.roundCode)
                : `${paths.lottoBuy.getHref()}?round=${encodeURIComponent(round.roundCode)}`
            }
            className="shrink-0 rounded-lg bg-gold-400 px-3 py-1.5 text-sm font-semibold text-brand-950"
          >
            {lotteryText.betNow}
          </Link>
        ) : (
          <span className="shrink-0 rounded-full bg-red-400/20 px-2 py-0.5 text-xs font-semibold text-red-200">
            {round ? lotteryText.roundStatus[round.status] : lotteryText.closed}
          </span>
        )}
      </div>
      {latest && (
        <Link
          to={paths.lotteryResults.getHref(product.code)}
          className="flex flex-col rounded-lg bg-brand-950/50 px-2 py-1 text-xs"
          data-testid="latest-result"
        >
          <span className="min-w-0 truncate text-white/70">
            {lobbyText.latestResult} {latest.roundName}
          </span>
          <span className="shrink-0 font-bold text-gold-200 tabular-nums">
            {latest.result} · {lobbyText.top3} {latest.top3} · {lobbyText.bottom2} {latest.bottom2}
          </span>
        </Link>
      )}
    </li>
  );
};
