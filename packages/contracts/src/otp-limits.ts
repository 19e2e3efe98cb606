import { z } from 'zod';

/**
 * OTP sending limits of an operator (auth module) and the staff alerts they raise. The per-phone
 * limits (60 s resend, 5 an hour) are fixed; these two are the operator's:
 * - `perAddressPer10Min`: OTP SMS sent from one client address (to any phones) per rolling 10 minutes;
 * - `operatorPerHour`: OTP SMS the whole site sends per rolling hour (the budget; staff are alerted
 *   when it is spent).
 */
export const DEFAULT_OTP_LIMITS = { perAddressPer10Min: 20, operatorPerHour: 500 } as const;

export const otpLimitsTh = {
  perAddressInvalid: 'จำนวนต่อเครือข่ายต้องเป็นตัวเลข 1-1,000',
  operatorPerHourInvalid: 'งบ SMS ต่อชั่วโมงต้องเป็นตัวเลข 1-100,000',
} as const;

/** `GET/PUT /api/admin/settings/otp-limits` (owner changes; finance and support read). */
export const otpLimitsSchema = z.object({
  perAddressPer10Min: z.number().int(),
  operatorPerHour: z.number().int(),
  /** When the owner last saved them; null: never (the defaults apply). */
  updatedAt: z.string().nullable(),
});
export type OtpLimits = z.infer<typeof otpLimitsSchema>;
const whole = (message: string, max: number) =>
  z.number({ error: message }).int(message).min(1, message).max(max, message);
export const otpLimitsRequestSchema = z.object({
  perAddressPer10Min: whole(otpLimitsTh.perAddressInvalid, 1_000),
  operatorPerHour: whole(otpLimitsTh.operatorPerHourInvalid, 100_000),
});
export type OtpLimitsRequest = z.infer<typeof otpLimitsRequestSchema>;

/** Something staff must look at now, raised by the server (at most once per cause and hour). */
export const staffAlertKinds = ['OTP_BUDGET_EXHAUSTED'] as const;
export type StaffAlertKind = (typeof staffAlertKinds)[number];
export const staffAlertSchema = z.object({
  id: z.string(),
  kind: z.enum(staffAlertKinds),
  /** OTP_BUDGET_EXHAUSTED: `{ operatorPerHour }`, the budget that was spent. */
  data: z.record(z.string(), z.union([z.string(), z.number()])),
  createdAt: z.string(),
});
export type StaffAlert = z.infer<typeof staffAlertSchema>;
/** `GET /api/admin/alerts` (every staff role): the last 24 hours' alerts, newest first (at most 20). */
export const staffAlertListSchema = z.object({ data: z.array(staffAlertSchema) });

export const otpLimitsPaths = {
  otpLimits: '/api/admin/settings/otp-limits',
  staffAlerts: '/api/admin/alerts',
} as const;
