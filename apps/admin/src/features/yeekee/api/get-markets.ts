import { adminYeekeeMarketListSchema, yeekeeAdminPaths } from '@chokdee/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { yeekeeKeys } from './keys';

/** `GET /api/admin/lottery/yeekee/markets`: every Yeekee market with all its settings. */
export const getYeekeeMarkets = async ({ signal }: { signal?: AbortSignal } = {}) =>
  adminYeekeeMarketListSchema.parse(await api.get<unknown>(yeekeeAdminPaths.markets, { signal })).data;

export const useYeekeeMarkets = () =>
  useQuery({
    queryKey: yeekeeKeys.markets,
    queryFn: ({ signal }) => getYeekeeMarkets({ signal }),
    staleTime: 30_000,
  });
