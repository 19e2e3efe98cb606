import { apiPaths, type RegisterRequest, registerRequestSchema, th } from '@chokdee/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export { registerRequestSchema };

/** `POST /api/v2/create`: creates the member once the phone's `verifyRef` has been verified. */
export const register = (body: RegisterRequest): Promise<unknown> =>
  api.post<unknown>(apiPaths.register, body, { errorFallback: th.registerFailed });

/** Creates no cached data (the caller logs in next, which refreshes the member reads). */
export const useRegister = () => useMutation({ mutationFn: register });
