import { apiPaths, type MemberMe } from '@chokdee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useIsMember } from '../../../lib/auth-store';
import { queryKeys } from '../../../lib/query-keys';
import { isMemberMe } from './me-shape';

/** `GET /api/user/me`: the logged-in member, checked against the contract (zod-free: `me-shape.ts`). */
export const getMe = async (): Promise<MemberMe> => {
  const data = await api.get<unknown>(apiPaths.me);
  if (!isMemberMe(data)) throw new Error('The member answer does not match the contract');
  return data;
};

export const getMeQueryOptions = () => queryOptions({ queryKey: queryKeys.me, queryFn: getMe });

/** The logged-in member; idle for a guest (there is no one to fetch). */
export const useMe = () => {
  const isMember = useIsMember();
  return useQuery({ ...getMeQueryOptions(), enabled: isMember });
};
