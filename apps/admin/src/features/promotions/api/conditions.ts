import { type ConditionStatus, conditionAdminSchema, pageSchema, promotionPaths } from '@chokdee/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const CONDITIONS_PAGE_SIZE = 25;

const conditionPageSchema = pageSchema(conditionAdminSchema);
const conditionsKey = ['promotion-conditions'] as const;

export type ConditionFilter = { memberId?: string | undefined; status?: ConditionStatus | undefined };

/** `GET /api/admin/promotions/conditions?memberId=&status=&pageNo=&pageSize=`: newest first. */
export const useConditions = ({ memberId, status }: ConditionFilter, pageNo: number) =>
  useQuery({
    queryKey: [...conditionsKey, memberId ?? null, status ?? null, pageNo],
    queryFn: async ({ signal }) =>
      conditionPageSchema.parse(
        await api.get<unknown>(promotionPaths.adminConditions, {
          query: { memberId, status, pageNo, pageSize: CONDITIONS_PAGE_SIZE },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });

/**
 * `POST /api/admin/promotions/conditions/{id}/cancel {reason}` (audited): the bonus and what it won
 * are removed, the member's cash is free. The refusal shows inside the dialog.
 */
export const useCancelCondition = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ conditionId, reason }: { conditionId: string; reason: string }) =>
      api.post<unknown>(
        promotionPaths.adminConditionCancel.replace(':id', encodeURIComponent(conditionId)),
        { reason },
        { silent: true },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conditionsKey }),
  });
};
