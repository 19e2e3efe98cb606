import {
  type AnnouncementAdmin,
  type AnnouncementInput,
  announcementAdminPageSchema,
  announcementAdminSchema,
  announcementEndHref,
  announcementPaths,
} from '@chokdee/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const announcementsKey = ['announcements'] as const;
export const ANNOUNCEMENTS_PAGE_SIZE = 20;

/** `GET /api/admin/announcements`: every announcement, the newest first, with its state now. */
export const useAnnouncements = (pageNo: number) =>
  useQuery({
    queryKey: [...announcementsKey, pageNo],
    queryFn: async ({ signal }) =>
      announcementAdminPageSchema.parse(
        await api.get<unknown>(announcementPaths.adminList, {
          query: { pageNo, pageSize: ANNOUNCEMENTS_PAGE_SIZE },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });

/** `POST /api/admin/announcements`. Silent: the form shows a refusal. */
export const useCreateAnnouncement = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: AnnouncementInput): Promise<AnnouncementAdmin> =>
      announcementAdminSchema.parse(
        await api.post<unknown>(announcementPaths.adminList, body, { silent: true }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: announcementsKey }),
  });
};

/** `POST /api/admin/announcements/{id}/end`. Silent: the confirmation shows a refusal. */
export const useEndAnnouncement = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string): Promise<AnnouncementAdmin> =>
      announcementAdminSchema.parse(await api.post<unknown>(announcementEndHref(id), {}, { silent: true })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: announcementsKey }),
  });
};
