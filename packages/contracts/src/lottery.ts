import { z } from 'zod';
import { pageQuerySchema, pageSchema } from './envelope';
import {
  type BetTypeCode,
  betTypeCodes,
  productGroups,
  resultFormatCodes,
  roundStatuses,
} from './lottery-codes';
import { moneySchema, positiveAmountInputSchema } from './money';

export * from './lottery-codes';

export const betTypeSchema = z.enum(betTypeCodes) satisfies z.ZodType<BetTypeCode>;

/** A payout rate ("บาทละ 900"): a decimal string, e.g. "900" or "3.2". Never a float. */
export const rateSchema = z.string().regex(/^\d+(\.\d{1,4})?$/);

/** A round as members say it ("งวด 1 ธ.ค. 69", "ฮานอยพิเศษ 24/11/69"): `roundName` of `@chokdee/lottery`. */
const roundNameSchema = z.string();

export const roundSummarySchema = z.object({
  roundCode: z.string(),
  roundName: roundNameSchema,
  openAt: z.string(),
  closeAt: z.string(),
  status: z.enum(roundStatuses),
});
export type RoundSummary = z.infer<typeof roundSummarySchema>;

/**
 * A settled round's result as members read it (`GET /api/v2/lotto/results`, and a product's
 * `latestResult`). `result` is the figure the result sheet headlines (`publishedResult`): GLO the
 * 6-digit first prize, LAO the number drawn, HANOI the 5-digit special prize, STOCK the close with
 * thousands separators ("21,792.10"). `drawDate` is the Bangkok date the round belongs to (YYYY-MM-DD).
 */
export const lottoResultSchema = z.object({
  roundCode: z.string(),
  roundName: roundNameSchema,
  productCode: z.string(),
  productName: z.string(),
  drawDate: z.string(),
  result: z.string(),
  top3: z.string(),
  top2: z.string(),
  bottom2: z.string(),
  front3: z.array(z.string()).optional(),
  back3: z.array(z.string()).optional(),
});
export type LottoResult = z.infer<typeof lottoResultSchema>;

/** `GET /api/v2/lotto/results?productCode&pageNo&pageSize`: settled rounds, newest draw first. */
export const lottoResultsQuerySchema = pageQuerySchema.extend({
  productCode: z.string().trim().min(1).max(32).optional(),
});
export const lottoResultsPageSchema = pageSchema(lottoResultSchema);
export type LottoResultsPage = z.infer<typeof lottoResultsPageSchema>;

/** `GET /api/v2/lotto/list` → `data.data[]`. */
export const lottoProductSchema = z.object({
  code: z.string(),
  productName: z.string(),
  group: z.enum(productGroups),
  resultFormat: z.enum(resultFormatCodes),
  logoUrl: z.string(),
  options: z.array(
    z.object({
      betType: betTypeSchema.optional(),
      priceList: z.array(z.object({ betName: z.string(), payOutPrice: rateSchema })),
    }),
  ),
  /** The open round closing first, else the next scheduled one; null when none is ahead. */
  currentRound: roundSummarySchema.nullable(),
  /** The result of the product's latest settled round; null before its first. */
  latestResult: lottoResultSchema.nullable(),
});
export type LottoProduct = z.infer<typeof lottoProductSchema>;
export const lottoListSchema = z.object({ data: z.array(lottoProductSchema) });
export type LottoList = z.infer<typeof lottoListSchema>;

/** `GET /api/v2/lotto/rounds/{roundCode}`. */
export const roundCodeParamsSchema = z.object({ roundCode: z.string().trim().min(1).max(64) });
export const roundDetailSchema = z.object({
  roundCode: z.string(),
  roundName: roundNameSchema,
  productCode: z.string(),
  productName: z.string(),
  status: z.enum(roundStatuses),
  openAt: z.string(),
  closeAt: z.string(),
  betTypes: z.array(
    z.object({
      betType: betTypeSchema,
      betName: z.string(),
      payOutPrice: rateSchema,
      minBet: moneySchema,
      maxBet: moneySchema,
    }),
  ),
  /** Numbers that take no more stakes in this round (restricted by staff, or at the house cap). */
  closedNumbers: z.array(z.object({ betType: betTypeSchema, number: z.string() })),
  /** Numbers paying a reduced rate in this round (เลขอั้น). */
  reducedNumbers: z.array(z.object({ betType: betTypeSchema, number: z.string(), payOutPrice: rateSchema })),
});
export type RoundDetail = z.infer<typeof roundDetailSchema>;

/** `POST /api/v2/lotto/bills` (Idempotency-Key): 1–200 lines, judged all or nothing. */
export const placeBillRequestSchema = z.object({
  roundCode: z.string().trim().min(1).max(64),
  lines: z
    .array(
      z.object({
        betType: betTypeSchema,
        /** Digits as a string: "05" and "5" differ. The bet type's digit count is checked by the server. */
        number: z.string().max(8),
        amount: positiveAmountInputSchema,
      }),
    )
    .min(1)
    .max(200),
});
export type PlaceBillRequest = z.input<typeof placeBillRequestSchema>;

/** 0 = pending, 1 = settled (the history tabs of docs/domain/member-site.md §2), 2 = cancelled. */
export const billStatusCodes = [0, 1, 2] as const;
export type BillStatusCode = (typeof billStatusCodes)[number];

export const billLineSchema = z.object({
  betType: betTypeSchema,
  betName: z.string(),
  number: z.string(),
  amount: moneySchema,
  /** The rate snapshotted when the bill was placed (a reduced-rate number pays its reduced rate). */
  rewardPrice: rateSchema,
  /** amount × rewardPrice: what the line pays if it wins. */
  payOutTotal: moneySchema,
  /** The line's win once the round is settled; null before. */
  winAmount: moneySchema.nullable(),
});
export const billSchema = z.object({
  billNo: z.string(),
  roundCode: z.string(),
  roundName: roundNameSchema,
  name: z.string(),
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  createdDate: z.string(),
  totalOrderAmount: moneySchema,
  totalWinAmount: moneySchema.nullable(),
  lines: z.array(billLineSchema),
});
export type Bill = z.infer<typeof billSchema>;

/** `GET /api/v2/order/history?status=0|1|2&pageNo&pageSize`: pending, settled, cancelled (kept visible). */
export const orderHistoryQuerySchema = pageQuerySchema.extend({
  status: z.coerce
    .number()
    .int()
    .pipe(z.union([z.literal(0), z.literal(1), z.literal(2)])),
});
export const orderHistoryItemSchema = z.object({
  billNo: z.string(),
  name: z.string(),
  roundCode: z.string(),
  roundName: roundNameSchema,
  totalOrderAmount: moneySchema,
  totalWinAmount: moneySchema,
  createdDate: z.string(),
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
});
export type OrderHistoryItem = z.infer<typeof orderHistoryItemSchema>;

export const billNoParamsSchema = z.object({ billNo: z.string().trim().min(1).max(32) });
export const cancelBillResponseSchema = z.object({
  billNo: z.string(),
  status: z.literal(2),
  refund: moneySchema,
});

/** `data` of a refused bill line: which line (0-based) and which of its fields. */
export const billLineErrorDataSchema = z.object({
  lineIndex: z.number().int(),
  field: z.enum(['betType', 'number', 'amount']),
});
export type BillLineErrorData = z.infer<typeof billLineErrorDataSchema>;

/** Staff back office: a round's result, settlement and cancellation (roles lottery, owner). */
export const lotteryAdminPaths = {
  close: '/api/admin/lottery/rounds/:roundCode/close',
  result: '/api/admin/lottery/rounds/:roundCode/result',
  resultVoid: '/api/admin/lottery/rounds/:roundCode/result/void',
  resultConfirm: '/api/admin/lottery/rounds/:roundCode/result/confirm',
  /** Owner only: a settled round's result corrected, every bill re-judged, the differences posted. */
  resultCorrect: '/api/admin/lottery/rounds/:roundCode/result/correct',
  cancel: '/api/admin/lottery/rounds/:roundCode/cancel',
  /** Closed (เลขปิด) and reduced-rate (เลขอั้น) numbers of a round: list, add or change. */
  numbers: '/api/admin/lottery/rounds/:roundCode/numbers',
  number: '/api/admin/lottery/rounds/:roundCode/numbers/:betType/:number',
} as const;

const adminRound = (suffix: string) => (roundCode: string) =>
  `/api/admin/lottery/rounds/${encodeURIComponent(roundCode)}${suffix}`;
export const lotteryAdminHref = {
  close: adminRound('/close'),
  result: adminRound('/result'),
  resultVoid: adminRound('/result/void'),
  resultConfirm: adminRound('/result/confirm'),
  resultCorrect: adminRound('/result/correct'),
  cancel: adminRound('/cancel'),
  numbers: adminRound('/numbers'),
  number: (roundCode: string, betType: BetTypeCode, number: string) =>
    adminRound(`/numbers/${betType}/${encodeURIComponent(number)}`)(roundCode),
} as const;

/**
 * `POST …/result`: the raw result in the product's result format (docs/domain/lottery.md §3), e.g. HANOI
 * `{ special: "12345", first: "67890" }`. Its fields are checked by `parseRawResult` on the server
 * (the format depends on the round's product), so the schema only requires an object.
 */
export const enterResultRequestSchema = z.record(z.string(), z.unknown());

/**
 * The checker's confirmation: `result` is their own typing of the official result, made without
 * seeing the entered one, compared field by field on the server (`RESULT_MISMATCH` names the fields
 * that differ). The back office always sends it; a scripted confirmation (tests, benches, the e2e
 * helpers) that entered the result itself may leave it out.
 */
export const confirmResultRequestSchema = z
  .object({ result: enterResultRequestSchema.optional() })
  .optional();

/** `data` of a `RESULT_MISMATCH`: the raw result's fields the checker typed differently (never the values). */
export const resultMismatchDataSchema = z.object({ fields: z.array(z.string()) });

/** The values every line is judged against. */
export const derivedResultSchema = z.object({
  top3: z.string(),
  top2: z.string(),
  bottom2: z.string(),
  front3: z.array(z.string()).optional(),
  back3: z.array(z.string()).optional(),
});

export const cancelRoundRequestSchema = z.object({
  reason: z.string().trim().min(1, 'กรุณาระบุเหตุผลที่ยกเลิกงวด').max(500, 'เหตุผลยาวเกิน 500 ตัวอักษร'),
});

/** `POST …/result/correct` (owner): the corrected result in the product's format, and why. */
export const correctResultRequestSchema = z.object({
  result: z.record(z.string(), z.unknown()),
  reason: z.string().trim().min(1, 'กรุณาระบุเหตุผลที่แก้ไขผล').max(500, 'เหตุผลยาวเกิน 500 ตัวอักษร'),
});

/** What a correction moved: per member, the difference between the new and the old wins. */
export const correctionOutcomeSchema = z.object({
  /** Bills whose total win changed. */
  billsChanged: z.number().int(),
  membersCredited: z.number().int(),
  membersDebited: z.number().int(),
  creditedTotal: moneySchema,
  debitedTotal: moneySchema,
  /**
   * What could not be taken back because the member's wallet held less (a member account never goes
   * below zero); staff follow it up with the member. Listed per member in the audit row.
   */
  shortfallTotal: moneySchema,
});

/** What every admin round call answers. `settlement` is present after a confirm. */
export const adminRoundSchema = z.object({
  roundCode: z.string(),
  status: z.enum(roundStatuses),
  result: z.record(z.string(), z.unknown()).nullable(),
  derived: derivedResultSchema.nullable(),
  settlement: z
    .object({ billsSettled: z.number().int(), winningBills: z.number().int(), totalWin: moneySchema })
    .optional(),
  refundedBills: z.number().int().optional(),
  correction: correctionOutcomeSchema.optional(),
});
export type AdminRound = z.infer<typeof adminRoundSchema>;

export const numberRuleKinds = ['CLOSED', 'REDUCED'] as const;
/** `PUT …/numbers/{betType}/{number}`: close a number, or make it pay `reducedRate`. */
export const numberRuleRequestSchema = z
  .object({
    kind: z.enum(numberRuleKinds),
    /** Required for REDUCED: the rate the number pays instead of the bet type's. */
    reducedRate: rateSchema.optional(),
  })
  .refine((rule) => (rule.kind === 'REDUCED') === (rule.reducedRate !== undefined), {
    message: 'เลขอั้นต้องระบุอัตราจ่าย และเลขปิดต้องไม่ระบุ',
    path: ['reducedRate'],
  });
/** Most numbers set at once: every 3-digit number (1,000) fits. */
export const NUMBER_RULES_BULK_MAX = 1000;

/**
 * `PUT …/numbers {betType, numbers, kind, reducedRate?}`: close or reduce many numbers of one bet type
 * at once (a pasted list, เลขเบิ้ล, a 19-door set), all or none.
 */
export const numberRulesBulkRequestSchema = z
  .object({
    betType: betTypeSchema,
    numbers: z
      .array(z.string().trim().max(8))
      .min(1, 'กรุณาใส่อย่างน้อย 1 เลข')
      .max(NUMBER_RULES_BULK_MAX, `ใส่ได้ครั้งละไม่เกิน ${NUMBER_RULES_BULK_MAX} เลข`),
    kind: z.enum(numberRuleKinds),
    reducedRate: rateSchema.optional(),
  })
  .refine((rule) => (rule.kind === 'REDUCED') === (rule.reducedRate !== undefined), {
    message: 'เลขอั้นต้องระบุอัตราจ่าย และเลขปิดต้องไม่ระบุ',
    path: ['reducedRate'],
  });
export type NumberRulesBulkRequest = z.input<typeof numberRulesBulkRequestSchema>;
export const numberRuleParamsSchema = roundCodeParamsSchema.extend({
  betType: betTypeSchema,
  number: z.string().max(8),
});
/** A round's restricted numbers as staff manage them. */
export const adminNumberRulesSchema = z.object({
  roundCode: z.string(),
  status: z.enum(roundStatuses),
  rules: z.array(
    z.object({
      betType: betTypeSchema,
      number: z.string(),
      kind: z.enum(numberRuleKinds),
      /** The reduced rate; null for a closed number. */
      payOutPrice: rateSchema.nullable(),
      /** The bet type's normal rate, for comparison. */
      normalPayOutPrice: rateSchema,
    }),
  ),
});
export type AdminNumberRules = z.infer<typeof adminNumberRulesSchema>;
