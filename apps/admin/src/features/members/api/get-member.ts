import { adminMemberDetailSchema, adminMemberHref } from '@chokdee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { membersKey } from './search-members';

/** Prefix of one member's queries: their page and every history tab. */
export const memberKey = (id: string) => [...membersKey, 'member', id] as const;

/** `GET /api/admin/members/{id}`: profile, bank accounts, wallet, status and lock, live sessions, totals. */
export const getMember = async (id: string, { signal }: { signal?: AbortSignal } = {}) =>
  adminMemberDetailSchema.parse(await api.get<unknown>(adminMemberHref.member(id), { signal }));

export const memberQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...memberKey(id), 'detail'],
    queryFn: ({ signal }) => getMember(id, { signal }),
  });

export const useMember = (id: string) => useQuery(memberQueryOptions(id));
