import { apiPaths, type UpdateProfileRequest, updateProfileRequestSchema } from '@chokdee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The form validates with the same schema the server uses for `POST /api/v2/user/me`. */
export { updateProfileRequestSchema };

export const updateProfile = (body: UpdateProfileRequest): Promise<unknown> =>
  api.post<unknown>(apiPaths.updateProfile, body);

/** Saves the profile; the member read (`queryKeys.me`) is the only cached data it changes. */
export const useUpdateProfile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.me }),
  });
};
