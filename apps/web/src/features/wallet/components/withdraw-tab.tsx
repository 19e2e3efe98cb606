import { fillMessage, th } from '@chokdee/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { formatBaht } from '../../../lib/format';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { useModal } from '../../../lib/modal-url';
import { queryKeys } from '../../../lib/query-keys';
import { toast } from '../../../lib/toast';
import { walletText } from '../../../messages/th';
import { useWithdrawLimits } from '../api/get-withdraw-limits';
import { isApprovedAtOnce, promotionTriggerOf, requestWithdraw } from '../api/withdraw';
import { promotionNotice } from '../stores/promotion-notice-store';
import { adjustAmount, amountText, amountToSatang, sanitizeAmountInput } from '../utils/amount';
import { WithdrawLimitsInfo } from './withdraw-limits-info';

/** The ± step, in satang (100 baht). */
const STEP_SATANG = 10_000n;
/** Quick amounts, in baht. */
const QUICK_AMOUNTS = ['100.00', '300.00', '500.00', '1000.00', '5000.00'] as const;

/**
 * The withdraw tab: amount, the limits that bind this member (the server's, from the rules it refuses
 * by: docs/domain/member-site.md §5 only displays them), the bank account and when a request waits for staff; the adjust
 * helper, "all" (the most the server will take now), submit with an Idempotency-Key that a retry of
 * the same amount reuses.
 */
export const WithdrawTab = () => {
  const limits = useWithdrawLimits();
  const queryClient = useQueryClient();
  const { closeModal } = useModal();
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const attempt = useRef<{ amount: string; key: string } | null>(null);

  const clearForm = () => {
    setAmount('');
    setError(undefined);
    attempt.current = null;
  };

  const submit = async () => {
    if (amount.trim() === '') return setError(walletText.amountRequired);
    const satang = amountToSatang(amount);
    if (satang === undefined) return setError(th.amountInvalid);
    if (satang <= 0n) return setError(walletText.amountPositive);
    setError(undefined);
    if (attempt.current?.amount !== amount) attempt.current = { amount, key: newIdempotencyKey() };
    setPending(true);
    try {
      const created = await requestWithdraw(amount, attempt.current.key);
      // Approved by the rule: it is being paid (the paid toast follows from the push), not reviewed.
      toast.success(isApprovedAtOnce(created) ? walletText.withdrawApproved : th.withdrawCreated);
      clearForm();
      void queryClient.invalidateQueries({ queryKey: queryKeys.wallet });
      void queryClient.invalidateQueries({ queryKey: queryKeys.paymentHistory });
      void queryClient.invalidateQueries({ queryKey: queryKeys.withdrawLimits });
    } catch (failure) {
      // The api client already toasted the server's message (docs/domain/member-site.md §8).
      const trigger = promotionTriggerOf(failure);
      if (trigger) {
        clearForm();
        closeModal();
        promotionNotice.show(trigger);
      }
    } finally {
      setPending(false);
    }
  };

  return (
    <form
      noValidate
      aria-label={walletText.withdrawSubmit}
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="flex items-end gap-2">
        <Button
          variant="secondary"
          aria-label={fillMessage(walletText.decrease, { step: '100' })}
          onClick={() => setAmount((current) => adjustAmount(current, -STEP_SATANG))}
          className="mb-[22px] size-11 shrink-0 px-0 text-xl"
        >
          −
        </Button>
        <TextField
          className="flex-1"
          label={walletText.withdrawAmountLabel}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          error={error}
          onChange={(event) => setAmount(sanitizeAmountInput(event.target.value))}
        />
        <Button
          variant="secondary"
          aria-label={fillMessage(walletText.increase, { step: '100' })}
          onClick={() => setAmount((current) => adjustAmount(current, STEP_SATANG))}
          className="mb-[22px] size-11 shrink-0 px-0 text-xl"
        >
          +
        </Button>
      </div>
      <WithdrawLimitsInfo
        limits={limits.data}
        isError={limits.isError}
        onRetry={() => void limits.refetch()}
      />
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">{walletText.quickAmounts}</legend>
        {QUICK_AMOUNTS.map((quick) => (
          <Button key={quick} size="sm" variant="ghost" onClick={() => setAmount(quick)}>
            {formatBaht(quick)}
          </Button>
        ))}
        <Button
          size="sm"
          variant="ghost"
          // The server's "most you can withdraw now": cash only (docs/domain/rewards.md §3 rule 1), within the limits.
          disabled={!limits.data || limits.data.refusal !== null}
          onClick={() => limits.data && setAmount(amountText(limits.data.withdrawAll))}
        >
          {walletText.withdrawAll}
        </Button>
      </fieldset>
      <Button type="submit" size="lg" loading={pending} fullWidth>
        {walletText.withdrawSubmit}
      </Button>
    </form>
  );
};
