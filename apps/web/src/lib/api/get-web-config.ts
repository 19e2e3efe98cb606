import { apiPaths, type WebConfig } from '@chokdee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import { isMoneyString } from '../money-guard';
import { queryKeys } from '../query-keys';

const STRING_FIELDS = ['operatorKey', 'siteName', 'lineId', 'lineUrl', 'telegramId', 'telegramUrl'] as const;
const MONEY_FIELDS = ['minimumDeposit', 'maximumDeposit', 'minWithdraw', 'maxWithdraw'] as const;

/**
 * Checks the answer against `webConfigSchema`'s shape by hand: this call is on every first page
 * load, and the zod runtime would add ~20 KB gzipped to it.
 */
export const isWebConfig = (value: unknown): value is WebConfig => {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    STRING_FIELDS.every((field) => typeof record[field] === 'string') &&
    MONEY_FIELDS.every((field) => isMoneyString(record[field])) &&
    Array.isArray(record.banners) &&
    record.banners.every(
      (banner: unknown) =>
        typeof banner === 'object' &&
        banner !== null &&
        typeof (banner as Record<string, unknown>).imageUrl === 'string' &&
        typeof (banner as Record<string, unknown>).linkUrl === 'string',
    )
  );
};

/**
 * `GET /api/v2/config/web?query={hostname}`: the site's public settings (name, deposit and
 * withdraw limits, LINE / Telegram contacts). Shared by the shell and every feature; loaded at start.
 */
export const getWebConfig = async ({ signal }: { signal?: AbortSignal } = {}): Promise<WebConfig> => {
  const data = await api.get<unknown>(apiPaths.webConfig, {
    query: { query: window.location.hostname },
    signal,
  });
  if (!isWebConfig(data)) throw new Error('The web config answer does not match the contract');
  return data;
};

export const webConfigQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.webConfig,
    queryFn: ({ signal }) => getWebConfig({ signal }),
    staleTime: 5 * 60_000,
  });

export const useWebConfig = () => useQuery(webConfigQueryOptions());
