import { announcementListSchema, announcementPaths } from '@chokdee/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `GET /api/v2/announcements` (member): what runs now for this member's segment, newest first. */
export const useAnnouncements = (enabled: boolean) =>
  useQuery({
    queryKey: ['announcements'],
    queryFn: async ({ signal }) =>
      announcementListSchema.parse(await api.get<unknown>(announcementPaths.list, { signal, silent: true }))
        .announcements,
    enabled,
    staleTime: 60_000,
  });
