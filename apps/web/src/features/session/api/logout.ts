import { apiPaths, th } from '@chokdee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth-store';
import { toast } from '../../../lib/toast';

/** `POST /api/logout`: revokes the session on the server. */
export const logout = () => api.post<unknown>(apiPaths.logout, {}, { silent: true });

/**
 * Logs out: the local session ends even if the server call fails (the token is dropped either
 * way), then every cached query is cleared and the member lands on the home page.
 */
export const useLogout = () => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      // Navigate first: clearing the token unmounts the member-only menu that called this.
      void navigate(paths.home.getHref(), { replace: true });
      useAuthStore.getState().clear();
      queryClient.clear();
      toast.success(th.logoutSuccess);
    },
  });
};
