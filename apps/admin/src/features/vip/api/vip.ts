import {
  type VipLevelsUpdateInput,
  vipChangePageSchema,
  vipLevelsSchema,
  vipMembersSchema,
  vipPaths,
} from '@chokdee/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const VIP_PAGE_SIZE = 25;
const vipKey = ['vip'] as const;
const levelsKey = [...vipKey, 'levels'] as const;

/** `GET /api/admin/vip/levels` (every role). */
export const useVipLevels = () =>
  useQuery({
    queryKey: levelsKey,
    queryFn: async ({ signal }) =>
      vipLevelsSchema.parse(await api.get<unknown>(vipPaths.adminLevels, { signal })),
  });

/** `PUT /api/admin/vip/levels` (owner, finance; audited): the whole table, or none to switch VIP off. */
export const useSaveVipLevels = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: VipLevelsUpdateInput) =>
      vipLevelsSchema.parse(await api.put<unknown>(vipPaths.adminLevels, body, { silent: true })),
    onSuccess: (saved) => {
      queryClient.setQueryData(levelsKey, saved);
      return queryClient.invalidateQueries({ queryKey: vipKey });
    },
  });
};

/** `GET /api/admin/vip/members?level=`: members per level and a page of one level's members. */
export const useVipMembers = (level: number | undefined, pageNo: number) =>
  useQuery({
    queryKey: [...vipKey, 'members', level ?? null, pageNo],
    queryFn: async ({ signal }) =>
      vipMembersSchema.parse(
        await api.get<unknown>(vipPaths.adminMembers, {
          query: { level, pageNo, pageSize: VIP_PAGE_SIZE },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });

/** `GET /api/admin/vip/changes`: level changes, newest first. */
export const useVipChanges = (pageNo: number) =>
  useQuery({
    queryKey: [...vipKey, 'changes', pageNo],
    queryFn: async ({ signal }) =>
      vipChangePageSchema.parse(
        await api.get<unknown>(vipPaths.adminChanges, { query: { pageNo, pageSize: VIP_PAGE_SIZE }, signal }),
      ),
    placeholderData: keepPreviousData,
  });
