import { z } from 'zod';
import {
  accountNumberSchema,
  bankCompanyIdSchema,
  fullNameSchema,
  optionalCodeSchema,
  otpCodeSchema,
  PASSWORD_PATTERN,
  passwordSchema,
  phoneSchema,
  sourceRefSchema,
} from './fields';
import { th } from './messages';

/** `POST /api/v2/create/verify-user` — send an OTP to a phone that is not yet a member. */
export const verifyUserRequestSchema = z.object({ userName: phoneSchema });
export type VerifyUserRequest = z.input<typeof verifyUserRequestSchema>;
export const verifyUserResponseSchema = z.object({
  verifyRef: z.string(),
  /** When the code stops working (ISO time). */
  expiresAt: z.string(),
  /** Seconds until another code may be requested for this phone. */
  resendAfterSeconds: z.number().int(),
});
export type VerifyUserResponse = z.infer<typeof verifyUserResponseSchema>;

/** `POST /api/v2/create/verify-pin`. */
export const verifyPinRequestSchema = z.object({
  mobileNo: phoneSchema,
  pinCode: otpCodeSchema,
  verifyRef: z.string({ error: th.verifyRefRequired }).min(1, th.verifyRefRequired).max(64),
});
export type VerifyPinRequest = z.input<typeof verifyPinRequestSchema>;
export const verifyPinResponseSchema = z.object({
  verifyRef: z.string(),
  /** Until when `create` accepts this verified ref (ISO time). */
  verifiedUntil: z.string(),
});
export type VerifyPinResponse = z.infer<typeof verifyPinResponseSchema>;

const confirmMatches = <T extends { password: string; confirmPassword: string }>(
  value: T,
  ctx: z.RefinementCtx,
) => {
  if (value.password !== value.confirmPassword) {
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: th.passwordMismatch });
  }
};

/** The USER_INFO step's fields: shared by the form (before `verifyRef` exists) and the server. */
export const registerInfoSchema = z.object({
  userName: phoneSchema,
  password: passwordSchema,
  confirmPassword: z.string({ error: th.passwordMismatch }),
  bankCompanyId: bankCompanyIdSchema,
  accountNumber: accountNumberSchema,
  fullName: fullNameSchema,
  sourceRef: sourceRefSchema.default('none'),
  referralCode: optionalCodeSchema,
  agentCode: optionalCodeSchema,
});

/** `POST /api/v2/create`: the registration form; `verifyRef` must be verified for `userName`. */
export const registerRequestSchema = registerInfoSchema
  .extend({
    verifyRef: z.string({ error: th.verifyRefRequired }).min(1, th.verifyRefRequired).max(64),
    /** Sent by the form for completeness; the code was already checked at verify-pin. */
    verifyPin: z.string().optional(),
  })
  .superRefine(confirmMatches);
export type RegisterRequest = z.input<typeof registerRequestSchema>;
export type RegisterCommand = z.output<typeof registerRequestSchema>;
export const registerFormSchema = registerInfoSchema.superRefine(confirmMatches);

export const registerResponseSchema = z.object({ memberId: z.string(), referralCode: z.string() });

/** `POST /api/login`. Both fields required; their format is not revealed by the answer. */
export const loginRequestSchema = z.object({
  userName: z.preprocess(
    (v) => v ?? '',
    z.string({ error: th.loginIncomplete }).trim().min(1, th.loginIncomplete),
  ),
  password: z.preprocess((v) => v ?? '', z.string({ error: th.loginIncomplete }).min(1, th.loginIncomplete)),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;
export const loginResponseSchema = z.object({
  accessToken: z.string(),
  tokenType: z.literal('Bearer'),
  expiresAt: z.string(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/**
 * `POST /api/v2/user/change-password`. The member-site contract fixes the order of checks (docs/domain/member-site.md §5), so only the first
 * failing one is reported: current format, new format, new ≠ current, confirm format, confirm = new.
 */
export const changePasswordRequestSchema = z
  .object({
    password: z.preprocess((v) => v ?? '', z.string()),
    newPassword: z.preprocess((v) => v ?? '', z.string()),
    confirmPassword: z.preprocess((v) => v ?? '', z.string()),
  })
  .superRefine((value, ctx) => {
    const fail = (field: keyof typeof value, message: string) =>
      ctx.addIssue({ code: 'custom', path: [field], message });
    if (!PASSWORD_PATTERN.test(value.password)) return fail('password', th.currentPasswordInvalid);
    if (!PASSWORD_PATTERN.test(value.newPassword)) return fail('newPassword', th.newPasswordInvalid);
    if (value.newPassword === value.password) return fail('newPassword', th.newPasswordSameAsOld);
    if (!PASSWORD_PATTERN.test(value.confirmPassword))
      return fail('confirmPassword', th.confirmPasswordInvalid);
    if (value.confirmPassword !== value.newPassword) return fail('confirmPassword', th.confirmNotMatchNew);
  });
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

/** The new password and its confirmation: 6-20 letters or digits, confirmation equal (first failure only). */
export const refineNewPassword = (
  value: { newPassword: string; confirmPassword: string },
  ctx: z.RefinementCtx,
) => {
  if (!PASSWORD_PATTERN.test(value.newPassword))
    return ctx.addIssue({ code: 'custom', path: ['newPassword'], message: th.newPasswordInvalid });
  if (value.confirmPassword !== value.newPassword)
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: th.confirmNotMatchNew });
};

/**
 * `POST /api/v2/forgot-password/reset`: the phone, the verifyRef its OTP was verified with
 * (`forgot-password/verify-pin`) and the new password. Success ends every session of the member.
 */
export const forgotPasswordResetRequestSchema = z
  .object({
    userName: phoneSchema,
    verifyRef: z.string({ error: th.verifyRefRequired }).min(1, th.verifyRefRequired).max(64),
    newPassword: z.preprocess((v) => v ?? '', z.string()),
    confirmPassword: z.preprocess((v) => v ?? '', z.string()),
  })
  .superRefine(refineNewPassword);
export type ForgotPasswordResetRequest = z.input<typeof forgotPasswordResetRequestSchema>;
/** The form's last step (the phone and verifyRef come from the earlier steps). */
export const newPasswordFormSchema = z
  .object({
    newPassword: z.preprocess((v) => v ?? '', z.string()),
    confirmPassword: z.preprocess((v) => v ?? '', z.string()),
  })
  .superRefine(refineNewPassword);
