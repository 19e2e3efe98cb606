import { type YeekeeRoundDetail, yeekeeHref, yeekeeRoundDetailSchema } from '@chokdee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { observeServerTime, serverNow } from '../stores/server-clock-store';
import { yeekeeKeys } from './query-keys';

/** `GET /api/v2/lotto/yeekee/rounds/{roundCode}`: the round, its running board and the member's own count. */
export const getYeekeeRound = async (
  roundCode: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<YeekeeRoundDetail> => {
  const data = await api.get<unknown>(yeekeeHref.round(roundCode), { signal, silent: true });
  const round = yeekeeRoundDetailSchema.parse(data);
  observeServerTime(round.serverTime);
  return round;
};

export const yeekeeRoundQueryOptions = (roundCode: string) =>
  queryOptions({
    queryKey: yeekeeKeys.round(roundCode),
    queryFn: ({ signal }) => getYeekeeRound(roundCode, { signal }),
    staleTime: 5_000,
  });

/** After the freeze and until the result or the void, the round is re-read this often (the push may be missed). */
export const RESULT_POLL_MS = 3000;

const awaitingResult = (round: YeekeeRoundDetail | undefined): boolean =>
  round !== undefined &&
  round.phase !== 'RESULTED' &&
  round.phase !== 'VOID' &&
  (round.phase === 'FROZEN' || serverNow() >= Date.parse(round.freezeAt));

export const useYeekeeRound = (roundCode: string) =>
  useQuery({
    ...yeekeeRoundQueryOptions(roundCode),
    refetchInterval: (query) => (awaitingResult(query.state.data) ? RESULT_POLL_MS : false),
  });
