import { type PromotionTrigger, paymentPaths } from '@chokdee/contracts';
import { ApiError, api } from '../../../lib/api-client';
import { isMoneyString } from '../../../lib/money-guard';

/**
 * `POST /api/v2/withdraw {amount}` (Idempotency-Key): moves the amount to the hold until it is paid —
 * by staff, or (docs/modules/payouts.md) at once through the payout provider when the auto-approve rule approves it.
 */
export const requestWithdraw = (amount: string, idempotencyKey: string) =>
  api.post<unknown>(paymentPaths.withdraw, { amount }, { idempotencyKey, overlay: true });

const record = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;

/**
 * Whether the answer says the withdrawal was approved at creation (the auto-approve rule) and is on
 * its way (APPROVED, SENDING, already PAID), rather than waiting for staff (PENDING, ON_HOLD).
 */
export const isApprovedAtOnce = (data: unknown): boolean => {
  const status = record(data)?.status;
  return status === 'APPROVED' || status === 'SENDING' || status === 'PAID';
};

/**
 * The promotion data a WITHDRAW_PROMOTION_ACTIVE refusal carries, or undefined for any other error.
 * The contract sends the fields beside `isTrigger`; the promotions design words it as `{isTrigger, promotion: {…}}`,
 * so a nested `promotion` is read too.
 */
export const promotionTriggerOf = (error: unknown): PromotionTrigger | undefined => {
  if (!(error instanceof ApiError)) return undefined;
  const outer = record(error.data);
  if (outer?.isTrigger !== true) return undefined;
  const data = record(outer.promotion) ?? outer;
  return {
    isTrigger: true,
    promotionName: typeof data.promotionName === 'string' ? data.promotionName : '',
    currentTurnover: isMoneyString(data.currentTurnover) ? data.currentTurnover : '0.00',
    // docs/domain/member-site.md §9: turnover target defaults to 100.
    turnoverTarget: isMoneyString(data.turnoverTarget) ? data.turnoverTarget : '100.00',
  };
};
