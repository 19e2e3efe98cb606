import { orderHistoryItemSchema } from '@chokdee/contracts';
import { z } from 'zod';

/**
 * The zod checks of reads the buy page can make after its first paint (its slip tools open old
 * bills). `get-order-history.ts` and `get-bill.ts` import this module when an answer arrives, so
 * the buy page keeps contracts' schemas and zod off its first load.
 */
export const orderHistoryPageSchema = z.object({
  data: z.array(orderHistoryItemSchema),
  total: z.number().int().optional(),
});

export { billSchema } from '@chokdee/contracts';
