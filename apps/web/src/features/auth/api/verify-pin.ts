import { apiPaths, th, type VerifyPinRequest, verifyPinRequestSchema } from '@chokdee/contracts';
import { api } from '../../../lib/api-client';

export { verifyPinRequestSchema };

/** `POST /api/v2/create/verify-pin`: checks the SMS code against the `verifyRef` it was sent with. */
export const verifyPin = (body: VerifyPinRequest): Promise<unknown> =>
  api.post<unknown>(apiPaths.verifyPin, body, { errorFallback: th.otpVerifyFailed });
