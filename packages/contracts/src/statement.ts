import { z } from 'zod';
import { th } from './messages';
import { moneySchema } from './money';

/**
 * The member's statement (ประวัติการเงิน): every movement of their spendable balance — cash and bonus,
 * the balance the site's header shows — newest first, each with the balance after it. Built from the
 * ledger's entries on the member's own accounts (docs/modules/wallet-ledger.md, "Member statement").
 */
export const statementPaths = {
  /** `GET ?cursor=&kind=&pageSize=` (member). */
  statement: '/api/v2/statement',
} as const;

/**
 * What a line is. Each ledger transfer kind that moves a member's cash or bonus maps to one of these
 * (`GAME`: one provider or house game round — its stakes, wins and refunds, when nothing else moved
 * the balance in between).
 */
export const statementLineKinds = [
  'DEPOSIT',
  'WITHDRAW',
  'WITHDRAW_RETURNED',
  'BET',
  'WIN',
  'WIN_CORRECTION',
  'BILL_CANCELLED',
  'BILL_REFUNDED',
  'GAME',
  /** One sports ticket: its stake, return, refund and revisions (when nothing else moved between). */
  'SPORTS',
  'BONUS_GRANTED',
  'BONUS_CONVERTED',
  'BONUS_FORFEITED',
  'CASHBACK',
  'REFERRAL',
  'MISSION',
  'YEEKEE_REWARD',
  'ADJUSTMENT',
  'RECEIVABLE_PAID',
] as const;
export type StatementLineKind = (typeof statementLineKinds)[number];

/** The statement's filter (`kind=`): a group of line kinds. */
export const statementFilters = [
  'DEPOSIT',
  'WITHDRAW',
  'LOTTERY',
  'GAME',
  'SPORTS',
  'BONUS',
  'ADJUSTMENT',
] as const;
export type StatementFilter = (typeof statementFilters)[number];
export const statementFilterKinds: Record<StatementFilter, readonly StatementLineKind[]> = {
  DEPOSIT: ['DEPOSIT'],
  WITHDRAW: ['WITHDRAW', 'WITHDRAW_RETURNED'],
  LOTTERY: ['BET', 'WIN', 'WIN_CORRECTION', 'BILL_CANCELLED', 'BILL_REFUNDED', 'YEEKEE_REWARD'],
  GAME: ['GAME'],
  SPORTS: ['SPORTS'],
  BONUS: ['BONUS_GRANTED', 'BONUS_CONVERTED', 'BONUS_FORFEITED', 'CASHBACK', 'REFERRAL', 'MISSION'],
  ADJUSTMENT: ['ADJUSTMENT', 'RECEIVABLE_PAID'],
};

export const STATEMENT_PAGE_SIZE = 25;

export const statementQuerySchema = z.object({
  /** The previous page's `nextCursor` (absent: the newest page). */
  cursor: z
    .string()
    .regex(/^[1-9]\d{0,17}$/, th.statementCursorInvalid)
    .optional(),
  kind: z.enum(statementFilters).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).default(STATEMENT_PAGE_SIZE),
});
export type StatementQuery = z.input<typeof statementQuerySchema>;

export const statementLineSchema = z.object({
  /** Stable while the line exists (the key of its newest ledger entry). */
  id: z.string(),
  kind: z.enum(statementLineKinds),
  /** What the line changed the balance by (cash + bonus), signed: "-90.00", "500.00". */
  amount: moneySchema,
  /** The bonus account's part of `amount`, signed ("0.00" when only cash moved). */
  bonusAmount: moneySchema,
  /** The balance (cash + bonus) right after the line: the ledger's own balance after its last entry. */
  balanceAfter: moneySchema,
  /** When it moved (ISO instant). */
  at: z.string(),
  /** What it belongs to, when the member can recognise it: the bill number, or the game's name. */
  ref: z.string().nullable(),
});
export type StatementLine = z.infer<typeof statementLineSchema>;

export const statementPageSchema = z.object({
  data: z.array(statementLineSchema),
  /** The cursor of the next (older) page; null on the last. */
  nextCursor: z.string().nullable(),
});
export type StatementPage = z.infer<typeof statementPageSchema>;
