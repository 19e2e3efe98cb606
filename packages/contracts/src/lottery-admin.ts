import { z } from 'zod';
import { pageQuerySchema, pageSchema } from './envelope';
import {
  betTypeSchema,
  derivedResultSchema,
  productGroups,
  rateSchema,
  resultFormatCodes,
  roundStatuses,
} from './lottery';
import { moneySchema, positiveAmountInputSchema } from './money';

/** Back office: products, the rounds calendar, a round's page and its exposure board. */
export const lotteryBoardPaths = {
  products: '/api/admin/lottery/products',
  product: '/api/admin/lottery/products/:code',
  holiday: '/api/admin/lottery/products/:code/holidays/:date',
  rounds: '/api/admin/lottery/rounds',
  round: '/api/admin/lottery/rounds/:roundCode',
  exposure: '/api/admin/lottery/rounds/:roundCode/exposure',
} as const;

export const lotteryBoardHref = {
  product: (code: string) => `/api/admin/lottery/products/${encodeURIComponent(code)}`,
  holiday: (code: string, date: string) =>
    `/api/admin/lottery/products/${encodeURIComponent(code)}/holidays/${encodeURIComponent(date)}`,
  round: (roundCode: string) => `/api/admin/lottery/rounds/${encodeURIComponent(roundCode)}`,
  exposure: (roundCode: string) => `/api/admin/lottery/rounds/${encodeURIComponent(roundCode)}/exposure`,
} as const;

const timeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'เวลาต้องอยู่ในรูปแบบ HH:MM');
const bangkokDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'วันที่ต้องอยู่ในรูปแบบ YYYY-MM-DD');

export const adminBetTypeSchema = z.object({
  betType: betTypeSchema,
  betName: z.string(),
  payOutPrice: rateSchema,
  minBet: moneySchema,
  maxBet: moneySchema,
  /** One member's most per (round, bet type, number). */
  memberMax: moneySchema,
  /** The house's most liability (stake × rate) per (round, bet type, number). */
  liabilityCap: moneySchema,
  enabled: z.boolean(),
});

export const adminProductSchema = z.object({
  code: z.string(),
  name: z.string(),
  group: z.enum(productGroups),
  resultFormat: z.enum(resultFormatCodes),
  enabled: z.boolean(),
  sortOrder: z.number().int(),
  /** The schedule as stored (kind, close time, weekdays…); Yeekee has no single close time. */
  schedule: z.object({
    kind: z.string(),
    closeTime: z.string().optional(),
    days: z.array(z.number()).optional(),
  }),
  holidays: z.array(z.object({ date: z.string(), note: z.string() })),
  betTypes: z.array(adminBetTypeSchema),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;
export const adminProductListSchema = z.object({ data: z.array(adminProductSchema) });

export const productCodeParamsSchema = z.object({ code: z.string().trim().min(1).max(64) });
export const holidayParamsSchema = productCodeParamsSchema.extend({ date: bangkokDateSchema });
export const holidayRequestSchema = z.object({ note: z.string().trim().max(200).default('') });

/**
 * `PATCH …/products/{code}`: every field optional; bet types are changed one by one. A new close time
 * applies to rounds the round job creates from then on (rounds already created keep their times).
 */
export const updateProductRequestSchema = z.object({
  enabled: z.boolean().optional(),
  sortOrder: z.number().int().min(0).max(10_000).optional(),
  closeTime: timeSchema.optional(),
  betTypes: z
    .array(
      z.object({
        betType: betTypeSchema,
        payOutPrice: rateSchema.optional(),
        minBet: positiveAmountInputSchema.optional(),
        maxBet: positiveAmountInputSchema.optional(),
        memberMax: positiveAmountInputSchema.optional(),
        liabilityCap: positiveAmountInputSchema.optional(),
        enabled: z.boolean().optional(),
      }),
    )
    .max(8)
    .optional(),
});
export type UpdateProductRequest = z.input<typeof updateProductRequestSchema>;

/** `GET …/rounds`: the calendar, by close time (Bangkok dates, inclusive). */
export const roundListQuerySchema = pageQuerySchema.extend({
  from: bangkokDateSchema.optional(),
  to: bangkokDateSchema.optional(),
  productCode: z.string().max(64).optional(),
  status: z.enum(roundStatuses).optional(),
  /**
   * `false`: leave out the Yeekee markets' rounds (hundreds a day would bury the rest; the back
   * office asks so by default). Absent or `true`: every product's rounds.
   */
  withYeekee: z.enum(['true', 'false'], { error: 'ตัวเลือกแสดงรอบยี่กีไม่ถูกต้อง' }).optional(),
});

/** Money of a round: what was staked, won and refunded, and the house's result. */
export const roundMoneySchema = z.object({
  bills: z.number().int(),
  pendingBills: z.number().int(),
  stake: moneySchema,
  /** Wins of settled bills. */
  win: moneySchema,
  /** Stakes of cancelled bills (by the member, or the whole round), given back. */
  refunded: moneySchema,
  /**
   * Stake − win − refunded: the house's gross result of the round so far. Before settlement it is the
   * stake itself (no win is counted yet), so the back office shows "ยังไม่ออกผล" instead until SETTLED.
   */
  profit: z.string().regex(/^-?\d+\.\d{2}$/),
});

export const adminRoundRowSchema = z.object({
  roundCode: z.string(),
  productCode: z.string(),
  productName: z.string(),
  status: z.enum(roundStatuses),
  openAt: z.string(),
  /** The scheduled close. */
  closeAt: z.string(),
  /** When staff closed the round before `closeAt` (from the audit log); null when it closed on time or is open. */
  closedEarlyAt: z.string().nullable().optional(),
  money: roundMoneySchema,
});
export type AdminRoundRow = z.infer<typeof adminRoundRowSchema>;
export const adminRoundPageSchema = pageSchema(adminRoundRowSchema);

const staffRefSchema = z.object({ id: z.string(), username: z.string() }).nullable();

/** A round's page in the back office. */
export const adminRoundDetailSchema = adminRoundRowSchema.extend({
  resultFormat: z.enum(resultFormatCodes),
  result: z.record(z.string(), z.unknown()).nullable(),
  derived: derivedResultSchema.nullable(),
  enteredBy: staffRefSchema,
  enteredAt: z.string().nullable(),
  confirmedBy: staffRefSchema,
  confirmedAt: z.string().nullable(),
  settledAt: z.string().nullable(),
  correctionCount: z.number().int(),
  /**
   * The owner's corrections, first first, kept (not only in the correction's answer): what each
   * credited, took back, and could not take back (`shortfallTotal`: now members' receivables).
   */
  corrections: z
    .array(
      z.object({
        correctionNo: z.number().int(),
        reason: z.string(),
        billsChanged: z.number().int(),
        creditedTotal: moneySchema,
        debitedTotal: moneySchema,
        shortfallTotal: moneySchema,
        at: z.string(),
      }),
    )
    .optional(),
  cancelReason: z.string().nullable(),
});
export type AdminRoundDetail = z.infer<typeof adminRoundDetailSchema>;

export const exposureQuerySchema = z.object({
  betType: betTypeSchema.optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(200),
});

/** One (bet type, number) on the exposure board, riskiest first. */
export const exposureRowSchema = z.object({
  betType: betTypeSchema,
  number: z.string(),
  stake: moneySchema,
  /** What the house pays if this number wins: stake × rate, summed over its lines. */
  liability: moneySchema,
  liabilityCap: moneySchema,
  /** liability ÷ cap, 0–1 (4 decimals). */
  capUsed: z.string(),
  /** At or above 80% of the cap. */
  nearCap: z.boolean(),
  rule: z.enum(['CLOSED', 'REDUCED']).nullable(),
});
export const exposureBoardSchema = z.object({
  roundCode: z.string(),
  status: z.enum(roundStatuses),
  totalStake: moneySchema,
  /** The most the house could pay on one number of each bet type. */
  worstCase: z.array(z.object({ betType: betTypeSchema, liability: moneySchema })),
  rows: z.array(exposureRowSchema),
});
export type ExposureBoard = z.infer<typeof exposureBoardSchema>;
