import { sportsHref, sportsMemberRiskSchema } from '@chokdee/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sportsKeys } from './keys';

/** `GET /api/admin/sports/members/{id}/risk`: net win 7/30 days, open stake, stake factor, its history. */
export const getMemberRisk = async (memberId: string, { signal }: { signal?: AbortSignal } = {}) =>
  sportsMemberRiskSchema.parse(await api.get<unknown>(sportsHref.adminMemberRisk(memberId), { signal }));

export const useMemberRisk = (memberId: string) =>
  useQuery({
    queryKey: sportsKeys.memberRisk(memberId),
    queryFn: ({ signal }) => getMemberRisk(memberId, { signal }),
  });
