import type { LottoProduct, ProductGroup } from '@chokdee/contracts';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { cx } from '../../../lib/cx';
import { formatThaiDate } from '../../../lib/format';
import { lotteryText } from '../../../messages/lottery';
import { useLottoList } from '../api/get-lotto-list';
import { formatCountdown, useNow } from '../hooks/use-now';

/** The groups shown on the list, in order (Yeekee comes in a later release). */
const listGroups: readonly ProductGroup[] = ['THAI', 'FOREIGN', 'STOCK'];

/** `/lottery` and `/lotto`: every product grouped Thai / foreign / stock, with its round and a live countdown. */
export const LotteryListPage = () => {
  const list = useLottoList();
  const now = useNow(1000);
  if (list.isPending) return <p className="text-sm text-white/70">{lotteryText.listLoading}</p>;
  if (list.isError) {
    return (
      <div className="flex items-center gap-3 text-sm text-red-300">
        <p>{lotteryText.listFailed}</p>
        <Button size="sm" variant="secondary" onClick={() => void list.refetch()}>
          {lotteryText.retry}
        </Button>
      </div>
    );
  }
  const groups = listGroups
    .map((group) => ({ group, products: list.data.filter((product) => product.group === group) }))
    .filter((entry) => entry.products.length > 0);
  if (groups.length === 0) return <p className="text-sm text-white/70">{lotteryText.empty}</p>;
  return (
    <div className="flex flex-col gap-6">
      {groups.map(({ group, products }) => (
        <section key={group} aria-labelledby={`lotto-group-${group}`}>
          <h2 id={`lotto-group-${group}`} className="mb-2 text-lg font-bold text-gold-200">
            {lotteryText.groups[group]}
          </h2>
          <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {products.map((product) => (
              <ProductCard key={product.code} product={product} now={now} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
};

const ProductCard = ({ product, now }: { product: LottoProduct; now: number }) => {
  const round = product.currentRound;
  const closeMs = round ? new Date(round.closeAt).getTime() - now : 0;
  const openMs = round ? new Date(round.openAt).getTime() - now : 0;
  const isOpen = round !== null && round.status === 'OPEN' && closeMs > 0;
  const isScheduled = round !== null && round.status === 'SCHEDULED' && closeMs > 0;
  return (
    <li
      className={cx(
        'flex items-center gap-3 rounded-xl bg-brand-800 p-3 ring-1 ring-white/10',
        !isOpen && 'opacity-75',
      )}
      data-testid="lotto-product"
    >
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
        {round === null ? (
          <p className="text-xs text-white/60">{lotteryText.noRound}</p>
        ) : isOpen ? (
          <p className="text-xs text-emerald-200">
            {lotteryText.closesIn}{' '}
            <time dateTime={round.closeAt} className="font-mono tabular-nums">
              {formatCountdown(closeMs)}
            </time>
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
          to={`${paths.lottoBuy.getHref()}?round=${encodeURIComponent(round.roundCode)}`}
          className="shrink-0 rounded-lg bg-gold-400 px-3 py-1.5 text-sm font-semibold text-brand-950"
        >
          {lotteryText.betNow}
        </Link>
      ) : (
        <span className="shrink-0 rounded-full bg-red-400/20 px-2 py-0.5 text-xs font-semibold text-red-200">
          {round ? lotteryText.roundStatus[round.status] : lotteryText.closed}
        </span>
      )}
    </li>
  );
};
