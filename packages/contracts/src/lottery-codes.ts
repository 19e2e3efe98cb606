/**
 * The lottery's codes and API paths, kept free of zod (lottery.ts holds the schemas and re-exports
 * these) so the member app's lottery list and buy page can name them without evaluating every
 * contract schema on their first load.
 */

/**
 * Bet-type codes on the wire (docs/domain/lottery.md §2). `packages/lottery` keeps its own list (contracts
 * imports zod only); a server test asserts that the two are equal.
 */
export const betTypeCodes = [
  'THREE_TOP',
  'THREE_TOD',
  'THREE_FRONT',
  'THREE_BACK',
  'TWO_TOP',
  'TWO_BOTTOM',
  'RUN_TOP',
  'RUN_BOTTOM',
] as const;
export type BetTypeCode = (typeof betTypeCodes)[number];

export const productGroups = ['THAI', 'FOREIGN', 'STOCK', 'YEEKEE'] as const;
export type ProductGroup = (typeof productGroups)[number];
export const resultFormatCodes = ['GLO', 'LAO', 'HANOI', 'STOCK', 'TOP_BOTTOM', 'YEEKEE'] as const;
export type ResultFormatCode = (typeof resultFormatCodes)[number];
/** Round life (docs/domain/lottery.md §3). */
export const roundStatuses = ['SCHEDULED', 'OPEN', 'CLOSED', 'RESULTED', 'SETTLED', 'CANCELLED'] as const;
export type RoundStatus = (typeof roundStatuses)[number];
/** A round's status as staff read it (the back office and the server's CSV exports). */
export const roundStatusNames: Record<RoundStatus, string> = {
  SCHEDULED: 'ยังไม่เปิดรับ',
  OPEN: 'เปิดรับแทง',
  CLOSED: 'ปิดรับแล้ว รอผล',
  RESULTED: 'บันทึกผลแล้ว',
  SETTLED: 'จ่ายรางวัลแล้ว',
  CANCELLED: 'ยกเลิกแล้ว',
};

export const lotteryPaths = {
  list: '/api/v2/lotto/list',
  results: '/api/v2/lotto/results',
  round: '/api/v2/lotto/rounds/:roundCode',
  placeBill: '/api/v2/lotto/bills',
  orderHistory: '/api/v2/order/history',
  bill: '/api/v2/order/:billNo',
  cancelBill: '/api/v2/order/:billNo/cancel',
} as const;

/** Fills `:params` of a path. */
export const lotteryHref = {
  round: (roundCode: string) => `/api/v2/lotto/rounds/${encodeURIComponent(roundCode)}`,
  bill: (billNo: string) => `/api/v2/order/${encodeURIComponent(billNo)}`,
  cancelBill: (billNo: string) => `/api/v2/order/${encodeURIComponent(billNo)}/cancel`,
} as const;
