import {
  passwordResetPaths,
  type ResetPasswordRequest,
  resetPasswordRequestSchema,
} from '@chokdee/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export { resetPasswordRequestSchema };

/** `POST /api/v2/user/reset-password`: the code staff had sent by SMS sets a new password. */
export const resetPassword = (body: ResetPasswordRequest) =>
  api.post<unknown>(passwordResetPaths.reset, body);

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
