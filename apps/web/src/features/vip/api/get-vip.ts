import { vipPaths, vipViewSchema } from '@chokdee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useIsMember } from '../../../lib/auth-store';
import { vipKeys } from './query-keys';

/** `GET /api/v2/vip`: the member's level, 90-day turnover, progress, every level's benefits, upgrade bonuses. */
export const getVip = async ({ signal }: { signal?: AbortSignal } = {}) =>
  vipViewSchema.parse(await api.get<unknown>(vipPaths.me, { signal }));

export const vipQueryOptions = () =>
  queryOptions({ queryKey: vipKeys.me, queryFn: ({ signal }) => getVip({ signal }) });

/** The member's VIP; idle for guests. */
export const useVip = () => useQuery({ ...vipQueryOptions(), enabled: useIsMember() });
