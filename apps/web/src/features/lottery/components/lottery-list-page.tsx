import type { ProductGroup } from '@chokdee/contracts';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { lobbyText } from '../../../messages/lobby';
import { lotteryText } from '../../../messages/lottery';
import { useLottoList } from '../api/get-lotto-list';
import { useNow } from '../hooks/use-now';
import { LoadFailed } from './load-failed';
import { chipClass } from './lobby-section';
import { ProductCard } from './product-card';

/** The groups shown on the list, in order. */
const listGroups: readonly ProductGroup[] = ['THAI', 'FOREIGN', 'STOCK', 'YEEKEE'];

const isListGroup = (value: string | null): value is ProductGroup =>
  listGroups.includes(value as ProductGroup);

/** The group chips above the list: every group, or the one `?group=` names (the home page's way in). */
const GroupFilter = ({ active }: { active: ProductGroup | undefined }) => (
  <nav aria-label={lobbyText.groupFilter} className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
    {[undefined, ...listGroups].map((group) => (
      <Link
        key={group ?? 'all'}
        to={{ search: group ? `?group=${group}` : '' }}
        aria-current={group === active ? 'page' : undefined}
        className={chipClass(group === active)}
      >
        {group ? lotteryText.groups[group] : lobbyText.allProducts}
      </Link>
    ))}
    <Link to={paths.lotteryResults.getHref()} className={chipClass(false)}>
      {lobbyText.results}
    </Link>
  </nav>
);

/**
 * `/lottery`, `/lotto` and `/buy`: every product grouped Thai / foreign / stock (or one group by
 * `?group=`), with its round, a live countdown and its latest result.
 */
export const LotteryListPage = () => {
  const list = useLottoList();
  const [search] = useSearchParams();
  const group = search.get('group');
  const active = isListGroup(group) ? group : undefined;
  const now = useNow(1000);
  if (list.isPending) return <p className="text-sm text-white/70">{lotteryText.listLoading}</p>;
  if (list.isError) {
    return <LoadFailed text={lotteryText.listFailed} onRetry={() => void list.refetch()} />;
  }
  const groups = listGroups
    .filter((group) => active === undefined || group === active)
    .map((group) => ({ group, products: list.data.filter((product) => product.group === group) }))
    .filter((entry) => entry.products.length > 0);
  return (
    <div className="flex flex-col gap-6">
      <GroupFilter active={active} />
      {groups.length === 0 && <p className="text-sm text-white/70">{lotteryText.empty}</p>}
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
