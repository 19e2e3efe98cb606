import {
  type CouponCampaignInput,
  couponCampaignCreatedSchema,
  couponCampaignPageSchema,
  couponCampaignSchema,
  couponPaths,
} from '@chokdee/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const couponCampaignsKey = ['coupon-campaigns'] as const;
export const COUPON_CAMPAIGNS_PAGE_SIZE = 20;

/** `GET /api/admin/coupons/campaigns`: newest first, with what is left and what was redeemed. */
export const useCouponCampaigns = (pageNo: number) =>
  useQuery({
    queryKey: [...couponCampaignsKey, pageNo],
    queryFn: async ({ signal }) =>
      couponCampaignPageSchema.parse(
        await api.get<unknown>(couponPaths.adminCampaigns, {
          query: { pageNo, pageSize: COUPON_CAMPAIGNS_PAGE_SIZE },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });

/**
 * `POST /api/admin/coupons/campaigns`: answers the campaign and its codes — the only time the codes
 * exist in plain text. They stay in the dialog's memory, never in the query cache. Silent: the
 * dialog shows a refusal.
 */
export const useCreateCouponCampaign = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CouponCampaignInput) =>
      couponCampaignCreatedSchema.parse(
        await api.post<unknown>(couponPaths.adminCampaigns, body, { silent: true }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: couponCampaignsKey }),
  });
};

/** `PUT …/campaigns/{id}/enabled`: switches a campaign's redemptions off or on (audited). */
export const useSetCouponCampaignEnabled = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, enabled }: { id: string; enabled: boolean }) =>
      couponCampaignSchema.parse(
        await api.put<unknown>(couponPaths.adminCampaignEnabled.replace(':id', id), { enabled }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: couponCampaignsKey }),
  });
};

/** The codes as a CSV file: one column, a header, CRLF lines, with a BOM so Excel reads it as UTF-8. */
export const couponCodesCsv = (codes: readonly string[]): Blob =>
  new Blob([`\uFEFFcode\r\n${codes.join('\r\n')}\r\n`], { type: 'text/csv;charset=utf-8' });
