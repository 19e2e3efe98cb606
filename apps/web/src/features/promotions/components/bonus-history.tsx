import { PagedList } from '../../../components/ui/paged-list';
import { cx } from '../../../lib/cx';
import { formatBaht, formatThaiDate } from '../../../lib/format';
import { promotionText } from '../../../messages/promotions';
import { useBonusHistory } from '../api/get-bonus-history';

const listText = {
  loading: promotionText.historyLoading,
  failed: promotionText.historyFailed,
  retry: promotionText.retry,
  empty: promotionText.historyEmpty,
  loadMore: promotionText.loadMore,
};

/** Every grant, conversion, forfeit and closure of the member's bonus (docs/domain/rewards.md §3 rule 11). */
export const BonusHistory = () => {
  const history = useBonusHistory();
  return (
    <section aria-labelledby="bonus-history-title" className="flex flex-col gap-2">
      <h2 id="bonus-history-title" className="text-lg font-bold text-gold-200">
        {promotionText.historyTitle}
      </h2>
      <PagedList
        history={history}
        text={listText}
        keyOf={(item) => `${item.createdAt}:${item.kind}:${item.promotionName}`}
        renderItem={(item) => (
          <li
            className="flex items-start justify-between gap-3 rounded-xl bg-brand-800 px-3 py-2 ring-1 ring-white/10"
            data-testid="bonus-history-item"
          >
            <div className="min-w-0">
              <p className="font-semibold">{promotionText.historyKinds[item.kind]}</p>
              <p className="truncate text-sm text-white/70">{item.promotionName}</p>
              {item.note && <p className="text-xs text-white/60">{item.note}</p>}
              <p className="text-xs text-white/50">{formatThaiDate(item.createdAt)}</p>
            </div>
            <span
              className={cx(
                'shrink-0 font-semibold tabular-nums',
                item.kind === 'GRANTED' || item.kind === 'CONVERTED' ? 'text-gold-200' : 'text-white/60',
              )}
            >
              {formatBaht(item.amount)}
            </span>
          </li>
        )}
      />
    </section>
  );
};
