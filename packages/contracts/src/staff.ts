import { z } from 'zod';
import { auditNameSchema } from './audit-display';
import { listFormatField } from './csv-exports';
import { listFormatSchema, pageQuerySchema } from './envelope';
import { phoneSchema } from './fields';
import { staffTh } from './messages';
import { moneySchema } from './money';
import { withdrawalStatuses } from './payments';
import { staffRoleValues } from './staff-roles';

export const staffRoleSchema = z.enum(staffRoleValues);

/** `POST /api/admin/login`. With TOTP enabled, a first call without `totpCode` answers STAFF_TOTP_REQUIRED. */
/** A 6-digit code from the authenticator app (RFC 6238). */
export const totpCodeSchema = z
  .string({ error: staffTh.totpCodeInvalid })
  .trim()
  .regex(/^\d{6}$/, staffTh.totpCodeInvalid);

export const staffLoginRequestSchema = z.object({
  username: z
    .string({ error: staffTh.usernameRequired })
    .trim()
    .min(1, staffTh.usernameRequired)
    .max(64, staffTh.usernameRequired),
  password: z
    .string({ error: staffTh.staffPasswordRequired })
    .min(1, staffTh.staffPasswordRequired)
    .max(128, staffTh.staffPasswordRequired),
  totpCode: totpCodeSchema.optional(),
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
    .string({ error: staffTh.staffUsernameInvalid })
    .trim()
    .regex(/^[a-z0-9._-]{3,32}$/, staffTh.staffUsernameInvalid),
  password: z
    .string({ error: staffTh.staffPasswordTooShort })
    .min(10, staffTh.staffPasswordTooShort)
    .max(128, staffTh.staffPasswordTooShort),
  /** Chosen by the owner: the back office preselects none. */
  role: z.enum(staffRoleValues, { error: staffTh.roleRequired }),
});
export const staffAccountSchema = z.object({
  id: z.string(),
  username: z.string(),
  role: staffRoleSchema,
  totpEnabled: z.boolean(),
  /** Disabled by an owner: cannot log in, and every session of it ended when it was disabled. */
  disabled: z.boolean(),
  /** The newest successful login, or null when the account never logged in. */
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
  /**
   * `me` only: the owner requires TOTP and this account has none yet, so the back office sends it to
   * its account page (every other call answers STAFF_TOTP_SETUP_REQUIRED).
   */
  totpSetupRequired: z.boolean().optional(),
});
export type CreateStaffRequest = z.infer<typeof createStaffRequestSchema>;

/** `POST /api/admin/staff/{id}/role {role}` (owner; not their own account). */
export const staffRoleChangeRequestSchema = z.object({
  role: z.enum(staffRoleValues, { error: staffTh.roleRequired }),
});
export type StaffRoleChangeRequest = z.infer<typeof staffRoleChangeRequestSchema>;

/** `POST /api/admin/staff/{id}/password-reset` (owner): a generated password, shown once. */
export const staffPasswordResetResponseSchema = z.object({
  username: z.string(),
  /** Give it to the staff member in person; it is never shown again (only its hash is kept). */
  password: z.string(),
  sessionsEnded: z.number().int(),
});
export type StaffPasswordResetResponse = z.infer<typeof staffPasswordResetResponseSchema>;

/** `POST /api/admin/me/password` (every staff member): the current password and a new one. */
export const staffPasswordChangeRequestSchema = z.object({
  currentPassword: z
    .string({ error: staffTh.staffPasswordRequired })
    .min(1, staffTh.staffPasswordRequired)
    .max(128, staffTh.staffPasswordRequired),
  newPassword: createStaffRequestSchema.shape.password,
});
export type StaffPasswordChangeRequest = z.infer<typeof staffPasswordChangeRequestSchema>;
export const staffPasswordChangeResponseSchema = z.object({ sessionsEnded: z.number().int() });
export type StaffAccount = z.infer<typeof staffAccountSchema>;

/**
 * `POST /api/admin/me/totp/setup` → a secret to scan; `POST /api/admin/me/totp/enable {code}` turns it
 * on; `POST /api/admin/me/totp/disable {code}` turns it off with a current code of the enabled secret.
 */
export const totpSetupResponseSchema = z.object({ secret: z.string(), otpauthUrl: z.string() });
export const totpEnableRequestSchema = z.object({ code: totpCodeSchema });
export const totpDisableRequestSchema = z.object({ code: totpCodeSchema });
export type TotpSetupResponse = z.infer<typeof totpSetupResponseSchema>;

/**
 * `GET /api/admin/audit-log` (owner only), newest first. `action` matches as a prefix (`staff.totp`
 * finds setup, enable, disable and reset); `from` is inclusive, `to` exclusive.
 */
export const auditLogQuerySchema = pageQuerySchema.extend({
  staffId: z.uuid().optional(),
  action: z.string().trim().min(1).max(64).optional(),
  from: z.iso.datetime({ offset: true, error: staffTh.dateTimeInvalid }).optional(),
  to: z.iso.datetime({ offset: true, error: staffTh.dateTimeInvalid }).optional(),
  format: listFormatSchema,
});
export type AuditLogQuery = z.input<typeof auditLogQuerySchema>;
export const auditLogEntrySchema = z.object({
  id: z.string(),
  staffId: z.string(),
  staffUsername: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  /** The row before and after, as the action recorded it (JSON; null when not recorded). */
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string(),
  createdAt: z.string(),
  /**
   * The rows the entry mentions by id (its staff member, its target, ids inside before/after), named
   * by the server from the rows as they are now: a reader never sees an id (audit-display.ts).
   */
  names: z.record(z.string(), auditNameSchema),
});
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;

/** `GET /api/admin/withdrawals?status=…` */
export const adminWithdrawalQuerySchema = pageQuerySchema.extend({
  status: z.enum(withdrawalStatuses).optional(),
  ...listFormatField,
});
export const adminWithdrawalSchema = z.object({
  id: z.string(),
  paymentRef: z.string(),
  amount: moneySchema,
  status: z.enum(withdrawalStatuses),
  bankRef: z.string().nullable(),
  rejectReason: z.string().nullable(),
  /** Why it is ON_HOLD (the amount the member owed when it was held); null when never held. */
  holdReason: z.string().nullable().optional(),
  /** The provider's id of its live (or last) transfer; null when none was sent. */
  transferId: z.string().nullable().optional(),
  /** Thai, when FAILED: the provider's failure as staff read it. */
  failureReason: z.string().nullable().optional(),
  /** Thai, when APPROVED but not sent: why it waits for staff (kill switch, daily cap, recipient…). */
  waitReason: z.string().nullable().optional(),
  autoApproved: z.boolean().optional(),
  createdAt: z.string(),
  member: z.object({
    id: z.string(),
    phone: z.string(),
    name: z.string(),
    bankCode: z.string(),
    bankName: z.string(),
    accountNumber: z.string(),
    /** The account holder's name as the member registered it (finance pays to this name). */
    accountName: z.string(),
  }),
});
export type AdminWithdrawal = z.infer<typeof adminWithdrawalSchema>;
const reasonSchema = z
  .string({ error: staffTh.reasonRequired })
  .trim()
  .min(1, staffTh.reasonRequired)
  .max(500, staffTh.reasonTooLong);
export const markPaidRequestSchema = z.object({
  bankRef: z
    .string({ error: staffTh.bankRefRequired })
    .trim()
    .min(1, staffTh.bankRefRequired)
    .max(64, staffTh.bankRefTooLong),
});
export const rejectRequestSchema = z.object({ reason: reasonSchema });

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
export type AdminStatementLine = z.infer<typeof adminStatementLineSchema>;
/** Credit the line to a member named by id or by phone (exactly one of the two). */
export const assignStatementLineRequestSchema = z
  .object({
    memberId: z.uuid({ error: staffTh.memberRefInvalid }).optional(),
    phone: phoneSchema.optional(),
  })
  .refine((body) => (body.memberId === undefined) !== (body.phone === undefined), {
    message: staffTh.memberRefInvalid,
    path: ['memberId'],
  });
export type AssignStatementLineRequest = z.input<typeof assignStatementLineRequestSchema>;
export const dismissStatementLineRequestSchema = z.object({ reason: reasonSchema });

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
  totpDisable: '/api/admin/me/totp/disable',
  myPassword: '/api/admin/me/password',
  staff: '/api/admin/staff',
  /** `GET`/`PUT {totpRequired}` (owner): whether every staff member must use TOTP. */
  staffSecurity: '/api/admin/staff-security',
  auditLog: '/api/admin/audit-log',
  ledgerCheck: '/api/admin/ledger/check',
  withdrawals: '/api/admin/withdrawals',
  statementLines: '/api/admin/finance/statement-lines',
} as const;

/** Whether the owner requires TOTP of every staff member. */
export const staffSecuritySchema = z.object({ totpRequired: z.boolean() });
export type StaffSecurity = z.infer<typeof staffSecuritySchema>;

export type StaffAccountAction = 'disable' | 'enable' | 'totp/reset' | 'role' | 'password-reset';
export type WithdrawalAction = 'approve' | 'paid' | 'reject' | 'retry';
export type StatementLineAction = 'assign' | 'dismiss';

/** Paths of the back-office calls on one row; the server's routes are these with `:id`. */
export const adminHref = {
  staffAction: (id: string, action: StaffAccountAction) =>
    `${adminPaths.staff}/${encodeURIComponent(id)}/${action}`,
  withdrawalAction: (id: string, action: WithdrawalAction) =>
    `${adminPaths.withdrawals}/${encodeURIComponent(id)}/${action}`,
  statementLineAction: (id: string, action: StatementLineAction) =>
    `${adminPaths.statementLines}/${encodeURIComponent(id)}/${action}`,
} as const;
