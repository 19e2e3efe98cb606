import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useIsMember } from '../../../lib/auth-store';

/** The member's VIP level as the account summary shows it. */
export type VipLevel = { level: number; name: string | null };

const VIP_PATH = '/api/v2/vip';

const record = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;

/**
 * The level out of `GET /api/v2/vip`'s answer: `level` (a number, or an object with `level` and a
 * name) at the top or under `current`/`currentLevel`; the name from `name`, `nameTh` or `levelName`.
 * Anything else is no level (the row is left out).
 */
export const vipLevelOf = (data: unknown): VipLevel | null => {
  const top = record(data);
  if (!top) return null;
  const candidates = [top, record(top.level), record(top.current), record(top.currentLevel)];
  for (const candidate of candidates) {
    if (!candidate) continue;
    const level = typeof candidate.level === 'number' ? candidate.level : undefined;
    if (level === undefined || !Number.isInteger(level)) continue;
    const name = [candidate.name, candidate.nameTh, candidate.levelName, top.levelName].find(
      (value): value is string => typeof value === 'string' && value.length > 0,
    );
    return { level, name: name ?? null };
  }
  return null;
};

/**
 * `GET /api/v2/vip` (the VIP programme), read only for the level. A site without the programme or a
 * failed call is no level, silently: the account summary then leaves the row out.
 */
export const getVipLevel = async ({ signal }: { signal?: AbortSignal } = {}): Promise<VipLevel | null> => {
  try {
    return vipLevelOf(await api.get<unknown>(VIP_PATH, { signal, silent: true }));
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
