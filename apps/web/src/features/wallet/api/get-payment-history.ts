import { type PaymentHistoryItem, paymentHistoryItemSchema, paymentPaths } from '@chokdee/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type PaymentType = 'DEPOSIT' | 'WITHDRAW';

/** docs/domain/member-site.md §9: page size 25, first page 1. */
export const PAYMENT_HISTORY_PAGE_SIZE = 25;

export type PaymentHistoryPage = { items: PaymentHistoryItem[]; pageNo: number; hasMore: boolean };

const itemsSchema = z.array(paymentHistoryItemSchema);
const pagedSchema = z.object({ data: itemsSchema, total: z.number().int().optional() });

/**
 * `GET /api/v2/payment-history?type=&pageSize=25&pageNo=`. Reads the paged shape
 * `{ data: [...], total }` or a bare list (the spec's "data list"). docs/domain/member-site.md §8: failures only logged.
 */
export const getPaymentHistory = async (
  type: PaymentType,
  pageNo: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<PaymentHistoryPage> => {
  try {
    const data = await api.get<unknown>(paymentPaths.paymentHistory, {
      query: { type, pageSize: PAYMENT_HISTORY_PAGE_SIZE, pageNo },
      signal,
      silent: true,
    });
    const paged = pagedSchema.safeParse(data);
    const items = paged.success ? paged.data.data : itemsSchema.parse(data);
    const total = paged.success ? paged.data.total : undefined;
    const hasMore =
      total === undefined
        ? items.length === PAYMENT_HISTORY_PAGE_SIZE
        : (pageNo - 1) * PAYMENT_HISTORY_PAGE_SIZE + items.length < total;
    return { items, pageNo, hasMore };
  } catch (error) {
    console.error('payment history failed', error);
    throw error;
  }
};

export const paymentHistoryQueryOptions = (type: PaymentType) =>
  infiniteQueryOptions({
    queryKey: [...queryKeys.paymentHistory, type],
    queryFn: ({ pageParam, signal }) => getPaymentHistory(type, pageParam, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last: PaymentHistoryPage) => (last.hasMore ? last.pageNo + 1 : undefined),
  });

export const usePaymentHistory = (type: PaymentType) => useInfiniteQuery(paymentHistoryQueryOptions(type));
