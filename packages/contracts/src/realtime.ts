import { z } from 'zod';
import { moneySchema } from './money';
import { withdrawalStatuses } from './payments';

/**
 * Socket.IO events. Push is a hint: every event is also recoverable by a REST read. A member's
 * socket (auth: `{ token }` = the access token) is in room `member:{memberId}`.
 */
export const realtimeEvents = {
  walletUpdated: 'wallet.updated',
  depositCredited: 'deposit.credited',
  withdrawalUpdated: 'withdrawal.updated',
} as const;

export const walletUpdatedEventSchema = z.object({ balance: moneySchema, lockedBalance: moneySchema });
export const depositCreditedEventSchema = z.object({ paymentRef: z.string(), amount: moneySchema });
export const withdrawalUpdatedEventSchema = z.object({
  paymentRef: z.string(),
  amount: moneySchema,
  status: z.enum(withdrawalStatuses),
});
