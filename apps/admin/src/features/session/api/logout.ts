import { adminPaths } from '@chokdee/contracts';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { navigateTo } from '../../../lib/navigation';
import { queryClient } from '../../../lib/query-client';
import { useSessionStore } from '../../../lib/session-store';
import { adminTh } from '../../../messages/th';

/** `POST /api/admin/logout`: the server revokes the session; the token is gone here either way. */
export const logout = () => api.post<unknown>(adminPaths.logout, {}, { silent: true });

export const useLogout = () =>
  useMutation({
    mutationFn: logout,
    onSettled: () => {
      useSessionStore.getState().signOut();
      queryClient.clear();
      toast.success(adminTh.logoutSuccess);
      navigateTo(paths.login, { replace: true });
    },
  });
