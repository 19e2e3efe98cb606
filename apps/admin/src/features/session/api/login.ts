import { adminPaths, type StaffLoginRequest, staffLoginResponseSchema } from '@chokdee/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { useSessionStore } from '../../../lib/session-store';

/**
 * `POST /api/admin/login`. Silent: the login form shows the refusal itself, and answers
 * STAFF_TOTP_REQUIRED by asking for the code.
 */
export const login = async (body: StaffLoginRequest) =>
  staffLoginResponseSchema.parse(await api.post<unknown>(adminPaths.login, body, { silent: true }));

/** Logs in and keeps the token; nothing cached from an earlier session survives. */
export const useLogin = () =>
  useMutation({
    mutationFn: login,
    onSuccess: ({ accessToken, expiresAt }) => {
      queryClient.clear();
      useSessionStore.getState().signIn(accessToken, expiresAt);
    },
  });
