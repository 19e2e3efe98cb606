import { memberRiskHref, memberRiskSchema } from '@chokdee/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { memberKey } from './get-member';

/** `GET /api/admin/members/{id}/risk?from&to`: money, play by category, flags and linked accounts. */
export const useMemberRisk = (id: string, range: { from: string; to: string }) =>
  useQuery({
    queryKey: [...memberKey(id), 'risk', range.from, range.to],
    queryFn: async ({ signal }) =>
      memberRiskSchema.parse(await api.get<unknown>(memberRiskHref(id), { query: range, signal })),
    placeholderData: keepPreviousData,
  });
