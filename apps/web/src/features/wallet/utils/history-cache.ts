import type { PaymentHistoryItem } from '@chokdee/contracts';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import type { PaymentHistoryPage } from '../api/get-payment-history';

type Status = PaymentHistoryItem['status'];

/** The states a withdrawal has in fund history (contracts `withdrawalStatuses`, kept zod-free here). */
const WITHDRAWAL_STATUSES: ReadonlySet<string> = new Set<Status>([
  'PENDING',
  'APPROVED',
  'SENDING',
  'PAID',
  'FAILED',
  'REJECTED',
  'ON_HOLD',
]);

/** No push moves a withdrawal out of these: a late one (another node's) must not undo them. */
const FINAL: ReadonlySet<Status> = new Set<Status>(['PAID', 'REJECTED']);

export const isWithdrawalStatus = (value: unknown): value is Status =>
  typeof value === 'string' && WITHDRAWAL_STATUSES.has(value);

/**
 * Writes a `withdrawal.updated` push into the withdraw history already in the cache, so an open
 * list shows the new state at once (SENDING → PAID within a second) before its refetch answers.
 * Only the row with that payment reference changes; a PAID or REJECTED row keeps its state.
 * Answers whether a row changed. Imports types only: this runs in the first chunk (root layout).
 */
export const patchWithdrawalStatus = (
  queryClient: QueryClient,
  { paymentRef, status }: { paymentRef: string; status: Status },
): boolean => {
  let changed = false;
  queryClient.setQueriesData<InfiniteData<PaymentHistoryPage>>(
    { queryKey: [...queryKeys.paymentHistory, 'WITHDRAW'] },
    (data) => {
      if (!data) return data;
      let touched = false;
      const pages = data.pages.map((page) => {
        if (!page.items.some((item) => item.paymentRef === paymentRef)) return page;
        const items = page.items.map((item) => {
          if (item.paymentRef !== paymentRef || item.status === status || FINAL.has(item.status)) return item;
          touched = true;
          return { ...item, status };
        });
        return { ...page, items };
      });
      if (!touched) return data;
      changed = true;
      return { ...data, pages };
    },
  );
  return changed;
};
