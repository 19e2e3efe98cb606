import {
  apiPaths,
  type ForgotPasswordResetRequest,
  th,
  type VerifyPinRequest,
  type VerifyUserRequest,
  verifyUserResponseSchema,
} from '@chokdee/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { OtpCalls } from './verify-user';

/**
 * Forgot password's OTP calls: `POST /api/v2/forgot-password/verify-user` (the server answers the same
 * whether or not the phone is a member's) and `…/verify-pin`.
 */
export const forgotPasswordOtpCalls: OtpCalls = {
  send: async (body: VerifyUserRequest) =>
    verifyUserResponseSchema.parse(
      await api.post<unknown>(apiPaths.forgotPasswordVerifyUser, body, { errorFallback: th.otpSendFailed }),
    ),
  verify: (body: VerifyPinRequest) =>
    api.post<unknown>(apiPaths.forgotPasswordVerifyPin, body, { errorFallback: th.otpVerifyFailed }),
};

/** `POST /api/v2/forgot-password/reset`: the verified ref sets the new password; every session ends. */
export const resetForgottenPassword = (body: ForgotPasswordResetRequest) =>
  api.post<unknown>(apiPaths.forgotPasswordReset, body, { errorFallback: th.passwordUpdateFailed });

export const useForgotPasswordReset = () => useMutation({ mutationFn: resetForgottenPassword });
