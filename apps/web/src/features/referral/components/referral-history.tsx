import { fillMessage } from '@chokdee/contracts';
import { PagedList } from '../../../components/ui/paged-list';
import { formatBaht, formatThaiDate, formatThaiDay } from '../../../lib/format';
import { referralText } from '../../../messages/referral';
import { useReferralHistory } from '../api/referral-api';

const listText = {
  loading: referralText.loading,
  failed: referralText.failed,
  retry: referralText.retry,
  empty: referralText.historyEmpty,
  loadMore: referralText.loadMore,
};

/** `/referral-friend/history`: each day's credited income and each claim, newest first. */
export const ReferralHistory = () => {
  const history = useReferralHistory();
  return (
    <PagedList
      history={history}
      text={listText}
      keyOf={(item) => `${item.kind}:${item.at}`}
      renderItem={(item) => (
        <li
          className="flex items-start justify-between gap-3 rounded-xl bg-brand-800 px-3 py-2 ring-1 ring-white/10"
          data-testid="referral-history-item"
        >
          <div className="min-w-0">
            <p className="font-semibold">
              {item.kind === 'INCOME' ? referralText.historyIncome : referralText.historyClaim}
            </p>
            <p className="text-xs text-white/60">
              {item.kind === 'INCOME'
                ? `${formatThaiDay(`${item.at}T12:00:00+07:00`)} · ${fillMessage(
                    referralText.historyIncomeFrom,
                    {
                      friends: item.friends ?? 0,
                    },
                  )}`
                : `${formatThaiDate(item.at)} · ${item.paidAs ? referralText.paidAs[item.paidAs] : ''}`}
            </p>
          </div>
          <span className="shrink-0 font-semibold tabular-nums text-gold-200">
            {item.kind === 'CLAIM' ? '−' : '+'}
            {formatBaht(item.amount)}
          </span>
        </li>
      )}
    />
  );
};
