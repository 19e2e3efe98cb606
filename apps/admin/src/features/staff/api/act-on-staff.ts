import { adminHref, type StaffAccountAction, staffAccountSchema } from '@chokdee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { staffKey } from './get-staff';

/**
 * `POST /api/admin/staff/{id}/disable|enable|totp/reset` (owner). Disable ends the account's sessions
 * at once. Silent: the confirmation dialog shows refusals (e.g. an owner disabling themself).
 */
export const actOnStaff = async (id: string, action: StaffAccountAction) =>
  staffAccountSchema.parse(await api.post<unknown>(adminHref.staffAction(id, action), {}, { silent: true }));

export const useStaffAction = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: StaffAccountAction }) => actOnStaff(id, action),
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKey }),
  });
};
