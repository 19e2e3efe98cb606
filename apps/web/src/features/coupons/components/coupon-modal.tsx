import { errorCatalogue, fillMessage } from '@chokdee/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClassName } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import { modalIds, paths } from '../../../config/paths';
import { ApiError, apiMessage } from '../../../lib/api-client';
import { formatAmountNumber } from '../../../lib/format';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { useModal } from '../../../lib/modal-url';
import { queryKeys } from '../../../lib/query-keys';
import { couponText } from '../../../messages/coupons';
import { normaliseCouponCode, type RedeemedCoupon, redeemCoupon } from '../api/redeem-coupon';

/** `?modal=coupon`: type a code, get its bonus and turnover target (docs/domain/rewards.md §3 rule 10). */
export const CouponModal = () => (
  <Modal id={modalIds.coupon} title={couponText.title} description={couponText.intro}>
    <CouponForm />
  </Modal>
);

/** The refusal to show under the field: the eligibility reason when the server gives one. */
const refusalText = (error: unknown): string => {
  if (error instanceof ApiError && error.code === errorCatalogue.COUPON_NOT_ELIGIBLE.code) {
    const reason = (error.data as { reason?: unknown } | null)?.reason;
    if (reason === 'NEW_MEMBERS_ONLY') return couponText.notEligibleNewMembers;
    if (reason === 'MIN_DEPOSIT') return couponText.notEligibleDeposit;
  }
  return apiMessage(error);
};

const CouponForm = () => {
  const queryClient = useQueryClient();
  const { closeModal } = useModal();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const [redeemed, setRedeemed] = useState<RedeemedCoupon | undefined>();
  // One key per code: a retry of the same code (a lost answer) is the same request to the server.
  const attempt = useRef<{ code: string; key: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    if (typed.trim() === '') return setError(couponText.codeRequired);
    const code = normaliseCouponCode(typed);
    if (!code) return setError(errorCatalogue.COUPON_INVALID.message);
    setError(undefined);
    if (attempt.current?.code !== code) attempt.current = { code, key: newIdempotencyKey() };
    setPending(true);
    try {
      setRedeemed(await redeemCoupon(code, attempt.current.key));
      setTyped('');
      attempt.current = null;
      void queryClient.invalidateQueries({ queryKey: queryKeys.wallet });
      // The promotions feature's reads (`['promotions', …]`) show the new condition.
      void queryClient.invalidateQueries({ queryKey: ['promotions'] });
    } catch (failure) {
      setError(refusalText(failure));
    } finally {
      setPending(false);
    }
  };

  if (redeemed) {
    return (
      <section aria-labelledby="coupon-success" className="flex flex-col gap-3 text-center">
        <h3 id="coupon-success" className="text-lg font-bold text-gold-300">
          {couponText.successTitle}
        </h3>
        <p className="text-white">
          {fillMessage(couponText.successBonus, {
            bonus: formatAmountNumber(redeemed.bonus),
            name: redeemed.campaignName,
          })}
        </p>
        <p className="text-sm text-white/80">
          {fillMessage(couponText.successTarget, { target: formatAmountNumber(redeemed.turnoverTarget) })}
        </p>
        <p className="text-xs text-white/60">{couponText.successForfeit}</p>
        <div className="mt-2 flex gap-2">
          <Link
            to={paths.promotions.getHref()}
            className={buttonClassName({ variant: 'primary', fullWidth: true })}
          >
            {couponText.seeProgress}
          </Link>
          <Button variant="secondary" fullWidth onClick={closeModal}>
            {couponText.close}
          </Button>
        </div>
      </section>
    );
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <TextField
        label={couponText.codeLabel}
        placeholder={couponText.codePlaceholder}
        autoComplete="off"
        autoCapitalize="characters"
        autoCorrect="off"
        spellCheck={false}
        maxLength={40}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        error={error}
        hint={couponText.rules}
      />
      <Button type="submit" size="lg" fullWidth loading={pending}>
        {couponText.submit}
      </Button>
    </form>
  );
};
