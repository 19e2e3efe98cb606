import { type YeekeeRoundList, yeekeeHref, yeekeeRoundListSchema } from '@chokdee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { observeServerTime } from '../stores/server-clock-store';
import { yeekeeKeys } from './query-keys';

/** `GET /api/v2/lotto/yeekee/markets/{code}/rounds?date=`: a business day's rounds (default: the current one). */
export const getYeekeeRounds = async (
  marketCode: string,
  date: string | undefined,
  { signal }: { signal?: AbortSignal } = {},
): Promise<YeekeeRoundList> => {
  const data = await api.get<unknown>(yeekeeHref.marketRounds(marketCode), {
    query: date ? { date } : undefined,
    signal,
    silent: true,
  });
  const list = yeekeeRoundListSchema.parse(data);
  observeServerTime(list.serverTime);
  return list;
};

export const yeekeeRoundsQueryOptions = (marketCode: string, date?: string) =>
  queryOptions({
    queryKey: yeekeeKeys.rounds(marketCode, date),
    queryFn: ({ signal }) => getYeekeeRounds(marketCode, date, { signal }),
    staleTime: 10_000,
    // Phases move on their own (a round freezes, then resolves): the day list re-reads while shown.
    refetchInterval: 30_000,
  });

export const useYeekeeRounds = (marketCode: string | undefined, date?: string) =>
  useQuery({ ...yeekeeRoundsQueryOptions(marketCode ?? '', date), enabled: Boolean(marketCode) });
