import { sportsPaths, sportsTickerSchema } from '@chokdee/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { DESK_REFRESH_MS, sportsKeys } from './keys';

export const TICKER_PAGE_SIZE = 50;

export type TickerFilters = {
  fixtureId?: string | undefined;
  memberId?: string | undefined;
  flagged: boolean;
};

/**
 * `GET /api/admin/sports/tickets?fixtureId&memberId&flagged&pageNo&pageSize`: the bet ticker, newest
 * first. Silent: it reads again every few seconds and shows a failure above the list.
 */
export const getTickets = async (
  filters: TickerFilters,
  pageNo: number,
  { signal }: { signal?: AbortSignal } = {},
) =>
  sportsTickerSchema.parse(
    await api.get<unknown>(sportsPaths.adminTickets, {
      query: {
        fixtureId: filters.fixtureId,
        memberId: filters.memberId,
        flagged: filters.flagged ? 'true' : undefined,
        pageNo,
        pageSize: TICKER_PAGE_SIZE,
      },
      signal,
      silent: true,
    }),
  );

export const useTickets = (filters: TickerFilters, pageNo: number) =>
  useQuery({
    queryKey: [...sportsKeys.tickets, filters, pageNo],
    queryFn: ({ signal }) => getTickets(filters, pageNo, { signal }),
    placeholderData: keepPreviousData,
    // Only the first page is "newest": later pages would shift under the reader.
    refetchInterval: pageNo === 1 ? DESK_REFRESH_MS : false,
  });
