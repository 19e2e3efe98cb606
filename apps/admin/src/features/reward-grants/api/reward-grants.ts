import {
  type RewardGrantRequest,
  type RewardGrantSettingsRequest,
  rewardGrantHref,
  rewardGrantPageSchema,
  rewardGrantPaths,
  rewardGrantSchema,
  rewardGrantSettingsSchema,
} from '@chokdee/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const GRANTS_PAGE_SIZE = 25;
const grantsKey = ['reward-grants'] as const;
const settingsKey = ['reward-grant-settings'] as const;

/** `GET /api/admin/rewards/grants` (owner, finance): the grants, newest first. */
export const useRewardGrants = (pageNo: number) =>
  useQuery({
    queryKey: [...grantsKey, pageNo],
    queryFn: async ({ signal }) =>
      rewardGrantPageSchema.parse(
        await api.get<unknown>(rewardGrantPaths.list, {
          query: { pageNo, pageSize: GRANTS_PAGE_SIZE },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });

/**
 * `POST /api/admin/rewards/grants` with an Idempotency-Key the form keeps until it succeeds, so a
 * retried click grants once. Silent: the form shows the refusal.
 */
export const useRequestGrant = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, key }: { body: RewardGrantRequest; key: string }) =>
      rewardGrantSchema.parse(
        await api.post<unknown>(rewardGrantPaths.create, body, { silent: true, idempotencyKey: key }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: grantsKey }),
  });
};

/** Approve (the bonus is granted now) or reject {reason}; never by the staff member who asked (403). */
export const useDecideGrant = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (
      input: { id: string; decision: 'approve' } | { id: string; decision: 'reject'; reason: string },
    ) =>
      rewardGrantSchema.parse(
        input.decision === 'approve'
          ? await api.post<unknown>(rewardGrantHref.approve(input.id), {}, { silent: true })
          : await api.post<unknown>(
              rewardGrantHref.reject(input.id),
              { reason: input.reason },
              { silent: true },
            ),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: grantsKey }),
  });
};

export const useGrantSettings = () =>
  useQuery({
    queryKey: settingsKey,
    queryFn: async ({ signal }) =>
      rewardGrantSettingsSchema.parse(await api.get<unknown>(rewardGrantPaths.settings, { signal })),
  });

export const useSaveGrantSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: RewardGrantSettingsRequest) =>
      rewardGrantSettingsSchema.parse(
        await api.put<unknown>(rewardGrantPaths.settings, body, { silent: true }),
      ),
    onSuccess: (saved) => queryClient.setQueryData(settingsKey, saved),
  });
};
