import { adminPaths, type CreateStaffRequest, staffAccountSchema } from '@chokdee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { staffKey } from './get-staff';

/** `POST /api/admin/staff` (owner). Silent: the dialog shows a taken username. */
export const createStaff = async (body: CreateStaffRequest) =>
  staffAccountSchema.parse(await api.post<unknown>(adminPaths.staff, body, { silent: true }));

export const useCreateStaff = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStaff,
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKey }),
  });
};
