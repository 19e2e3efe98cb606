import {
  type CashbackSettingsInput,
  cashbackPaths,
  cashbackRunListSchema,
  cashbackSettingsSchema,
  rewardJobPaths,
  rewardJobRunSchema,
} from '@chokdee/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const keys = { settings: ['cashback', 'settings'], runs: ['cashback', 'runs'] } as const;

/** `GET /api/admin/cashback/settings` (owner, finance). */
export const useCashbackSettings = () =>
  useQuery(
    queryOptions({
      queryKey: keys.settings,
      queryFn: async ({ signal }) =>
        cashbackSettingsSchema.parse(await api.get<unknown>(cashbackPaths.adminSettings, { signal })),
    }),
  );

/** `PUT /api/admin/cashback/settings` (owner, finance; audited): answers the settings as saved. */
export const useSaveCashbackSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CashbackSettingsInput) =>
      cashbackSettingsSchema.parse(
        await api.put<unknown>(cashbackPaths.adminSettings, body, { silent: true }),
      ),
    onSuccess: (saved) => queryClient.setQueryData(keys.settings, saved),
  });
};

/** `GET /api/admin/cashback/runs`: per period, the run and its credits. */
export const useCashbackRuns = () =>
  useQuery(
    queryOptions({
      queryKey: keys.runs,
      queryFn: async ({ signal }) =>
        cashbackRunListSchema.parse(await api.get<unknown>(cashbackPaths.adminRuns, { signal })).items,
    }),
  );

/** `POST /api/admin/jobs/cashback/run {period}` (owner): computes an ended period now, idempotently. */
export const useRunCashback = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (period: string) =>
      rewardJobRunSchema.parse(
        await api.post<unknown>(rewardJobPaths.run.replace(':job', 'cashback'), { period }, { silent: true }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.runs }),
  });
};
