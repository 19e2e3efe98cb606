import { promotionPaths } from '@chokdee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { promotionKeys } from './query-keys';

export type PromotionBanner = { id: string; name: string; bannerUrl: string };

const isBanner = (value: unknown): value is PromotionBanner => {
  const item = value as Record<string, unknown> | null;
  return (
    typeof item === 'object' &&
    item !== null &&
    typeof item.id === 'string' &&
    typeof item.name === 'string' &&
    typeof item.bannerUrl === 'string'
  );
};

/**
 * `GET /api/v2/promotions/banners`: the enabled promotions with a banner, in order. Checked by hand
 * (not zod) because the home page shows them: zod stays off the first-load path (bench/README.md).
 * A malformed entry is skipped, not fatal: a banner is decoration.
 */
export const getPromotionBanners = async ({ signal }: { signal?: AbortSignal } = {}) => {
  const answer = await api.get<unknown>(promotionPaths.banners, { signal, silent: true });
  const list = (answer as { data?: unknown } | null)?.data;
  return Array.isArray(list) ? list.filter(isBanner) : [];
};

export const usePromotionBanners = () =>
  useQuery(
    queryOptions({
      queryKey: promotionKeys.banners,
      queryFn: ({ signal }) => getPromotionBanners({ signal }),
      staleTime: 5 * 60_000,
    }),
  );
