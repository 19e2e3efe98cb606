import { cancelBillResponseSchema, lotteryHref } from '@chokdee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { formatBaht } from '../../../lib/format';
import { queryKeys } from '../../../lib/query-keys';
import { toast } from '../../../lib/toast';
import { fillText, lotteryText } from '../../../messages/lottery';
import { lotteryKeys } from './query-keys';

/** `POST /api/v2/order/{billNo}/cancel` (Idempotency-Key): refunds through the ledger while allowed. */
export const cancelBill = async (billNo: string, idempotencyKey: string) => {
  const data = await api.post<unknown>(lotteryHref.cancelBill(billNo), {}, { idempotencyKey, overlay: true });
  return cancelBillResponseSchema.parse(data);
};

export const useCancelBill = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ billNo, key }: { billNo: string; key: string }) => cancelBill(billNo, key),
    onSuccess: (result) => {
      toast.success(fillText(lotteryText.billCancelled, { amount: formatBaht(result.refund) }));
      void queryClient.invalidateQueries({ queryKey: lotteryKeys.orderHistory });
      void queryClient.invalidateQueries({ queryKey: lotteryKeys.bill(result.billNo) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.wallet });
    },
  });
};
