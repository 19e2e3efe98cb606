import { z } from 'zod';
import { moneySchema } from './money';

/** `GET /api/admin/withdrawals/{id}/context` (owner, finance): what finance checks before paying. */
export const withdrawalContextPaths = { context: '/api/admin/withdrawals/:id/context' } as const;
export const withdrawalContextHref = (id: string) =>
  withdrawalContextPaths.context.replace(':id', encodeURIComponent(id));

/** A withdrawal above this multiple of the member's lifetime deposits is flagged. */
export const WITHDRAWAL_DEPOSIT_MULTIPLE = 3;
/** A single win of at least this (satang) settled within the window before the request is flagged. */
export const WITHDRAWAL_BIG_WIN_SATANG = 1_000_000n;
export const WITHDRAWAL_BIG_WIN_HOURS = 24;

export const withdrawalFlagCodes = ['ABOVE_DEPOSITS', 'AFTER_BIG_WIN'] as const;
export type WithdrawalFlagCode = (typeof withdrawalFlagCodes)[number];

const countAmount = z.object({ count: z.number().int(), amount: moneySchema });

export const withdrawalContextSchema = z.object({
  withdrawalId: z.string(),
  memberId: z.string(),
  /** Credited deposits, lifetime. */
  deposits: countAmount,
  /** Paid withdrawals, lifetime. */
  withdrawals: countAmount,
  /** Withdrawals still waiting (PENDING or APPROVED), this one included. */
  pendingWithdrawals: countAmount,
  /** Bills not cancelled, and their stakes. */
  stakes: countAmount,
  /** Settled bills that won, and their wins. */
  wins: countAmount,
  /** The largest single win settled in the 24 hours before the request ("0.00" when none). */
  largestRecentWin: moneySchema,
  /** ABOVE_DEPOSITS: amount > 3 × lifetime deposits; AFTER_BIG_WIN: a win ≥ ฿10,000 in the 24 h before. */
  flags: z.array(z.enum(withdrawalFlagCodes)),
});
export type WithdrawalContext = z.infer<typeof withdrawalContextSchema>;
