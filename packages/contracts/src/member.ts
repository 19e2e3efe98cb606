import { z } from 'zod';
import { genderSchema, phoneSchema } from './fields';
import { th } from './messages';
import { moneySchema } from './money';

/** `GET /api/user/me`: the logged-in member. `loginName` is the phone they log in with. */
export const memberMeSchema = z.object({
  id: z.string(),
  loginName: z.string(),
  name: z.string(),
  mobileNo: z.string(),
  gender: genderSchema.nullable(),
  email: z.string().nullable(),
  referralCode: z.string(),
  bankAccount: z.object({
    bankCompanyId: z.number().int(),
    bankCode: z.string(),
    bankName: z.string(),
    accountNumber: z.string(),
    accountName: z.string(),
  }),
  createdAt: z.string(),
});
export type MemberMe = z.infer<typeof memberMeSchema>;

/**
 * `POST /api/v2/user/me`. `name` and `mobileNumber` are shown read-only: sent back unchanged they
 * are accepted; a different value is refused (they tie the member to a bank account and a login).
 */
export const updateProfileRequestSchema = z.object({
  name: z.string().optional(),
  mobileNumber: phoneSchema.optional(),
  gender: genderSchema.nullish(),
  email: z
    .string()
    .trim()
    .max(254)
    .optional()
    .nullable()
    .transform((value) => (value ? value : null))
    .pipe(z.email(th.emailInvalid).nullable()),
});
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;

/**
 * `GET /api/v2/user/balance`: spendable and on-hold amounts, and `receivable`: what the member owes
 * after a result correction their cash could not cover ("0.00" when nothing; withdrawals wait
 * while it is open, and credits pay it first).
 */
export const walletSchema = z.object({
  /** cash + bonus (docs/domain/rewards.md §3 rule 1): what the member can stake. */
  balance: moneySchema,
  lockedBalance: moneySchema,
  receivable: moneySchema,
  /** The parts of `balance`: cash (withdrawable once no condition is open) and bonus. */
  cash: moneySchema,
  bonus: moneySchema,
});
export type Wallet = z.infer<typeof walletSchema>;
