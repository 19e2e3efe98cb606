import { z } from 'zod';
import { moneySchema } from './money';
import { withdrawalStatuses } from './payments';

export { realtimeEvents } from './realtime-events';

export const walletUpdatedEventSchema = z.object({ balance: moneySchema, lockedBalance: moneySchema });
export const depositCreditedEventSchema = z.object({ paymentRef: z.string(), amount: moneySchema });
export const withdrawalUpdatedEventSchema = z.object({
  paymentRef: z.string(),
  amount: moneySchema,
  status: z.enum(withdrawalStatuses),
});
