import { z } from 'zod';
import { pageQuerySchema, pageSchema } from './envelope';
import { adjustmentDirections } from './members-admin';
import { moneySchema, positiveAmountInputSchema } from './money';
import { rejectRequestSchema } from './staff';

/** Back office: adjustments waiting for a second staff member, and the operator's adjustment rules. */
export const adjustmentAdminPaths = {
  list: '/api/admin/adjustments',
  approve: '/api/admin/adjustments/:id/approve',
  reject: '/api/admin/adjustments/:id/reject',
  settings: '/api/admin/adjustments/settings',
} as const;

export const adjustmentAdminHref = {
  approve: (id: string) => adjustmentAdminPaths.approve.replace(':id', encodeURIComponent(id)),
  reject: (id: string) => adjustmentAdminPaths.reject.replace(':id', encodeURIComponent(id)),
};

export const adjustmentRequestStatuses = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type AdjustmentRequestStatus = (typeof adjustmentRequestStatuses)[number];

/** One staff adjustment: made by `makerId`; above the threshold approved or rejected by `checkerId`. */
export const adjustmentRequestSchema = z.object({
  id: z.string(),
  memberId: z.string(),
  /** Who it is for, so the checker sees the member before deciding; null for a member no longer found. */
  memberName: z.string().nullable(),
  memberPhone: z.string().nullable(),
  /** The member's main balance now. */
  memberBalance: moneySchema.nullable(),
  direction: z.enum(adjustmentDirections),
  amount: moneySchema,
  reason: z.string(),
  status: z.enum(adjustmentRequestStatuses),
  makerId: z.string(),
  makerName: z.string().nullable(),
  /** Null while pending, and for an adjustment at or below the threshold (no approval needed). */
  checkerId: z.string().nullable(),
  checkerName: z.string().nullable(),
  rejectReason: z.string().nullable(),
  /** The ledger adjustment once the money moved. */
  adjustmentId: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type AdjustmentRequestItem = z.infer<typeof adjustmentRequestSchema>;

export const adjustmentListQuerySchema = pageQuerySchema.extend({
  status: z.enum(adjustmentRequestStatuses).optional(),
});
export type AdjustmentListQuery = z.input<typeof adjustmentListQuerySchema>;
export const adjustmentPageSchema = pageSchema(adjustmentRequestSchema);
export type AdjustmentPage = z.infer<typeof adjustmentPageSchema>;

/** `POST …/{id}/reject {reason}`. */
export const adjustmentRejectRequestSchema = rejectRequestSchema;

/** `GET/PUT /api/admin/adjustments/settings` (owner changes; owner and finance read). */
export const adjustmentSettingsSchema = z.object({
  /** Adjustments above this wait for a second staff member's approval. */
  approvalThreshold: moneySchema,
  /** What one staff member may adjust per Bangkok day (credits and debits, pending ones included). */
  dailyCapPerStaff: moneySchema,
  /** When the owner last saved them; null: the defaults are in force. */
  updatedAt: z.string().nullable(),
});
export type AdjustmentSettings = z.infer<typeof adjustmentSettingsSchema>;

const settingAmount = (message: string) =>
  positiveAmountInputSchema.refine((satang) => satang <= 1_000_000_000n, { message });
export const adjustmentSettingsRequestSchema = z.object({
  approvalThreshold: settingAmount('กรุณากรอกยอดที่ต้องอนุมัติ (ไม่เกิน 10,000,000 บาท)'),
  dailyCapPerStaff: settingAmount('กรุณากรอกวงเงินปรับยอดต่อวัน (ไม่เกิน 10,000,000 บาท)'),
});
export type AdjustmentSettingsRequest = z.input<typeof adjustmentSettingsRequestSchema>;
export type AdjustmentSettingsUpdate = z.output<typeof adjustmentSettingsRequestSchema>;
