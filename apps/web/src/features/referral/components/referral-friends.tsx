import { wageringCategoryNames } from '@chokdee/contracts';
import { PagedList } from '../../../components/ui/paged-list';
import { cx } from '../../../lib/cx';
import { formatBaht, formatThaiDay } from '../../../lib/format';
import { referralText } from '../../../messages/referral';
import { useReferralFriends } from '../api/referral-api';

const listText = {
  loading: referralText.loading,
  failed: referralText.failed,
  retry: referralText.retry,
  empty: referralText.membersEmpty,
  loadMore: referralText.loadMore,
};

/** `/referral-friend/member`: friends with masked names, joined, valid or why not, this month's play. */
export const ReferralFriends = () => {
  const friends = useReferralFriends();
  return (
    <div className="flex flex-col gap-3">
      <p className="text-xs text-white/60">{referralText.validRules}</p>
      <PagedList
        history={friends}
        text={listText}
        keyOf={(friend) => `${friend.joinedAt}:${friend.name}`}
        renderItem={(friend) => (
          <li
            className="rounded-xl bg-brand-800 px-3 py-2 ring-1 ring-white/10"
            data-testid="referral-friend"
          >
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="font-semibold">{friend.name}</p>
                <p className="text-xs text-white/60">
                  {referralText.joined} {formatThaiDay(friend.joinedAt)}
                </p>
              </div>
              <span
                className={cx(
                  'shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold',
                  friend.valid ? 'bg-emerald-600/30 text-emerald-200' : 'bg-white/10 text-white/70',
                )}
              >
                {friend.valid ? referralText.valid : referralText.notValid}
              </span>
            </div>
            {friend.reasons.length > 0 && (
              <ul className="mt-1 list-inside list-disc text-xs text-amber-200">
                {friend.reasons.map((reason) => (
                  <li key={reason}>{referralText.reasons[reason]}</li>
                ))}
              </ul>
            )}
            <p className="mt-1 text-xs text-white/70">{referralText.turnoverThisMonth}</p>
            {friend.turnover.length === 0 ? (
              <p className="text-xs text-white/50">{referralText.noTurnover}</p>
            ) : (
              <ul className="flex flex-wrap gap-x-3 text-sm tabular-nums">
                {friend.turnover.map((row) => (
                  <li key={row.category}>
                    {wageringCategoryNames[row.category]} {formatBaht(row.turnover)}
                  </li>
                ))}
              </ul>
            )}
            <p className="mt-1 text-xs text-white/70">
              {referralText.incomeFromFriend}{' '}
              <span className="font-semibold text-gold-200">{formatBaht(friend.income)}</span>
            </p>
          </li>
        )}
      />
    </div>
  );
};
