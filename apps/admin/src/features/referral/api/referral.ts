import {
  type ReferralSettingsInput,
  referralPaths,
  referralReportSchema,
  referralSettingsSchema,
} from '@chokdee/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const settingsKey = ['referral-settings'] as const;

/** `GET /api/admin/referral/settings` (owner, finance). */
export const useReferralSettings = () =>
  useQuery({
    queryKey: settingsKey,
    queryFn: async ({ signal }) =>
      referralSettingsSchema.parse(await api.get<unknown>(referralPaths.adminSettings, { signal })),
  });

/** `PUT /api/admin/referral/settings` (owner, finance; audited): answers the settings as saved. */
export const useSaveReferralSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ReferralSettingsInput) =>
      referralSettingsSchema.parse(
        await api.put<unknown>(referralPaths.adminSettings, body, { silent: true }),
      ),
    onSuccess: (saved) => queryClient.setQueryData(settingsKey, saved),
  });
};

/** `GET /api/admin/referral/report?from=&to=` (Bangkok days, inclusive). */
export const useReferralReport = (range: { from: string; to: string }) =>
  useQuery({
    queryKey: ['referral-report', range.from, range.to],
    queryFn: async ({ signal }) =>
      referralReportSchema.parse(await api.get<unknown>(referralPaths.adminReport, { query: range, signal })),
    placeholderData: keepPreviousData,
  });
