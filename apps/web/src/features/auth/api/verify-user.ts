import {
  apiPaths,
  th,
  type VerifyPinRequest,
  type VerifyUserRequest,
  type VerifyUserResponse,
  verifyUserRequestSchema,
  verifyUserResponseSchema,
} from '@chokdee/contracts';
import { api } from '../../../lib/api-client';

export { verifyUserRequestSchema };

/** `POST /api/v2/create/verify-user`: sends an OTP by SMS and answers the `verifyRef` to verify it with. */
export const verifyUser = async (body: VerifyUserRequest) =>
  verifyUserResponseSchema.parse(
    await api.post<unknown>(apiPaths.verifyUser, body, { errorFallback: th.otpSendFailed }),
  );

/**
 * The two OTP calls a phone + code flow makes: send a code to the phone (as here), check it against
 * its ref. Registration and forgot-password each have their own pair; the steps take either.
 */
export type OtpCalls = {
  send: (body: VerifyUserRequest) => Promise<VerifyUserResponse>;
  verify: (body: VerifyPinRequest) => Promise<unknown>;
};
