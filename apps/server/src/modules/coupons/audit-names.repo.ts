import { type AuditNamer, rowNamer } from '#platform/audit/audit-log';
import { couponCampaigns } from './coupons.tables';

/** The audit log's names of coupon campaigns (SQL only). */
export const couponsAuditNamers: AuditNamer[] = [
  rowNamer({
    type: 'coupon_campaign',
    table: couponCampaigns,
    id: couponCampaigns.id,
    operatorId: couponCampaigns.operatorId,
    name: couponCampaigns.name,
  }),
];
