import { adminRoundPageSchema, lotteryBoardPaths, type RoundStatus } from '@chokdee/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { lotteryKeys } from './keys';

export const ROUNDS_PAGE_SIZE = 50;

export type RoundFilters = {
  /** Bangkok dates (YYYY-MM-DD), inclusive, by close time. */
  from: string;
  to: string;
  productCode?: string | undefined;
  status?: RoundStatus | undefined;
  /** 'false': without the Yeekee markets' rounds (the calendar's default). */
  withYeekee?: 'false' | undefined;
};

/** `GET /api/admin/lottery/rounds?from&to&productCode&status&pageNo&pageSize`: the calendar with money. */
export const getRounds = async (
  filters: RoundFilters,
  pageNo: number,
  { signal }: { signal?: AbortSignal } = {},
) =>
  adminRoundPageSchema.parse(
    await api.get<unknown>(lotteryBoardPaths.rounds, {
      query: { ...filters, pageNo, pageSize: ROUNDS_PAGE_SIZE },
      signal,
    }),
  );

export const useRounds = (filters: RoundFilters, pageNo: number) =>
  useQuery({
    queryKey: [...lotteryKeys.rounds, filters, pageNo],
    queryFn: ({ signal }) => getRounds(filters, pageNo, { signal }),
    placeholderData: keepPreviousData,
  });
