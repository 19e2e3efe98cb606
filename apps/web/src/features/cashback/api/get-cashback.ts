import { cashbackMeSchema, cashbackPaths } from '@chokdee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useIsMember } from '../../../lib/auth-store';
import { cashbackKeys } from './query-keys';

/** `GET /api/v2/cashback`: this period's running figure, the credits and what can be claimed now. */
export const getCashback = async ({ signal }: { signal?: AbortSignal } = {}) =>
  cashbackMeSchema.parse(await api.get<unknown>(cashbackPaths.me, { signal, silent: true }));

export const cashbackQueryOptions = () =>
  queryOptions({ queryKey: cashbackKeys.me, queryFn: ({ signal }) => getCashback({ signal }) });

/** The member's cashback; idle for guests. */
export const useCashback = () => useQuery({ ...cashbackQueryOptions(), enabled: useIsMember() });
