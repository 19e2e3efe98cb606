import {
  adminHref,
  type StaffRoleName,
  staffAccountSchema,
  staffPasswordResetResponseSchema,
} from '@chokdee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { staffKey } from './get-staff';

/** `POST /api/admin/staff/{id}/role {role}` (owner, not their own). Silent: the dialog shows refusals. */
export const changeStaffRole = async (id: string, role: StaffRoleName) =>
  staffAccountSchema.parse(
    await api.post<unknown>(adminHref.staffAction(id, 'role'), { role }, { silent: true }),
  );

/** `POST /api/admin/staff/{id}/password-reset` (owner): the generated password, shown once. */
export const resetStaffPassword = async (id: string) =>
  staffPasswordResetResponseSchema.parse(
    await api.post<unknown>(adminHref.staffAction(id, 'password-reset'), {}, { silent: true }),
  );

export const useChangeStaffRole = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, role }: { id: string; role: StaffRoleName }) => changeStaffRole(id, role),
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKey }),
  });
};

export const useResetStaffPassword = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetStaffPassword,
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKey }),
  });
};
