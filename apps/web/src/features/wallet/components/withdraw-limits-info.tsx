import { fillMessage, type WithdrawLimits } from '@chokdee/contracts';
import { Button } from '../../../components/ui/button';
import { formatBaht } from '../../../lib/format';
import { walletText } from '../../../messages/th';

/**
 * What binds this member's next withdrawal, as the server computed it (`GET /api/v2/withdraw/limits`):
 * the smallest and largest request, the VIP level's daily limit and what is left of it today, the most
 * they can withdraw now or why nothing can pass, the bank account the money goes to, and when a
 * request waits for staff (the auto-approve rule).
 */
export const WithdrawLimitsInfo = ({
  limits,
  isError,
  onRetry,
}: {
  limits: WithdrawLimits | undefined;
  isError: boolean;
  onRetry: () => void;
}) => {
  if (!limits)
    return isError ? (
      <div role="alert" className="flex items-center justify-between gap-2 text-sm text-red-300">
        {walletText.withdrawLimitsFailed}
        <Button size="sm" variant="ghost" onClick={onRetry}>
          {walletText.retry}
        </Button>
      </div>
    ) : (
      <p className="text-sm text-white/60">{walletText.withdrawLimitsLoading}</p>
    );
  const { level, autoApprove } = limits;
  return (
    <div className="flex flex-col gap-2 text-sm">
      <section
        aria-label={walletText.withdrawLimitsTitle}
        data-testid="withdraw-limits"
        className="flex flex-col gap-1 rounded-xl bg-brand-800 p-3 ring-1 ring-white/10"
      >
        <p className="text-white/80">
          {fillMessage(walletText.withdrawLimits, {
            min: formatBaht(limits.min),
            max: formatBaht(limits.maxPerRequest),
          })}
        </p>
        {level?.maxPerDay && limits.leftToday && (
          <p className="text-white/80">
            {fillMessage(walletText.withdrawLevelDay, {
              level: level.name,
              max: formatBaht(level.maxPerDay),
              left: formatBaht(limits.leftToday),
            })}
          </p>
        )}
        {limits.refusal ? (
          <p role="status" className="text-red-200" data-testid="withdraw-refusal">
            {limits.refusal.message}
          </p>
        ) : (
          <p className="font-semibold text-gold-100">
            {fillMessage(walletText.withdrawNow, { amount: formatBaht(limits.withdrawAll) })}
          </p>
        )}
      </section>
      <p className="text-white/80" data-testid="withdraw-account">
        {fillMessage(walletText.withdrawTo, {
          bank: limits.bankAccount.bankName,
          number: limits.bankAccount.accountNumber,
        })}
      </p>
      <p className="text-white/60" data-testid="withdraw-review">
        {autoApprove.upTo
          ? fillMessage(walletText.withdrawReviewUpTo, { max: formatBaht(autoApprove.upTo) })
          : walletText.withdrawReviewWait[autoApprove.waitReason ?? 'RULE_OFF']}
      </p>
    </div>
  );
};
