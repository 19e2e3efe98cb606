import type { LottoResult } from '@chokdee/contracts';
import { Link, useSearchParams } from 'react-router';
import { PagedList } from '../../../components/ui/paged-list';
import { paths } from '../../../config/paths';
import { lobbyText } from '../../../messages/lobby';
import { lotteryText } from '../../../messages/lottery';
import { useLottoList } from '../api/get-lotto-list';
import { useResults } from '../api/get-results';
import { chipClass } from './lobby-section';
import { ResultCard } from './result-card';

const pagedText = {
  loading: lobbyText.resultsLoading,
  failed: lobbyText.resultsFailed,
  retry: lobbyText.resultsRetry,
  empty: lobbyText.resultsEmpty,
  loadMore: lobbyText.resultsMore,
};

/** `/lottery/results`: settled rounds' results, newest first, of every product or the one `?product=` names. */
export const ResultsPage = () => {
  const [search] = useSearchParams();
  const productCode = search.get('product') ?? undefined;
  const list = useLottoList();
  const results = useResults(productCode);
  const yeekeeCodes = new Set(
    (list.data ?? []).filter((product) => product.group === 'YEEKEE').map((product) => product.code),
  );
  return (
    <div className="flex flex-col gap-4">
      <nav aria-label={lobbyText.productFilter} className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
        <Link
          to={paths.lotteryResults.getHref()}
          className={chipClass(!productCode)}
          aria-current={!productCode ? 'page' : undefined}
        >
          {lobbyText.allProducts}
        </Link>
        {(list.data ?? []).map((product) => (
          <Link
            key={product.code}
            to={paths.lotteryResults.getHref(product.code)}
            className={chipClass(product.code === productCode)}
            aria-current={product.code === productCode ? 'page' : undefined}
          >
            {product.productName}
          </Link>
        ))}
      </nav>
      <PagedList
        history={results}
        text={pagedText}
        keyOf={(result: LottoResult) => result.roundCode}
        renderItem={(result) => (
          <ResultCard
            result={result}
            verify={
              yeekeeCodes.has(result.productCode)
                ? { href: paths.yeekeeProof.getHref(result.roundCode), label: lotteryText.verifyYeekee }
                : undefined
            }
          />
        )}
      />
    </div>
  );
};
