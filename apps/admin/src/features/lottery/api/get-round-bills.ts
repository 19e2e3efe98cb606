import { adminRoundBillPageSchema, lotteryRoundBillHref } from '@chokdee/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { lotteryKeys } from './keys';

export const ROUND_BILLS_PAGE_SIZE = 25;

export type RoundBillsFilter = {
  /** Bills with a line on this number (any bet type): "who is behind this number". */
  number?: string | undefined;
  /** One bill (the bill dialog). */
  billNo?: string | undefined;
  /** Only bills that won. */
  winners?: boolean;
};

/** `GET /api/admin/lottery/rounds/{roundCode}/bills?pageNo&pageSize&number&billNo&winners`. */
export const getRoundBills = async (
  roundCode: string,
  filter: RoundBillsFilter,
  pageNo: number,
  { signal }: { signal?: AbortSignal } = {},
) =>
  adminRoundBillPageSchema.parse(
    await api.get<unknown>(lotteryRoundBillHref.bills(roundCode), {
      query: {
        pageNo,
        pageSize: ROUND_BILLS_PAGE_SIZE,
        number: filter.number,
        billNo: filter.billNo,
        winners: filter.winners ? 'true' : undefined,
      },
      signal,
    }),
  );

export const useRoundBills = (roundCode: string, filter: RoundBillsFilter, pageNo: number, enabled = true) =>
  useQuery({
    queryKey: [...lotteryKeys.bills(roundCode), filter, pageNo],
    queryFn: ({ signal }) => getRoundBills(roundCode, filter, pageNo, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
