import { apiPaths, type MemberMe, memberMeSchema } from '@chokdee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useIsMember } from '../../../lib/auth-store';
import { queryKeys } from '../../../lib/query-keys';

/** `GET /api/user/me`: the logged-in member, checked against the contract. */
export const getMe = async (): Promise<MemberMe> => memberMeSchema.parse(await api.get<unknown>(apiPaths.me));

export const getMeQueryOptions = () => queryOptions({ queryKey: queryKeys.me, queryFn: getMe });

/** The logged-in member; idle for a guest (there is no one to fetch). */
export const useMe = () => {
  const isMember = useIsMember();
  return useQuery({ ...getMeQueryOptions(), enabled: isMember });
};
