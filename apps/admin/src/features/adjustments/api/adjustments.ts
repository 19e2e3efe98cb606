import {
  type AdjustmentSettingsRequest,
  adjustmentAdminHref,
  adjustmentAdminPaths,
  adjustmentPageSchema,
  adjustmentRequestSchema,
  adjustmentSettingsSchema,
} from '@chokdee/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const ADJUSTMENTS_PAGE_SIZE = 25;
const adjustmentsKey = ['adjustments'] as const;
const settingsKey = ['adjustment-settings'] as const;

/** `GET /api/admin/adjustments?status=PENDING` (owner, finance): adjustments waiting for a second staff member. */
export const pendingAdjustmentsQueryOptions = (pageNo: number) =>
  queryOptions({
    queryKey: [...adjustmentsKey, 'PENDING', pageNo],
    queryFn: async ({ signal }) =>
      adjustmentPageSchema.parse(
        await api.get<unknown>(adjustmentAdminPaths.list, {
          query: { status: 'PENDING', pageNo, pageSize: ADJUSTMENTS_PAGE_SIZE },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });

export const usePendingAdjustments = (pageNo: number) => useQuery(pendingAdjustmentsQueryOptions(pageNo));

/** Approve (the money moves now) or reject {reason}; never by the staff member who made it (403). Silent: the dialog shows refusals. */
export const useDecideAdjustment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (
      input: { id: string; decision: 'approve' } | { id: string; decision: 'reject'; reason: string },
    ) =>
      adjustmentRequestSchema.parse(
        input.decision === 'approve'
          ? await api.post<unknown>(adjustmentAdminHref.approve(input.id), {}, { silent: true })
          : await api.post<unknown>(
              adjustmentAdminHref.reject(input.id),
              { reason: input.reason },
              { silent: true },
            ),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adjustmentsKey }),
  });
};

/** `GET /api/admin/adjustments/settings` (owner, finance). */
export const useAdjustmentSettings = () =>
  useQuery({
    queryKey: settingsKey,
    queryFn: async ({ signal }) =>
      adjustmentSettingsSchema.parse(await api.get<unknown>(adjustmentAdminPaths.settings, { signal })),
  });

/** `PUT /api/admin/adjustments/settings` (owner): both rules; answers them as saved. */
export const useSaveAdjustmentSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: AdjustmentSettingsRequest) =>
      adjustmentSettingsSchema.parse(
        await api.put<unknown>(adjustmentAdminPaths.settings, body, { silent: true }),
      ),
    onSuccess: (saved) => queryClient.setQueryData(settingsKey, saved),
  });
};
