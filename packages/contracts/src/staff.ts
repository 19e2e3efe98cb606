import { z } from 'zod';
import { pageQuerySchema } from './envelope';
import { moneySchema } from './money';
import { withdrawalStatuses } from './payments';

export const staffRoleValues = ['owner', 'finance', 'lottery', 'support'] as const;
export const staffRoleSchema = z.enum(staffRoleValues);
export type StaffRoleName = z.infer<typeof staffRoleSchema>;

/** `POST /api/admin/login`. With TOTP enabled, a first call without `totpCode` answers STAFF_TOTP_REQUIRED. */
export const staffLoginRequestSchema = z.object({
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(128),
  totpCode: z
    .string()
    .regex(/^\d{6}$/)
    .optional(),
});
export const staffLoginResponseSchema = z.object({
  accessToken: z.string(),
  expiresAt: z.string(),
  role: staffRoleSchema,
});
export type StaffLoginRequest = z.infer<typeof staffLoginRequestSchema>;
export type StaffLoginResponse = z.infer<typeof staffLoginResponseSchema>;

/** `POST /api/admin/staff` (owner only). */
export const createStaffRequestSchema = z.object({
  username: z
    .string()
    .trim()
    .regex(/^[a-z0-9._-]{3,32}$/),
  password: z.string().min(10).max(128),
  role: staffRoleSchema,
});
export const staffAccountSchema = z.object({
  id: z.string(),
  username: z.string(),
  role: staffRoleSchema,
  totpEnabled: z.boolean(),
  createdAt: z.string(),
});
export type CreateStaffRequest = z.infer<typeof createStaffRequestSchema>;
export type StaffAccount = z.infer<typeof staffAccountSchema>;

/** `POST /api/admin/me/totp/setup` → a secret to scan; `POST /api/admin/me/totp/enable {code}` turns it on. */
export const totpSetupResponseSchema = z.object({ secret: z.string(), otpauthUrl: z.string() });
export const totpEnableRequestSchema = z.object({ code: z.string().regex(/^\d{6}$/) });
export type TotpSetupResponse = z.infer<typeof totpSetupResponseSchema>;

/** `GET /api/admin/withdrawals?status=…` */
export const adminWithdrawalQuerySchema = pageQuerySchema.extend({
  status: z.enum(withdrawalStatuses).optional(),
});
export const adminWithdrawalSchema = z.object({
  id: z.string(),
  paymentRef: z.string(),
  amount: moneySchema,
  status: z.enum(withdrawalStatuses),
  bankRef: z.string().nullable(),
  rejectReason: z.string().nullable(),
  createdAt: z.string(),
  member: z.object({
    id: z.string(),
    phone: z.string(),
    name: z.string(),
    bankCode: z.string(),
    bankName: z.string(),
    accountNumber: z.string(),
  }),
});
export const markPaidRequestSchema = z.object({ bankRef: z.string().trim().min(1).max(64) });
export const rejectRequestSchema = z.object({ reason: z.string().trim().min(1).max(500) });

/** `GET /api/admin/finance/statement-lines?status=UNMATCHED` */
export const statementLineStatuses = ['CREDITED', 'UNMATCHED', 'DISMISSED'] as const;
export const adminStatementLineQuerySchema = pageQuerySchema.extend({
  status: z.enum(statementLineStatuses).optional(),
});
export const adminStatementLineSchema = z.object({
  id: z.string(),
  externalId: z.string(),
  amount: moneySchema,
  toAccountNumber: z.string(),
  fromBankCode: z.string(),
  fromAccountNumber: z.string(),
  fromName: z.string(),
  transferredAt: z.string(),
  status: z.enum(statementLineStatuses),
  memberId: z.string().nullable(),
});
export const assignStatementLineRequestSchema = z.object({ memberId: z.string().uuid() });
export const dismissStatementLineRequestSchema = z.object({ reason: z.string().trim().min(1).max(500) });

/** `GET /api/admin/ledger/check` */
export const ledgerCheckSchema = z.object({
  ok: z.boolean(),
  /** Sum over every account; zero when the books balance. */
  sumOfBalances: moneySchema,
  accountsChecked: z.number().int(),
  /** Accounts whose stored balance differs from their transfers. */
  mismatches: z.array(z.object({ accountId: z.string(), stored: moneySchema, fromTransfers: moneySchema })),
});

export const adminPaths = {
  login: '/api/admin/login',
  logout: '/api/admin/logout',
  me: '/api/admin/me',
  totpSetup: '/api/admin/me/totp/setup',
  totpEnable: '/api/admin/me/totp/enable',
  staff: '/api/admin/staff',
  ledgerCheck: '/api/admin/ledger/check',
  withdrawals: '/api/admin/withdrawals',
  statementLines: '/api/admin/finance/statement-lines',
} as const;
