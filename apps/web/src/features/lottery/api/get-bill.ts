import { type Bill, lotteryHref } from '@chokdee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { lotteryKeys } from './query-keys';

/** `GET /api/v2/order/{billNo}`: the bill with its lines (and each line's win once settled); zod-checked on arrival (`lottery-schemas.ts`). */
export const getBill = async (billNo: string, { signal }: { signal?: AbortSignal } = {}): Promise<Bill> => {
  const data = await api.get<unknown>(lotteryHref.bill(billNo), { signal, silent: true });
  const { billSchema } = await import('./lottery-schemas');
  return billSchema.parse(data);
};

export const billQueryOptions = (billNo: string) =>
  queryOptions({ queryKey: lotteryKeys.bill(billNo), queryFn: ({ signal }) => getBill(billNo, { signal }) });

export const useBill = (billNo: string) => useQuery(billQueryOptions(billNo));
