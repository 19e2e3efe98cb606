import { apiPaths, type LoginRequest, loginRequestSchema, loginResponseSchema, th } from '@chokdee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth-store';
import { queryKeys } from '../../../lib/query-keys';

export { loginRequestSchema };

export const login = async (body: LoginRequest) =>
  loginResponseSchema.parse(await api.post<unknown>(apiPaths.login, body, { errorFallback: th.loginFailed }));

/**
 * Logs in and keeps the Bearer token. The login modal and the register modal's automatic login
 * both go through here. Afterwards the wallet and the member read (`GET /api/user/me`) are
 * refetched, active or not, so nothing from a guest session or an earlier member lingers.
 */
export const useLogin = () => {
  const queryClient = useQueryClient();
  const setAccessToken = useAuthStore((state) => state.setAccessToken);
  return useMutation({
    mutationFn: login,
    onSuccess: ({ accessToken }) => {
      setAccessToken(accessToken);
      void queryClient.invalidateQueries({ queryKey: queryKeys.wallet, refetchType: 'all' });
      void queryClient.invalidateQueries({ queryKey: queryKeys.me, refetchType: 'all' });
    },
  });
};
