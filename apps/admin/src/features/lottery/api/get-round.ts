import { adminRoundDetailSchema, lotteryBoardHref } from '@chokdee/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { lotteryKeys } from './keys';

/** While a round takes bills or settles, its money moves: the page reads it again this often. */
export const LIVE_ROUND_REFRESH_MS = 10_000;

/** `GET /api/admin/lottery/rounds/{roundCode}`: status, result, maker and checker, settlement, money. */
export const getRound = async (roundCode: string, { signal }: { signal?: AbortSignal } = {}) =>
  adminRoundDetailSchema.parse(await api.get<unknown>(lotteryBoardHref.round(roundCode), { signal }));

export const useRound = (roundCode: string) =>
  useQuery({
    queryKey: lotteryKeys.round(roundCode),
    queryFn: ({ signal }) => getRound(roundCode, { signal }),
    refetchInterval: (query) => {
      const round = query.state.data;
      const live = round?.status === 'OPEN' || (round?.status === 'RESULTED' && round.confirmedAt !== null);
      return live ? LIVE_ROUND_REFRESH_MS : false;
    },
  });
