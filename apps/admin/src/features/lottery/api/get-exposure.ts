import { type BetTypeCode, exposureBoardSchema, lotteryBoardHref } from '@chokdee/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { lotteryKeys } from './keys';

/** The board refreshes this often while the round takes bills. */
export const EXPOSURE_REFRESH_MS = 5_000;
/** Rows the board asks for: the riskiest numbers (the server sorts by share of the cap). */
export const EXPOSURE_LIMIT = 200;

/** `GET /api/admin/lottery/rounds/{roundCode}/exposure?betType&limit`. */
export const getExposure = async (
  roundCode: string,
  betType: BetTypeCode | undefined,
  { signal }: { signal?: AbortSignal } = {},
) =>
  exposureBoardSchema.parse(
    await api.get<unknown>(lotteryBoardHref.exposure(roundCode), {
      query: { betType, limit: EXPOSURE_LIMIT },
      signal,
    }),
  );

export const useExposure = (roundCode: string, betType: BetTypeCode | undefined, live: boolean) =>
  useQuery({
    queryKey: lotteryKeys.exposure(roundCode, betType),
    queryFn: ({ signal }) => getExposure(roundCode, betType, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: live ? EXPOSURE_REFRESH_MS : false,
  });
