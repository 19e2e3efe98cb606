import { adminYeekeeRoundListSchema, yeekeeAdminHref } from '@chokdee/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { yeekeeKeys } from './keys';

/** How often the day's rounds are read again while the page is open (phases and money move). */
export const ROUNDS_REFRESH_SECONDS = 15;

/**
 * `GET /api/admin/lottery/yeekee/markets/{code}/rounds?date=`: the rounds of one business date with
 * shots, bettors, stakes, P&L and void reasons. Without `date`: the market's current business date.
 */
export const getYeekeeMarketRounds = async (
  code: string,
  date: string | undefined,
  { signal }: { signal?: AbortSignal } = {},
) =>
  adminYeekeeRoundListSchema.parse(
    await api.get<unknown>(yeekeeAdminHref.marketRounds(code), { query: { date }, signal }),
  );

export const useYeekeeMarketRounds = (code: string, date: string | undefined) =>
  useQuery({
    queryKey: yeekeeKeys.marketRounds(code, date),
    queryFn: ({ signal }) => getYeekeeMarketRounds(code, date, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: ROUNDS_REFRESH_SECONDS * 1000,
  });
