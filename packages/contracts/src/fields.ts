import { z } from 'zod';
import { th } from './messages';

export const PHONE_LENGTH = 10;
export const OTP_LENGTH = 6;
export const ACCOUNT_NUMBER_MAX = 20;
export const PASSWORD_PATTERN = /^[A-Za-z0-9]{6,20}$/;

/** Keeps digits only: the phone and account boxes strip anything else as the member types. */
export const digitsOnly = (value: string): string => value.replace(/\D/g, '');

/** A missing or non-string value reads as "" so the field's own Thai message is what the member sees. */
const text = (requiredMessage: string) =>
  z.preprocess(
    (value) => (value === undefined || value === null ? '' : value),
    z.string({ error: requiredMessage }),
  );

/** A Thai mobile number: 10 digits once separators are stripped. */
export const phoneSchema = text(th.phoneRequired)
  .transform((value) => digitsOnly(value))
  .pipe(
    z
      .string()
      .min(1, th.phoneRequired)
      .regex(/^\d{10}$/, th.phoneInvalid),
  );

/** 6–20 letters or digits. */
export const passwordSchema = text(th.passwordInvalid).pipe(
  z.string().regex(PASSWORD_PATTERN, th.passwordInvalid),
);

export const otpCodeSchema = text(th.otpIncomplete).pipe(z.string().regex(/^\d{6}$/, th.otpIncomplete));

export const accountNumberSchema = text(th.accountNumberInvalid)
  .transform((value) => value.trim())
  .pipe(z.string().regex(/^\d{1,20}$/, th.accountNumberInvalid));

export const fullNameSchema = text(th.fullNameRequired)
  .transform((value) => value.trim().replace(/\s+/g, ' '))
  .pipe(z.string().min(1, th.fullNameRequired).max(100, th.fullNameRequired));

/** Bank ids arrive from radio buttons as strings. */
export const bankCompanyIdSchema = z.coerce
  .number({ error: th.bankRequired })
  .int(th.bankRequired)
  .positive(th.bankRequired);

export const sourceRefs = ['none', 'LINE', 'GOOGLE', 'FACEBOOK', 'X', 'TIKTOK', 'SMS', 'REFERRAL'] as const;
export const sourceRefSchema = z.enum(sourceRefs, { error: th.sourceRefInvalid });
export type SourceRef = z.infer<typeof sourceRefSchema>;

export const genders = ['M', 'F', 'O'] as const;
export const genderSchema = z.enum(genders, { error: th.genderInvalid });
export type Gender = z.infer<typeof genderSchema>;

/** An optional code from a link or a cookie: blank means absent. */
export const optionalCodeSchema = z
  .string()
  .trim()
  .max(32)
  .optional()
  .transform((value) => (value ? value : undefined));
