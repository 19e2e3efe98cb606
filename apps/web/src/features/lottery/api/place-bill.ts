import {
  type Bill,
  billLineErrorDataSchema,
  billSchema,
  errorCatalogue,
  lotteryPaths,
  type PlaceBillRequest,
} from '@chokdee/contracts';
import { ApiError, api } from '../../../lib/api-client';

/**
 * `POST /api/v2/lotto/bills` (Idempotency-Key: the same key answers the same bill). Silent: the
 * checkout says why it failed itself (a refusal for lack of money offers the deposit modal).
 */
export const placeBill = async (body: PlaceBillRequest, idempotencyKey: string): Promise<Bill> => {
  const data = await api.post<unknown>(lotteryPaths.placeBill, body, {
    idempotencyKey,
    overlay: true,
    silent: true,
  });
  return billSchema.parse(data);
};

/** The 0-based index of the line the server refused, or undefined for any other error. */
export const badLineIndexOf = (error: unknown): number | undefined => {
  if (!(error instanceof ApiError)) return undefined;
  const parsed = billLineErrorDataSchema.safeParse(error.data);
  return parsed.success ? parsed.data.lineIndex : undefined;
};

/** The member's balance does not cover the bill: the checkout offers a deposit. */
export const isInsufficientBalance = (error: unknown): boolean =>
  error instanceof ApiError && error.code === errorCatalogue.INSUFFICIENT_BALANCE.code;
