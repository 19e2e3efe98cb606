import { lotteryHref, type RoundDetail, roundDetailSchema } from '@chokdee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { lotteryKeys } from './query-keys';

/** `GET /api/v2/lotto/rounds/{roundCode}`: bet types with rates and limits, closed and reduced numbers. */
export const getRound = async (
  roundCode: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<RoundDetail> => {
  const data = await api.get<unknown>(lotteryHref.round(roundCode), { signal, silent: true });
  return roundDetailSchema.parse(data);
};

export const roundQueryOptions = (roundCode: string) =>
  queryOptions({
    queryKey: lotteryKeys.round(roundCode),
    queryFn: ({ signal }) => getRound(roundCode, { signal }),
    staleTime: 15_000,
  });

export const useRound = (roundCode: string | null) =>
  useQuery({ ...roundQueryOptions(roundCode ?? ''), enabled: Boolean(roundCode) });
