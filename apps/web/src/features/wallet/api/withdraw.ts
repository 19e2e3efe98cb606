import { type PromotionTrigger, paymentPaths } from '@chokdee/contracts';
import { ApiError, api } from '../../../lib/api-client';
import { isMoneyString } from '../../../lib/money-guard';

/** `POST /api/v2/withdraw {amount}` (Idempotency-Key): moves the amount to the hold until staff pay it. */
export const requestWithdraw = (amount: string, idempotencyKey: string) =>
  api.post<unknown>(paymentPaths.withdraw, { amount }, { idempotencyKey, overlay: true });

/** The promotion data a WITHDRAW_PROMOTION_ACTIVE refusal carries, or undefined for any other error. */
export const promotionTriggerOf = (error: unknown): PromotionTrigger | undefined => {
  if (!(error instanceof ApiError)) return undefined;
  const data = error.data as Record<string, unknown> | null | undefined;
  if (data?.isTrigger !== true) return undefined;
  return {
    isTrigger: true,
    promotionName: typeof data.promotionName === 'string' ? data.promotionName : '',
    currentTurnover: isMoneyString(data.currentTurnover) ? data.currentTurnover : '0.00',
    // Spec §9: turnover target defaults to 100.
    turnoverTarget: isMoneyString(data.turnoverTarget) ? data.turnoverTarget : '100.00',
  };
};
