import { z } from 'zod';
import { pageQuerySchema, pageSchema } from './envelope';
import { betTypeSchema, derivedResultSchema, rateSchema } from './lottery';
import { adminBillStatuses } from './members-admin';
import { staffTh } from './messages';
import { moneySchema } from './money';

/**
 * Back office: a round's bills and winners ("who is behind this number"), and the payout previews —
 * what confirming an entered result would pay, and what correcting a settled one would move. Reads
 * only (docs/modules/lottery.md, "Bills, winners and previews").
 */
export const lotteryRoundBillPaths = {
  bills: '/api/admin/lottery/rounds/:roundCode/bills',
  resultPreview: '/api/admin/lottery/rounds/:roundCode/result/preview',
  /** POST only because the proposed result travels as a body; nothing is written. */
  correctionPreview: '/api/admin/lottery/rounds/:roundCode/result/correct/preview',
} as const;

const roundPath = (suffix: string) => (roundCode: string) =>
  `/api/admin/lottery/rounds/${encodeURIComponent(roundCode)}${suffix}`;
export const lotteryRoundBillHref = {
  bills: roundPath('/bills'),
  resultPreview: roundPath('/result/preview'),
  correctionPreview: roundPath('/result/correct/preview'),
} as const;

/** A signed amount of baht ("-12.50"): a difference that may go either way. */
const signedMoneySchema = z.string().regex(/^-?\d+\.\d{2}$/);

/**
 * `GET …/rounds/{roundCode}/bills?pageNo&pageSize&number&billNo&winners`: `number` keeps the bills
 * with a line on that number (any bet type), `billNo` one bill, `winners=true` the bills that won.
 */
export const roundBillsQuerySchema = pageQuerySchema.extend({
  number: z
    .string()
    .trim()
    .regex(/^\d{1,3}$/, staffTh.lotteryNumberInvalid)
    .optional(),
  billNo: z
    .string()
    .trim()
    .regex(/^B[0-9A-Z]{9}$/, staffTh.billNoInvalid)
    .optional(),
  winners: z.enum(['true', 'false'], { error: staffTh.winnersFilterInvalid }).optional(),
});
export type RoundBillsQuery = z.input<typeof roundBillsQuerySchema>;

/** How a line stands: waiting for settlement, won, lost, or its bill cancelled. */
export const billLineOutcomes = ['PENDING', 'WIN', 'LOSE', 'CANCELLED'] as const;

export const adminBillLineSchema = z.object({
  lineIndex: z.number().int(),
  betType: betTypeSchema,
  number: z.string(),
  stake: moneySchema,
  /** The payout rate copied onto the line when the bill was placed. */
  rate: rateSchema,
  outcome: z.enum(billLineOutcomes),
  /** What the line won: null until its bill is settled. */
  win: moneySchema.nullable(),
});

export const adminRoundBillSchema = z.object({
  billNo: z.string(),
  roundCode: z.string(),
  createdAt: z.string(),
  status: z.enum(adminBillStatuses),
  total: moneySchema,
  /** The bill's win: null until settled. */
  win: moneySchema.nullable(),
  /** The member; the phone masked ("081-xxx-5678"): the member's page has the rest. */
  member: z.object({ id: z.string(), phone: z.string(), name: z.string() }),
  lines: z.array(adminBillLineSchema),
});
export type AdminRoundBill = z.infer<typeof adminRoundBillSchema>;
export const adminRoundBillPageSchema = pageSchema(adminRoundBillSchema);
export type AdminRoundBillPage = z.infer<typeof adminRoundBillPageSchema>;

/** Per bet type: the winning lines, the distinct members holding them, and what they are paid. */
export const payoutPreviewRowSchema = z.object({
  betType: betTypeSchema,
  lines: z.number().int(),
  members: z.number().int(),
  payout: moneySchema,
});

/**
 * `GET …/result/preview`: what confirming the entered result would pay, judged by settlement's own
 * step over the pending bills. `total.members` counts each member once across bet types.
 */
export const payoutPreviewSchema = z.object({
  roundCode: z.string(),
  derived: derivedResultSchema,
  byBetType: z.array(payoutPreviewRowSchema),
  total: z.object({
    lines: z.number().int(),
    bills: z.number().int(),
    members: z.number().int(),
    payout: moneySchema,
  }),
});
export type PayoutPreview = z.infer<typeof payoutPreviewSchema>;

/** `POST …/result/correct/preview {result}`: the proposed result in the product's format. */
export const correctionPreviewRequestSchema = z.object({ result: z.record(z.string(), z.unknown()) });

/**
 * What a correction to the proposed result would move: per bet type the lines that stop and start
 * winning; per member the difference the correction posts; and the members who would owe more than
 * their wallet (cash and bonus) holds — the shortfall would become their receivable.
 */
export const correctionPreviewSchema = z.object({
  roundCode: z.string(),
  derived: derivedResultSchema,
  byBetType: z.array(
    z.object({
      betType: betTypeSchema,
      stopWinning: z.object({ lines: z.number().int(), payout: moneySchema }),
      startWinning: z.object({ lines: z.number().int(), payout: moneySchema }),
      /** New wins − old wins of the bet type (lines that win under both count their difference). */
      net: signedMoneySchema,
    }),
  ),
  /** New wins − old wins of the round: positive, the house pays more. */
  net: signedMoneySchema,
  membersCredited: z.number().int(),
  membersDebited: z.number().int(),
  creditedTotal: moneySchema,
  debitedTotal: moneySchema,
  shortfallTotal: moneySchema,
  /** Members whose claw-back their wallet would not cover, largest shortfall first. */
  owing: z.array(
    z.object({
      member: z.object({ id: z.string(), phone: z.string(), name: z.string() }),
      owed: moneySchema,
      holds: moneySchema,
      shortfall: moneySchema,
    }),
  ),
});
export type CorrectionPreview = z.infer<typeof correctionPreviewSchema>;

/** A phone as the bills list shows it: "0812345678" → "081-xxx-5678". */
export const maskPhone = (phone: string): string =>
  phone.length >= 7 ? `${phone.slice(0, 3)}-${'x'.repeat(phone.length - 7)}-${phone.slice(-4)}` : phone;
