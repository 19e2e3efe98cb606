import {
  apiPaths,
  th,
  type VerifyUserRequest,
  verifyUserRequestSchema,
  verifyUserResponseSchema,
} from '@chokdee/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export { verifyUserRequestSchema };

/** `POST /api/v2/create/verify-user`: sends an OTP by SMS and answers the `verifyRef` to verify it with. */
export const verifyUser = async (body: VerifyUserRequest) =>
  verifyUserResponseSchema.parse(
    await api.post<unknown>(apiPaths.verifyUser, body, { errorFallback: th.otpSendFailed }),
  );

export const useVerifyUser = () => useMutation({ mutationFn: verifyUser });
