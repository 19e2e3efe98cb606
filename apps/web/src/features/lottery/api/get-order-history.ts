import { lotteryPaths, type OrderHistoryItem } from '@chokdee/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { lotteryKeys } from './query-keys';

/** 0 = pending bills, 1 = settled bills (the contract's two tabs, docs/domain/member-site.md §2), 2 = cancelled bills (kept visible). */
export type OrderTab = 0 | 1 | 2;
export const ORDER_HISTORY_PAGE_SIZE = 20;

export type OrderHistoryPage = { items: OrderHistoryItem[]; pageNo: number; hasMore: boolean };

/** `GET /api/v2/order/history?status=&pageNo=&pageSize=`, checked by zod once it arrives (`lottery-schemas.ts`). */
export const getOrderHistory = async (
  status: OrderTab,
  pageNo: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<OrderHistoryPage> => {
  const data = await api.get<unknown>(lotteryPaths.orderHistory, {
    query: { status, pageNo, pageSize: ORDER_HISTORY_PAGE_SIZE },
    signal,
    silent: true,
  });
  const { orderHistoryPageSchema } = await import('./lottery-schemas');
  const { data: items, total } = orderHistoryPageSchema.parse(data);
  const hasMore =
    total === undefined
      ? items.length === ORDER_HISTORY_PAGE_SIZE
      : (pageNo - 1) * ORDER_HISTORY_PAGE_SIZE + items.length < total;
  return { items, pageNo, hasMore };
};

export const orderHistoryQueryOptions = (status: OrderTab) =>
  infiniteQueryOptions({
    queryKey: [...lotteryKeys.orderHistory, status],
    queryFn: ({ pageParam, signal }) => getOrderHistory(status, pageParam, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last: OrderHistoryPage) => (last.hasMore ? last.pageNo + 1 : undefined),
  });

export const useOrderHistory = (status: OrderTab) => useInfiniteQuery(orderHistoryQueryOptions(status));
