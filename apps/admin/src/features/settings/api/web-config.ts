import { adminWebConfigSchema, financeAdminPaths, type UpdateWebConfigRequest } from '@chokdee/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const webConfigKey = ['web-config'] as const;

/** `GET /api/admin/settings/web-config` (owner, finance, support): the member site's settings and banners. */
export const getWebConfig = async ({ signal }: { signal?: AbortSignal } = {}) =>
  adminWebConfigSchema.parse(await api.get<unknown>(financeAdminPaths.webConfig, { signal }));

export const webConfigQueryOptions = queryOptions({
  queryKey: webConfigKey,
  queryFn: ({ signal }) => getWebConfig({ signal }),
});

export const useWebConfig = () => useQuery(webConfigQueryOptions);

/** `PUT /api/admin/settings/web-config` (owner): the whole config; answers it as saved. */
export const useSaveWebConfig = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdateWebConfigRequest) =>
      adminWebConfigSchema.parse(await api.put<unknown>(financeAdminPaths.webConfig, body, { silent: true })),
    onSuccess: (saved) => queryClient.setQueryData(webConfigKey, saved),
  });
};
