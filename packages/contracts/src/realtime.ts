import { z } from 'zod';
import { moneySchema } from './money';
import { withdrawalStatuses } from './payments';

export { realtimeEvents } from './realtime-events';

export const walletUpdatedEventSchema = z.object({
  balance: moneySchema,
  lockedBalance: moneySchema,
  /** What the member owes after a correction; absent when nothing is owed. */
  receivable: moneySchema.optional(),
  /** The parts of `balance` (absent from pushes that predate the bonus balance). */
  cash: moneySchema.optional(),
  bonus: moneySchema.optional(),
});
export const depositCreditedEventSchema = z.object({ paymentRef: z.string(), amount: moneySchema });
export const withdrawalUpdatedEventSchema = z.object({
  paymentRef: z.string(),
  amount: moneySchema,
  status: z.enum(withdrawalStatuses),
});
/** A bill was settled: its total win (0.00 for a losing bill). The bill detail has the lines. */
export const billSettledEventSchema = z.object({
  billNo: z.string(),
  roundCode: z.string(),
  totalWinAmount: moneySchema,
});
/**
 * The member's wagering moved (turnover counted, a grant, a conversion, a forfeit, a closure): a hint
 * with no data, refetch `GET /api/v2/promotions/me` (and the balance, pushed as `wallet.updated`).
 */
export const promotionUpdatedEventSchema = z.object({});
