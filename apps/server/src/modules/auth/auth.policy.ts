/**
 * The numbers behind registration and login. The member-site contract (docs/domain/member-site.md §9) fixes the OTP's 6 digits and the one-minute
 * resend; the rest are ours (docs/modules/auth.md).
 */
export const authPolicy = {
  otpDigits: 6,
  /** A code works for 5 minutes after it is sent. */
  otpTtlMs: 5 * 60_000,
  /** A new code for the same phone only after 60 s. */
  otpResendMs: 60_000,
  /** At most 5 codes per phone per rolling hour. */
  otpPerHour: 5,
  otpHourMs: 60 * 60_000,
  /** The 5th wrong code kills the verifyRef. */
  otpMaxWrongTries: 5,
  /** A verified ref stays usable by `create` for 30 minutes: time to fill in the bank details. */
  verifiedRefTtlMs: 30 * 60_000,
  /** Failed logins count for 15 minutes. */
  loginWindowMs: 15 * 60_000,
  /** 5 failures for one phone, or 20 from one address, within the window stop further tries. */
  loginFailuresPerPhone: 5,
  loginFailuresPerIp: 20,
  /** A staff-issued password reset code works for 30 minutes: time to read the SMS while support waits. */
  resetCodeTtlMs: 30 * 60_000,
  /** The 5th wrong reset code wears the reset out; staff issue a new one. */
  resetMaxWrongTries: 5,
} as const;
