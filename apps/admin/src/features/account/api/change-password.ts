import {
  adminPaths,
  type StaffPasswordChangeRequest,
  staffPasswordChangeResponseSchema,
} from '@chokdee/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `POST /api/admin/me/password`: my other sessions end, this one stays. Silent: the form shows refusals. */
export const changeMyPassword = async (body: StaffPasswordChangeRequest) =>
  staffPasswordChangeResponseSchema.parse(
    await api.post<unknown>(adminPaths.myPassword, body, { silent: true }),
  );

export const useChangeMyPassword = () => useMutation({ mutationFn: changeMyPassword });
