import { adminPaths, type StaffSecurity, staffSecuritySchema } from '@chokdee/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const staffSecurityKey = ['staff-security'] as const;

/** `GET /api/admin/staff-security` (owner): whether every staff member must use TOTP. */
export const useStaffSecurity = () =>
  useQuery({
    queryKey: staffSecurityKey,
    queryFn: async ({ signal }) =>
      staffSecuritySchema.parse(await api.get<unknown>(adminPaths.staffSecurity, { signal })),
  });

/** `PUT /api/admin/staff-security {totpRequired}`. Silent: the confirmation shows a refusal. */
export const useSetStaffSecurity = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: StaffSecurity) =>
      staffSecuritySchema.parse(await api.put<unknown>(adminPaths.staffSecurity, input, { silent: true })),
    onSuccess: (security) => queryClient.setQueryData(staffSecurityKey, security),
  });
};
