import { billSettledEventSchema, parseAmount } from '@chokdee/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { formatAmountNumber } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { fillText, lotteryText } from '../../../messages/lottery';
import { lotteryKeys } from '../api/query-keys';

/**
 * One `bill.settled` push: toasts the result (a win with its amount, else that the bill is
 * resulted) and marks the order history and the bill's detail stale, so open lists re-read them.
 * A payload that does not parse is ignored (push is a hint; the lists are the truth).
 */
export const handleBillSettled = (queryClient: QueryClient, payload: unknown): void => {
  const parsed = billSettledEventSchema.safeParse(payload);
  if (!parsed.success) return;
  const { billNo, totalWinAmount } = parsed.data;
  const winSatang = parseAmount(totalWinAmount) ?? 0n;
  if (winSatang > 0n) {
    toast.success(fillText(lotteryText.billWon, { billNo, amount: formatAmountNumber(totalWinAmount) }));
  } else {
    toast(fillText(lotteryText.billSettled, { billNo }));
  }
  void queryClient.invalidateQueries({ queryKey: lotteryKeys.orderHistory });
  void queryClient.invalidateQueries({ queryKey: lotteryKeys.bill(billNo) });
};
