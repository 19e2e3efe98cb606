import {
  type AgentCreateRequest,
  type AgentUpdateRequest,
  agentAdminHref,
  agentAdminPaths,
  agentListSchema,
  agentReportSchema,
  agentSchema,
} from '@chokdee/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const agentsKey = ['agents'] as const;

/** `GET /api/admin/agents` (owner, finance): every agent with its member count. */
export const useAgents = () =>
  useQuery({
    queryKey: agentsKey,
    queryFn: async ({ signal }) =>
      agentListSchema.parse(await api.get<unknown>(agentAdminPaths.list, { signal })).items,
  });

/** `POST /api/admin/agents` (owner). Silent: the form shows the refusal (a code already taken). */
export const useCreateAgent = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: AgentCreateRequest) =>
      agentSchema.parse(await api.post<unknown>(agentAdminPaths.create, body, { silent: true })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agentsKey }),
  });
};

/** `PUT /api/admin/agents/{id}` (owner): name, rate, active. */
export const useUpdateAgent = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string; body: AgentUpdateRequest }) =>
      agentSchema.parse(await api.put<unknown>(agentAdminHref.update(id), body, { silent: true })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agentsKey }),
  });
};

/** `GET /api/admin/agents/{id}/report?from=&to=` (owner, finance): members, net loss, commission. */
export const useAgentReport = (id: string, range: { from: string; to: string }) =>
  useQuery({
    queryKey: [...agentsKey, id, 'report', range.from, range.to],
    queryFn: async ({ signal }) =>
      agentReportSchema.parse(await api.get<unknown>(agentAdminHref.report(id), { query: range, signal })),
    placeholderData: keepPreviousData,
  });
