import { lotteryHref, type RoundDetail } from '@chokdee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { isRoundDetail } from './lotto-shapes';
import { lotteryKeys } from './query-keys';

/**
 * `GET /api/v2/lotto/rounds/{roundCode}`: bet types with rates and limits, closed and reduced numbers.
 * Checked by `isRoundDetail` (zod-free, `lotto-shapes.ts`): the buy page's first paint waits for it.
 */
export const getRound = async (
  roundCode: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<RoundDetail> => {
  const data = await api.get<unknown>(lotteryHref.round(roundCode), { signal, silent: true });
  if (!isRoundDetail(data)) throw new Error('The round answer does not match the contract');
  return data;
};

export const roundQueryOptions = (roundCode: string) =>
  queryOptions({
    queryKey: lotteryKeys.round(roundCode),
    queryFn: ({ signal }) => getRound(roundCode, { signal }),
    staleTime: 15_000,
  });

export const useRound = (roundCode: string | null) =>
  useQuery({ ...roundQueryOptions(roundCode ?? ''), enabled: Boolean(roundCode) });
