import { z } from 'zod';
import { refineNewPassword } from './auth';
import { listFormatField } from './csv-exports';
import { pageQuerySchema, pageSchema } from './envelope';
import { genderSchema, otpCodeSchema, phoneSchema } from './fields';
import { moneySchema, positiveAmountInputSchema } from './money';
import { paymentHistoryItemSchema } from './payments';
import { adminWithdrawalQuerySchema, adminWithdrawalSchema, rejectRequestSchema } from './staff';

/** Back office: members (search, a member's page and histories, lock, password reset, adjustments). */
export const adminMemberPaths = {
  members: '/api/admin/members',
  member: '/api/admin/members/:id',
  /** Owner: mark an account as the house's or a staff member's (never shoots Yeekee, docs/domain/yeekee.md §2). */
  accountKind: '/api/admin/members/:id/account-kind',
  ledger: '/api/admin/members/:id/ledger',
  bills: '/api/admin/members/:id/bills',
  deposits: '/api/admin/members/:id/deposits',
  withdrawals: '/api/admin/members/:id/withdrawals',
  lock: '/api/admin/members/:id/lock',
  unlock: '/api/admin/members/:id/unlock',
  passwordReset: '/api/admin/members/:id/password-reset',
  adjustments: '/api/admin/members/:id/adjustments',
} as const;

type MemberPathName = Exclude<keyof typeof adminMemberPaths, 'members'>;

/** `adminMemberHref.lock(id)` → `/api/admin/members/{id}/lock`. */
export const adminMemberHref = Object.fromEntries(
  Object.entries(adminMemberPaths)
    .filter(([name]) => name !== 'members')
    .map(([name, path]) => [name, (id: string) => path.replace(':id', encodeURIComponent(id))]),
) as Record<MemberPathName, (id: string) => string>;

/** The member's own call to set a new password with the code staff had sent by SMS. */
export const passwordResetPaths = { reset: '/api/v2/user/reset-password' } as const;

export const memberStatusValues = ['ACTIVE', 'LOCKED'] as const;
export const memberStatusSchema = z.enum(memberStatusValues);
export type MemberStatusName = z.infer<typeof memberStatusSchema>;

/**
 * What an account is: a member's own, the house's (demo, test, promotions) or a staff member's
 * personal one. Only `MEMBER` accounts may shoot Yeekee (the database refuses the others).
 */
export const memberAccountKinds = ['MEMBER', 'HOUSE', 'STAFF'] as const;
export type MemberAccountKind = (typeof memberAccountKinds)[number];
export const setMemberAccountKindRequestSchema = z.object({ kind: z.enum(memberAccountKinds) });

export const adminMemberParamsSchema = z.object({ id: z.uuid() });

/** `GET /api/admin/members?q=`: `q` is matched against phone, name, bank account number, referral code and id. */
export const adminMemberListQuerySchema = pageQuerySchema.extend({
  q: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((value) => (value ? value : undefined)),
  status: memberStatusSchema.optional(),
  ...listFormatField,
});

const bankRefSchema = z.object({ code: z.string(), name: z.string(), accountNumber: z.string() });

export const adminMemberRowSchema = z.object({
  id: z.string(),
  phone: z.string(),
  name: z.string(),
  /** The first registered account, number in full (staff pay withdrawals to it). */
  bank: bankRefSchema.nullable(),
  balance: moneySchema,
  status: memberStatusSchema,
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type AdminMemberRow = z.infer<typeof adminMemberRowSchema>;
export const adminMemberPageSchema = pageSchema(adminMemberRowSchema);

const countAmountSchema = z.object({ count: z.number().int(), amount: moneySchema });

export const adminMemberDetailSchema = z.object({
  id: z.string(),
  phone: z.string(),
  name: z.string(),
  gender: genderSchema.nullable(),
  email: z.string().nullable(),
  sourceRef: z.string(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  referralCode: z.string(),
  referrer: z.object({ id: z.string(), phone: z.string(), name: z.string() }).nullable(),
  agent: z.object({ code: z.string(), name: z.string() }).nullable(),
  bankAccounts: z.array(bankRefSchema.extend({ accountName: z.string(), createdAt: z.string() })),
  wallet: z.object({ balance: moneySchema, lockedBalance: moneySchema }),
  status: memberStatusSchema,
  /** `MEMBER`, `HOUSE` or `STAFF` (owner sets it with `PUT …/account-kind`); absent from older servers. */
  accountKind: z.enum(memberAccountKinds).optional(),
  /** Set while the member is locked. */
  lock: z
    .object({
      lockedAt: z.string(),
      reason: z.string(),
      lockedBy: z.object({ id: z.string(), username: z.string() }),
    })
    .nullable(),
  /** Live sessions (unrevoked, unexpired), newest first. */
  sessions: z.array(
    z.object({
      id: z.string(),
      createdAt: z.string(),
      expiresAt: z.string(),
      ip: z.string().nullable(),
      userAgent: z.string().nullable(),
    }),
  ),
  totals: z.object({
    /** Credited deposits. */
    deposits: countAmountSchema,
    /** Paid withdrawals. */
    withdrawals: countAmountSchema,
    /** Withdrawals waiting for staff (PENDING or APPROVED). */
    pendingWithdrawals: countAmountSchema,
    /** Bills not cancelled, by their stake. */
    bets: countAmountSchema,
    /** Settled bills that won, by their win. */
    wins: countAmountSchema,
  }),
});
export type AdminMemberDetail = z.infer<typeof adminMemberDetailSchema>;

/**
 * One ledger entry of the member's accounts (MAIN = the wallet's balance, HOLD = its locked balance,
 * RECEIVABLE = what they owe after a correction: its balance is minus the amount owed).
 */
export const adminMemberLedgerRowSchema = z.object({
  entryId: z.string(),
  transferId: z.string(),
  /** When it was posted. */
  at: z.string(),
  /** When it happened in the world (a deposit's bank time); usually `at`. */
  eventAt: z.string(),
  account: z.enum(['MAIN', 'HOLD', 'RECEIVABLE']),
  /** The transfer's kind: DEPOSIT, WITHDRAW_HOLD, BET, LOTTERY_WIN, ADJUSTMENT… */
  kind: z.string(),
  /** Signed: credits positive, debits negative. */
  amount: moneySchema,
  balanceAfter: moneySchema,
  cause: z.object({ type: z.string(), id: z.string() }),
  /** Why, when staff moved the money by hand (an adjustment's reason). */
  note: z.string().nullable(),
  /**
   * A `WITHDRAW_REJECTED` entry's cause: staff refused the withdrawal, or its transfer failed at the
   * payout provider before staff returned the money; null for every other kind.
   */
  withdrawalReturn: z.enum(['STAFF_REJECTED', 'TRANSFER_FAILED']).nullable(),
});
export type WithdrawalReturnReason = NonNullable<
  z.infer<typeof adminMemberLedgerRowSchema>['withdrawalReturn']
>;
export type AdminMemberLedgerRow = z.infer<typeof adminMemberLedgerRowSchema>;
export const adminMemberLedgerPageSchema = pageSchema(adminMemberLedgerRowSchema);
/** `GET …/{id}/ledger?pageNo&pageSize&format`: `format=csv` answers every entry as a file. */
export const adminMemberLedgerQuerySchema = pageQuerySchema.extend(listFormatField);

export const adminBillStatuses = ['PENDING', 'SETTLED', 'CANCELLED'] as const;
export const adminMemberBillQuerySchema = pageQuerySchema.extend({
  status: z.enum(adminBillStatuses).optional(),
});
export const adminMemberBillSchema = z.object({
  billNo: z.string(),
  roundCode: z.string(),
  productName: z.string(),
  total: moneySchema,
  /** What the bill won; null until settled. */
  win: moneySchema.nullable(),
  status: z.enum(adminBillStatuses),
  createdAt: z.string(),
});
export type AdminMemberBill = z.infer<typeof adminMemberBillSchema>;
export const adminMemberBillPageSchema = pageSchema(adminMemberBillSchema);

export const adminMemberDepositPageSchema = pageSchema(paymentHistoryItemSchema);
export const adminMemberWithdrawalQuerySchema = adminWithdrawalQuerySchema;
export const adminMemberWithdrawalPageSchema = pageSchema(adminWithdrawalSchema);

/** Why, for the audit log: 1–500 characters, the back office's reason rule. */
const reasonSchema = rejectRequestSchema.shape.reason;

/** `POST …/lock` and `…/unlock`: why, for the audit log (and, when locking, for the member's page). */
export const memberLockRequestSchema = z.object({ reason: reasonSchema });
export const memberLockResponseSchema = z.object({
  status: memberStatusSchema,
  /** Sessions the lock ended (0 for unlock). */
  sessionsRevoked: z.number().int(),
});

/** `POST …/password-reset {reason}`: why staff send the member a reset code, for the audit log. */
export const memberPasswordResetRequestSchema = z.object({ reason: reasonSchema });
export type MemberPasswordResetRequest = z.input<typeof memberPasswordResetRequestSchema>;
/**
 * The code goes to the member's phone, never to staff. Nothing else changes until the member uses
 * it: the password and every session keep working (a reset cannot lock a member out).
 */
export const memberPasswordResetResponseSchema = z.object({
  /** When the code stops working. */
  expiresAt: z.string(),
});

export const adjustmentDirections = ['CREDIT', 'DEBIT'] as const;

/** `POST …/adjustments` (Idempotency-Key): CREDIT adds to the member's wallet, DEBIT takes from it. */
export const memberAdjustmentRequestSchema = z.object({
  amount: positiveAmountInputSchema,
  direction: z.enum(adjustmentDirections),
  reason: reasonSchema,
});
export type MemberAdjustmentRequest = z.input<typeof memberAdjustmentRequestSchema>;
export const memberAdjustmentResponseSchema = z.object({
  /** The adjustment request (every adjustment has one). */
  requestId: z.string(),
  /** APPROVED: the money moved; PENDING: above the threshold, it waits for a second staff member. */
  status: z.enum(['APPROVED', 'PENDING']),
  /** Null while pending. */
  adjustmentId: z.string().nullable(),
  transferId: z.string().nullable(),
  direction: z.enum(adjustmentDirections),
  amount: moneySchema,
  /** The member's wallet after the adjustment (unchanged while pending). */
  balance: moneySchema,
  lockedBalance: moneySchema,
});

/**
 * `POST /api/v2/user/reset-password`: the phone, the code from the SMS and the new password. The
 * checks run in this order and only the first failing one is reported.
 */
export const resetPasswordRequestSchema = z
  .object({
    userName: phoneSchema,
    code: otpCodeSchema,
    newPassword: z.preprocess((v) => v ?? '', z.string()),
    confirmPassword: z.preprocess((v) => v ?? '', z.string()),
  })
  .superRefine(refineNewPassword);
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;

/** `PUT /api/admin/members/{id}/account-kind` (owner): the account's kind as it now is. */
export const memberAccountKindResponseSchema = z.object({
  id: z.string(),
  accountKind: z.enum(memberAccountKinds),
});
