import { type OtpLimitsRequest, otpLimitsPaths, otpLimitsSchema } from '@chokdee/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const otpLimitsKey = ['otp-limits'] as const;

/** `GET /api/admin/settings/otp-limits` (owner, finance, support). */
export const getOtpLimits = async ({ signal }: { signal?: AbortSignal } = {}) =>
  otpLimitsSchema.parse(await api.get<unknown>(otpLimitsPaths.otpLimits, { signal }));

export const useOtpLimits = () =>
  useQuery(queryOptions({ queryKey: otpLimitsKey, queryFn: ({ signal }) => getOtpLimits({ signal }) }));

/** `PUT /api/admin/settings/otp-limits` (owner): answers the limits as saved. */
export const useSaveOtpLimits = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: OtpLimitsRequest) =>
      otpLimitsSchema.parse(await api.put<unknown>(otpLimitsPaths.otpLimits, body, { silent: true })),
    onSuccess: (saved) => queryClient.setQueryData(otpLimitsKey, saved),
  });
};
