import type { LottoProduct, LottoResult, RoundDetail } from '@chokdee/contracts';

/** A round as `GET /api/v2/lotto/rounds/{roundCode}` answers it (for tests). */
export const roundFixture = (overrides: Partial<RoundDetail> = {}): RoundDetail => ({
  roundCode: 'LAO20261123',
  roundName: 'หวยลาวพัฒนา 23/11/69',
  productCode: 'LAO',
  productName: 'หวยลาวพัฒนา',
  status: 'OPEN',
  openAt: '2026-11-22T13:00:00.000Z',
  closeAt: '2099-11-23T13:00:00.000Z',
  betTypes: [
    { betType: 'THREE_TOP', betName: '3 ตัวบน', payOutPrice: '800', minBet: '1.00', maxBet: '1000.00' },
    { betType: 'TWO_TOP', betName: '2 ตัวบน', payOutPrice: '90', minBet: '1.00', maxBet: '1000.00' },
    { betType: 'TWO_BOTTOM', betName: '2 ตัวล่าง', payOutPrice: '90', minBet: '1.00', maxBet: '1000.00' },
    { betType: 'RUN_TOP', betName: 'วิ่งบน', payOutPrice: '3.2', minBet: '1.00', maxBet: '1000.00' },
  ],
  closedNumbers: [],
  reducedNumbers: [],
  ...overrides,
});

/** A settled round's result as `GET /api/v2/lotto/results` answers it (for tests). */
export const resultFixture = (overrides: Partial<LottoResult> = {}): LottoResult => ({
  roundCode: 'LAO20261120',
  roundName: 'หวยลาวพัฒนา 20/11/69',
  productCode: 'LAO',
  productName: 'หวยลาวพัฒนา',
  drawDate: '2026-11-20',
  result: '129813',
  top3: '813',
  top2: '13',
  bottom2: '98',
  ...overrides,
});

/** A product as `GET /api/v2/lotto/list` answers it (for tests): no round and no result unless given. */
export const productFixture = (overrides: Partial<LottoProduct> = {}): LottoProduct => ({
  code: 'LAO',
  productName: 'หวยลาวพัฒนา',
  group: 'FOREIGN',
  resultFormat: 'LAO',
  logoUrl: '',
  options: [],
  currentRound: null,
  latestResult: null,
  ...overrides,
});
