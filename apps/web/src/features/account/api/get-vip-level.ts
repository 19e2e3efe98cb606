import { type VipView, vipPaths, vipViewSchema } from '@chokdee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useIsMember } from '../../../lib/auth-store';

/** The member's VIP level as the account summary shows it. */
export type VipLevel = { level: number; name: string };

/** The level of a VIP answer; none while the site has VIP switched off. */
export const vipLevelOf = (view: VipView): VipLevel | null =>
  view.enabled ? { level: view.level, name: view.name } : null;

/**
 * `GET /api/v2/vip`, read only for the level. A failed call is no level, silently: the account
 * summary then leaves the row out (the level is a detail there; the VIP page says what went wrong).
 */
export const getVipLevel = async ({ signal }: { signal?: AbortSignal } = {}): Promise<VipLevel | null> => {
  try {
    return vipLevelOf(vipViewSchema.parse(await api.get<unknown>(vipPaths.me, { signal, silent: true })));
  } catch {
    return null;
  }
};

export const vipLevelQueryOptions = () =>
  queryOptions({
    queryKey: ['account-summary', 'vip-level'],
    queryFn: ({ signal }) => getVipLevel({ signal }),
    staleTime: 60_000,
  });

export const useVipLevel = () => {
  const isMember = useIsMember();
  return useQuery({ ...vipLevelQueryOptions(), enabled: isMember });
};
