import { adminMemberPageSchema, adminMemberPaths } from '@chokdee/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const MEMBERS_PAGE_SIZE = 25;

/** Prefix of every members query (search, a member's page, its histories): an action refetches them all. */
export const membersKey = ['members'] as const;

/**
 * `GET /api/admin/members?q=&pageNo=&pageSize=`: newest first; `q` is matched against phone, name,
 * bank account number, referral code and id. A blank `q` lists every member.
 */
export const searchMembers = async (q: string, pageNo: number, { signal }: { signal?: AbortSignal } = {}) =>
  adminMemberPageSchema.parse(
    await api.get<unknown>(adminMemberPaths.members, {
      query: { q: q.trim() || undefined, pageNo, pageSize: MEMBERS_PAGE_SIZE },
      signal,
    }),
  );

export const memberSearchQueryOptions = (q: string, pageNo: number) =>
  queryOptions({
    queryKey: [...membersKey, 'search', q.trim(), pageNo],
    queryFn: ({ signal }) => searchMembers(q, pageNo, { signal }),
    placeholderData: keepPreviousData,
  });

export const useMemberSearch = (q: string, pageNo: number) => useQuery(memberSearchQueryOptions(q, pageNo));
