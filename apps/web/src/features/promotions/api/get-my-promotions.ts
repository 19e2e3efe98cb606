import { myPromotionsSchema, promotionPaths } from '@chokdee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useIsMember } from '../../../lib/auth-store';
import { promotionKeys } from './query-keys';

/**
 * `GET /api/v2/promotions/me`: the promotion chosen for the next deposit (null = ไม่รับโปรโมชั่น),
 * the open condition with its turnover (null = none) and the latest bonus history.
 */
export const getMyPromotions = async ({ signal }: { signal?: AbortSignal } = {}) =>
  myPromotionsSchema.parse(await api.get<unknown>(promotionPaths.me, { signal, silent: true }));

export const myPromotionsQueryOptions = () =>
  queryOptions({ queryKey: promotionKeys.me, queryFn: ({ signal }) => getMyPromotions({ signal }) });

/** The member's promotions; idle for guests. */
export const useMyPromotions = () => useQuery({ ...myPromotionsQueryOptions(), enabled: useIsMember() });
