import { type DepositIntent, depositIntentSchema, paymentPaths } from '@chokdee/contracts';
import { api } from '../../../lib/api-client';

/**
 * `POST /api/v2/deposit/intent {amount}`: a PromptPay QR for the amount plus a satang tag. The
 * caller keeps `idempotencyKey` for one attempt so a retry returns the same intent.
 */
export const createDepositIntent = async (amount: string, idempotencyKey: string): Promise<DepositIntent> => {
  const data = await api.post<unknown>(paymentPaths.depositIntent, { amount }, { idempotencyKey });
  return depositIntentSchema.parse(data);
};
