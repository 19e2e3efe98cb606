import { apiPaths, type ChangePasswordRequest, changePasswordRequestSchema, th } from '@chokdee/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Checked in the contract's order (docs/domain/member-site.md §5) (only the first failure is reported), on the form and on the server. */
export { changePasswordRequestSchema };

export const changePassword = (body: ChangePasswordRequest): Promise<unknown> =>
  api.post<unknown>(apiPaths.changePassword, body, { errorFallback: th.passwordUpdateFailed });

/** Changes the password. No cached read holds the password, so nothing is invalidated. */
export const useChangePassword = () => useMutation({ mutationFn: changePassword });
