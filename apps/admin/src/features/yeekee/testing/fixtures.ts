import {
  type AdminYeekeeMarket,
  type AdminYeekeeRound,
  type AdminYeekeeShotPage,
  yeekeeMarketDefaults,
} from '@chokdee/contracts';

/** The demo's 15-minute market with the defaults of docs/domain/yeekee.md; rewards off as the server stores them (zeros). */
export const ykMarket = (overrides: Partial<AdminYeekeeMarket> = {}): AdminYeekeeMarket => ({
  code: 'YK',
  name: 'จับยี่กี',
  isEnabled: true,
  ...yeekeeMarketDefaults,
  shooterRewards: { enabled: false, positions: [], amount: '0.00', minStake: '0.00' },
  createdAt: '2026-11-20T00:00:00.000Z',
  updatedAt: '2026-11-20T00:00:00.000Z',
  ...overrides,
});

/** The 5-minute market, classic formula, rewards on for the last shot. */
export const yk5Market = (): AdminYeekeeMarket =>
  ykMarket({
    code: 'YK5',
    name: 'ยี่กี 5 นาที',
    roundsPerDay: 288,
    roundMinutes: 5,
    formula: 'CLASSIC',
    isEnabled: false,
    shooterRewards: { enabled: true, positions: [1], amount: '50.00', minStake: '20.00' },
  });

export const BUSINESS_DATE = '2026-11-24';

/** Round `n` of YK on 2026-11-24: closes 06:00 + (n−1)×15 min Bangkok (23:00 UTC the day before). */
export const ykRound = (roundNo: number, overrides: Partial<AdminYeekeeRound> = {}): AdminYeekeeRound => {
  const closeMs = Date.parse('2026-11-23T23:00:00.000Z') + (roundNo - 1) * 15 * 60_000;
  const iso = (ms: number) => new Date(ms).toISOString();
  return {
    roundCode: `YK20261124${String(roundNo).padStart(2, '0')}`,
    roundNo,
    roundName: `จับยี่กี รอบที่ ${roundNo}`,
    businessDate: BUSINESS_DATE,
    status: 'SETTLED',
    phase: 'RESULTED',
    openAt: iso(closeMs - 15 * 60_000),
    closeAt: iso(closeMs),
    freezeAt: iso(closeMs + 120_000),
    shotCount: 1234,
    result: { r: '09036', top3: '036', bottom2: '09' },
    voidReason: null,
    formula: 'SEEDED',
    bettors: 12,
    bills: 30,
    stake: '1500.00',
    paid: '900.00',
    profit: '600.00',
    shooters: 40,
    rewardsPaid: '0.00',
    ...overrides,
  };
};

/** A page of a round's shots, `member` filled (the owner's view) or not. */
export const shotPage = (
  seqs: number[],
  {
    count,
    nextAfterSeq,
    withMember = false,
  }: { count: number; nextAfterSeq: number | null; withMember?: boolean },
): AdminYeekeeShotPage => ({
  roundCode: 'YK2026112401',
  count,
  nextAfterSeq,
  shots: seqs.map((seq) => ({
    seq,
    number: String(10_000 + seq).padStart(5, '0'),
    name: 'สม***',
    receivedAt: new Date(Date.parse('2026-11-23T22:59:00.000Z') + seq * 1_001).toISOString(),
    member: withMember
      ? {
          memberId: `0190a0a0-0000-7000-8000-${String(seq).padStart(12, '0')}`,
          phone: '0812345678',
          fullName: 'สมชาย ใจดี',
        }
      : null,
  })),
});
