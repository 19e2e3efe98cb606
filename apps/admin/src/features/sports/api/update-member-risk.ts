import { type SportsMemberRiskInput, sportsHref, sportsMemberRiskSchema } from '@chokdee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sportsKeys } from './keys';

/**
 * `PUT /api/admin/sports/members/{id}/risk {stakeFactor, reason}`: answers the card with the change in
 * its history. Silent: the form shows the refusal.
 */
export const updateMemberRisk = async (memberId: string, input: SportsMemberRiskInput) =>
  sportsMemberRiskSchema.parse(
    await api.put<unknown>(sportsHref.adminMemberRisk(memberId), input, { silent: true }),
  );

export const useUpdateMemberRisk = (memberId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SportsMemberRiskInput) => updateMemberRisk(memberId, input),
    onSuccess: (card) => queryClient.setQueryData(sportsKeys.memberRisk(memberId), card),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sportsKeys.memberRisk(memberId) }),
  });
};
