import type {
  AdminProduct,
  AdminRoundBill,
  AdminRoundDetail,
  CorrectionPreview,
  ExposureBoard,
  PayoutPreview,
} from '@chokdee/contracts';

/** The staff account `sessionHandlers` answers for `me` (its id decides maker or checker). */
export const ME_ID = '0190a0a0-0000-7000-8000-00000000000a';
export const OTHER_STAFF = { id: '0190a0a0-0000-7000-8000-0000000000bb', username: 'lottery2' };

const limits = (digits: 1 | 2 | 3) => ({
  minBet: '1.00',
  maxBet: { 3: '2000.00', 2: '5000.00', 1: '10000.00' }[digits],
  memberMax: { 3: '10000.00', 2: '20000.00', 1: '50000.00' }[digits],
  liabilityCap: '1000000.00',
  enabled: true,
});

export const hanoiProduct = (overrides: Partial<AdminProduct> = {}): AdminProduct => ({
  code: 'HANOI',
  name: 'ฮานอยปกติ',
  group: 'FOREIGN',
  resultFormat: 'HANOI',
  enabled: true,
  sortOrder: 4,
  schedule: { kind: 'daily', closeTime: '18:10' },
  holidays: [{ date: '2026-12-31', note: 'วันสิ้นปี' }],
  betTypes: [
    { betType: 'THREE_TOP', betName: '3 ตัวบน', payOutPrice: '800', ...limits(3) },
    { betType: 'TWO_TOP', betName: '2 ตัวบน', payOutPrice: '90', ...limits(2) },
    { betType: 'TWO_BOTTOM', betName: '2 ตัวล่าง', payOutPrice: '90', ...limits(2) },
    { betType: 'RUN_TOP', betName: 'วิ่งบน', payOutPrice: '3.2', ...limits(1) },
  ],
  ...overrides,
});

export const gloProduct = (): AdminProduct =>
  hanoiProduct({
    code: 'GLO',
    name: 'หวยรัฐบาลไทย',
    group: 'THAI',
    resultFormat: 'GLO',
    schedule: { kind: 'explicitDates', closeTime: '15:20' },
    holidays: [],
  });

export const ROUND_CODE = 'HANOI20261123';

export const roundDetail = (overrides: Partial<AdminRoundDetail> = {}): AdminRoundDetail => ({
  roundCode: ROUND_CODE,
  productCode: 'HANOI',
  productName: 'ฮานอยปกติ',
  status: 'OPEN',
  openAt: '2026-11-22T11:10:00.000Z',
  closeAt: '2026-11-23T11:10:00.000Z',
  money: { bills: 3, pendingBills: 3, stake: '450.00', win: '0.00', refunded: '0.00', profit: '450.00' },
  resultFormat: 'HANOI',
  result: null,
  derived: null,
  enteredBy: null,
  enteredAt: null,
  confirmedBy: null,
  confirmedAt: null,
  settledAt: null,
  correctionCount: 0,
  cancelReason: null,
  ...overrides,
});

/** A HANOI round with the result 45123 / 00099 entered by `enteredBy`, waiting for the checker. */
export const resultedRound = (enteredBy = OTHER_STAFF): AdminRoundDetail =>
  roundDetail({
    status: 'RESULTED',
    result: { special: '45123', first: '00099' },
    derived: { top3: '123', top2: '23', bottom2: '99' },
    enteredBy,
    enteredAt: '2026-11-23T11:40:00.000Z',
  });

export const exposureBoard = (overrides: Partial<ExposureBoard> = {}): ExposureBoard => ({
  roundCode: ROUND_CODE,
  status: 'OPEN',
  totalStake: '450.00',
  worstCase: [
    { betType: 'TWO_TOP', liability: '9000.00' },
    { betType: 'THREE_TOP', liability: '8000.00' },
  ],
  rows: [
    {
      betType: 'TWO_TOP',
      number: '23',
      stake: '100.00',
      liability: '9000.00',
      liabilityCap: '10000.00',
      capUsed: '0.9000',
      nearCap: true,
      rule: 'REDUCED',
    },
    {
      betType: 'THREE_TOP',
      number: '123',
      stake: '10.00',
      liability: '8000.00',
      liabilityCap: '1000000.00',
      capUsed: '0.0080',
      nearCap: false,
      rule: null,
    },
  ],
  ...overrides,
});

/** What the reads of a round page answer ("GET /path" → data): the round, its board, its numbers, the products. */
export const roundPageReads = (
  round: AdminRoundDetail,
  products = [hanoiProduct()],
): Record<string, unknown> => ({
  [`GET /api/admin/lottery/rounds/${round.roundCode}`]: round,
  [`GET /api/admin/lottery/rounds/${round.roundCode}/exposure`]: exposureBoard({ status: round.status }),
  [`GET /api/admin/lottery/rounds/${round.roundCode}/numbers`]: {
    roundCode: round.roundCode,
    status: round.status,
    rules: [],
  },
  'GET /api/admin/lottery/products': { data: products },
  [`GET /api/admin/lottery/rounds/${round.roundCode}/bills`]: { data: [], total: 0, pageNo: 1, pageSize: 25 },
  [`GET /api/admin/lottery/rounds/${round.roundCode}/result/preview`]: payoutPreview(),
  [`POST /api/admin/lottery/rounds/${round.roundCode}/result/correct/preview`]: correctionPreview(),
});

/** A bill of the round: 2 ตัวล่าง 99 and 3 ตัวบน 123, pending unless overridden. */
export const roundBill = (overrides: Partial<AdminRoundBill> = {}): AdminRoundBill => ({
  billNo: 'B23456789A',
  roundCode: ROUND_CODE,
  createdAt: '2026-11-23T09:15:00.000Z',
  status: 'PENDING',
  total: '15.00',
  win: null,
  member: { id: '0190a0a0-0000-7000-8000-0000000000c1', phone: '081-xxx-5678', name: 'สมชาย ใจดี' },
  lines: [
    {
      lineIndex: 0,
      betType: 'TWO_BOTTOM',
      number: '99',
      stake: '10.00',
      rate: '90',
      outcome: 'PENDING',
      win: null,
    },
    {
      lineIndex: 1,
      betType: 'THREE_TOP',
      number: '123',
      stake: '5.00',
      rate: '800',
      outcome: 'PENDING',
      win: null,
    },
  ],
  ...overrides,
});

/** What confirming 45123 / 00099 would pay. */
export const payoutPreview = (overrides: Partial<PayoutPreview> = {}): PayoutPreview => ({
  roundCode: ROUND_CODE,
  derived: { top3: '123', top2: '23', bottom2: '99' },
  byBetType: [
    { betType: 'THREE_TOP', lines: 1, members: 1, payout: '4000.00' },
    { betType: 'TWO_BOTTOM', lines: 2, members: 2, payout: '1350.00' },
  ],
  total: { lines: 3, bills: 2, members: 2, payout: '5350.00' },
  ...overrides,
});

/** What correcting the result would move: one member short. */
export const correctionPreview = (overrides: Partial<CorrectionPreview> = {}): CorrectionPreview => ({
  roundCode: ROUND_CODE,
  derived: { top3: '124', top2: '24', bottom2: '99' },
  byBetType: [
    {
      betType: 'THREE_TOP',
      stopWinning: { lines: 1, payout: '4000.00' },
      startWinning: { lines: 0, payout: '0.00' },
      net: '-4000.00',
    },
  ],
  net: '-4000.00',
  membersCredited: 0,
  membersDebited: 1,
  creditedTotal: '0.00',
  debitedTotal: '2800.00',
  shortfallTotal: '1200.00',
  owing: [
    {
      member: { id: '0190a0a0-0000-7000-8000-0000000000c1', phone: '081-xxx-5678', name: 'สมชาย ใจดี' },
      owed: '4000.00',
      holds: '2800.00',
      shortfall: '1200.00',
    },
  ],
  ...overrides,
});
