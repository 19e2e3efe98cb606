import { adminProductSchema, lotteryBoardHref } from '@chokdee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { lotteryKeys } from './keys';
import { storeProduct } from './update-product';

export type HolidayChange =
  | { action: 'set'; code: string; date: string; note: string }
  | { action: 'remove'; code: string; date: string };

/**
 * `PUT …/products/{code}/holidays/{date} {note}` or `DELETE` it. Both answer the product. Silent: the
 * holidays dialog shows the refusal.
 */
export const changeHoliday = async (change: HolidayChange) => {
  const href = lotteryBoardHref.holiday(change.code, change.date);
  const data =
    change.action === 'set'
      ? await api.put<unknown>(href, { note: change.note }, { silent: true })
      : await api.delete<unknown>(href, { silent: true });
  return adminProductSchema.parse(data);
};

export const useChangeHoliday = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeHoliday,
    onSuccess: (product) => storeProduct(queryClient, product),
    onSettled: () => queryClient.invalidateQueries({ queryKey: lotteryKeys.products }),
  });
};
