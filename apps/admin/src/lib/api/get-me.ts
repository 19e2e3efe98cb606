import { adminPaths, type StaffAccount, staffAccountSchema } from '@chokdee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import { queryKeys } from '../query-keys';
import { useHasLiveSession } from '../session-store';

/** `GET /api/admin/me`: the logged-in account, its role read fresh by the server on every call. */
export const getMe = async ({ signal }: { signal?: AbortSignal } = {}): Promise<StaffAccount> =>
  staffAccountSchema.parse(await api.get<unknown>(adminPaths.me, { signal }));

export const meQueryOptions = queryOptions({
  queryKey: queryKeys.me,
  queryFn: ({ signal }) => getMe({ signal }),
  staleTime: 60_000,
});

/** The logged-in staff member (asked only while a session is held); the shell loads it before any page. */
export const useMe = () => {
  const live = useHasLiveSession();
  return useQuery({ ...meQueryOptions, enabled: live });
};
