import {
  type Bill,
  billLineErrorDataSchema,
  billSchema,
  lotteryPaths,
  type PlaceBillRequest,
} from '@chokdee/contracts';
import { ApiError, api } from '../../../lib/api-client';

/** `POST /api/v2/lotto/bills` (Idempotency-Key: the same key answers the same bill). */
export const placeBill = async (body: PlaceBillRequest, idempotencyKey: string): Promise<Bill> => {
  const data = await api.post<unknown>(lotteryPaths.placeBill, body, { idempotencyKey, overlay: true });
  return billSchema.parse(data);
};

/** The 0-based index of the line the server refused, or undefined for any other error. */
export const badLineIndexOf = (error: unknown): number | undefined => {
  if (!(error instanceof ApiError)) return undefined;
  const parsed = billLineErrorDataSchema.safeParse(error.data);
  return parsed.success ? parsed.data.lineIndex : undefined;
};
