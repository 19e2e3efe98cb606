import type {
  LottoProduct,
  LottoResult,
  RoundDetail,
  YeekeeMarket,
  YeekeeRoundDetail,
  YeekeeRoundItem,
} from '@chokdee/contracts';

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

/** A Yeekee market as `GET /api/v2/lotto/yeekee/markets` answers it (for tests): the defaults of docs/domain/yeekee.md. */
export const yeekeeMarketFixture = (overrides: Partial<YeekeeMarket> = {}): YeekeeMarket => ({
  code: 'YK',
  name: 'จับยี่กี',
  roundsPerDay: 88,
  roundMinutes: 15,
  firstCloseTime: '06:00',
  shootWindowSeconds: 120,
  minShots: 20,
  maxShotsPerMember: 100,
  shotCooldownSeconds: 3,
  formula: 'SEEDED',
  subtractPosition: 16,
  shooterRewards: { enabled: false, positions: [], amount: '0.00', minStake: '0.00' },
  ...overrides,
});

const MINUTE = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();

/**
 * A Yeekee round item whose times sit around `now` (for tests): `closesInMs` from now, opened 15 min
 * before its close, frozen 2 min after it. The phase is the one those times give.
 */
export const yeekeeRoundItemFixture = (
  roundNo: number,
  {
    closesInMs,
    now = Date.now(),
    ...overrides
  }: Partial<YeekeeRoundItem> & { closesInMs: number; now?: number },
): YeekeeRoundItem => {
  const closeAt = now + closesInMs;
  const openAt = closeAt - 15 * MINUTE;
  const freezeAt = closeAt + 2 * MINUTE;
  const phase =
    now < openAt ? 'SCHEDULED' : now < closeAt ? 'BETTING' : now < freezeAt ? 'SHOOTING' : 'FROZEN';
  return {
    roundCode: `YK20261124${String(roundNo).padStart(2, '0')}`,
    roundNo,
    roundName: `จับยี่กี รอบที่ ${roundNo} 24/11/69`,
    businessDate: '2026-11-24',
    status: now < openAt ? 'SCHEDULED' : now < closeAt ? 'OPEN' : 'CLOSED',
    phase,
    openAt: iso(openAt),
    closeAt: iso(closeAt),
    freezeAt: iso(freezeAt),
    shotCount: 0,
    result: null,
    voidReason: null,
    ...overrides,
  };
};

/** A Yeekee round's detail (for tests): round 12 of YK, open for betting (closes in 5 min) unless overridden. */
export const yeekeeRoundDetailFixture = (
  overrides: Partial<YeekeeRoundDetail> & { closesInMs?: number; now?: number } = {},
): YeekeeRoundDetail => {
  const { closesInMs = 5 * MINUTE, now = Date.now(), ...rest } = overrides;
  return {
    ...yeekeeRoundItemFixture(12, { closesInMs, now }),
    marketCode: 'YK',
    marketName: 'จับยี่กี',
    serverTime: iso(now),
    formula: 'SEEDED',
    minShots: 20,
    maxShotsPerMember: 100,
    shotCooldownSeconds: 3,
    subtractPosition: 16,
    sum: '0',
    lastSeq: 0,
    seedCommitment: 'ab'.repeat(32),
    myShotCount: 0,
    nextShotAt: null,
    ...rest,
  };
};
