import { useState } from 'react';
import { cx } from '../../../lib/cx';
import { formatBaht, formatThaiDay } from '../../../lib/format';
import { referralText } from '../../../messages/referral';
import { useReferralIncome } from '../api/referral-api';
import { LoadState } from './load-state';

const monthFormatter = new Intl.DateTimeFormat('th-TH', {
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Bangkok',
});

const periodLabel = (period: string): string =>
  period.length === 7
    ? monthFormatter.format(new Date(`${period}-15T12:00:00+07:00`))
    : formatThaiDay(`${period}T12:00:00+07:00`);

/** `/referral-friend/summary`: credited income by Bangkok day (31 days) or by month (12). */
export const ReferralIncome = () => {
  const [by, setBy] = useState<'DAY' | 'MONTH'>('DAY');
  const income = useReferralIncome(by);
  return (
    <div className="flex flex-col gap-3">
      <fieldset
        aria-label={referralText.period}
        className="grid grid-cols-2 gap-1 rounded-xl bg-brand-800 p-1"
      >
        {(['DAY', 'MONTH'] as const).map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={by === option}
            onClick={() => setBy(option)}
            className={cx(
              'rounded-lg py-2 text-sm font-semibold',
              by === option ? 'bg-gold-400 text-brand-950' : 'text-white/80',
            )}
          >
            {option === 'DAY' ? referralText.byDay : referralText.byMonth}
          </button>
        ))}
      </fieldset>
      {!income.data ? (
        <LoadState isError={income.isError} onRetry={() => void income.refetch()} />
      ) : income.data.items.length === 0 ? (
        <p className="text-sm text-white/70">{referralText.periodEmpty}</p>
      ) : (
        <table className="w-full text-sm">
          <thead>
            <tr className="text-left text-xs text-white/60">
              <th className="py-1 font-normal">{referralText.period}</th>
              <th className="py-1 text-right font-normal">{referralText.turnover}</th>
              <th className="py-1 text-right font-normal">{referralText.income}</th>
            </tr>
          </thead>
          <tbody>
            {income.data.items.map((row) => (
              <tr key={row.period} className="border-t border-white/10" data-testid="referral-income-row">
                <td className="py-2">
                  {periodLabel(row.period)}
                  <span className="block text-xs text-white/50">
                    {referralText.friends} {row.friends}
                  </span>
                </td>
                <td className="py-2 text-right tabular-nums">{formatBaht(row.turnover)}</td>
                <td className="py-2 text-right font-semibold tabular-nums text-gold-200">
                  {formatBaht(row.income)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
};
