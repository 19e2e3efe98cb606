import {
  type MissionProgressStatus,
  type MissionTemplate,
  type MissionTemplateInput,
  missionCompletionPageSchema,
  missionHref,
  missionPaths,
  missionTemplateListSchema,
  missionTemplateSchema,
} from '@chokdee/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const missionKeys = {
  templates: ['mission-templates'],
  completions: ['mission-completions'],
} as const;
export const MISSION_COMPLETIONS_PAGE_SIZE = 25;

/** `GET /api/admin/missions/templates`: every template of the site, in display order. */
export const useMissionTemplates = () =>
  useQuery({
    queryKey: missionKeys.templates,
    queryFn: async ({ signal }) =>
      missionTemplateListSchema.parse(await api.get<unknown>(missionPaths.adminTemplates, { signal })),
  });

/** `POST …/templates` (no id) or `PUT …/templates/{id}`: answers the template as saved (silent: the dialog shows a refusal). */
export const useSaveMissionTemplate = (id: string | undefined) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: MissionTemplateInput): Promise<MissionTemplate> =>
      missionTemplateSchema.parse(
        id === undefined
          ? await api.post<unknown>(missionPaths.adminTemplates, body, { silent: true })
          : await api.put<unknown>(missionHref.adminTemplate(id), body, { silent: true }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: missionKeys.templates }),
  });
};

/** `PUT …/templates/{id}/enabled`: switches a template on or off (audited). */
export const useSetMissionEnabled = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, enabled }: { id: string; enabled: boolean }) =>
      missionTemplateSchema.parse(await api.put<unknown>(missionHref.adminTemplateEnabled(id), { enabled })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: missionKeys.templates }),
  });
};

export type CompletionFilter = { period: string; templateId: string; status: MissionProgressStatus | '' };

/** `GET /api/admin/missions/completions`: members' missions, newest first, filtered. */
export const useMissionCompletions = (filter: CompletionFilter, pageNo: number) =>
  useQuery({
    queryKey: [...missionKeys.completions, filter, pageNo],
    queryFn: async ({ signal }) =>
      missionCompletionPageSchema.parse(
        await api.get<unknown>(missionPaths.adminCompletions, {
          query: {
            pageNo,
            pageSize: MISSION_COMPLETIONS_PAGE_SIZE,
            ...(filter.period.trim() ? { period: filter.period.trim() } : {}),
            ...(filter.templateId ? { templateId: filter.templateId } : {}),
            ...(filter.status ? { status: filter.status } : {}),
          },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
