import type { SportsAdminFixture, SportsBoardRow, SportsTickerRow } from '@chokdee/contracts';

export const FIXTURE_ID = '0190a0a0-0000-7000-8000-0000000000f1';
export const MEMBER_ID = '0190a0a0-0000-7000-8000-0000000000b1';

export const boardRow = (overrides: Partial<SportsBoardRow> = {}): SportsBoardRow => ({
  id: FIXTURE_ID,
  competition: 'ไทยลีก',
  home: 'บุรีรัมย์',
  away: 'ท่าเรือ',
  kickoffAt: '2026-12-08T12:30:00.000Z',
  status: 'LIVE',
  minute: 37,
  score: { home: 1, away: 0 },
  simulated: false,
  source: 'ฟีดจำลอง',
  betStop: false,
  feedAgeSeconds: 3,
  openMarkets: 8,
  suspendedMarkets: 1,
  stake: '12500.00',
  worstLiability: '45000.00',
  liabilityCap: '300000.00',
  resultPending: false,
  ...overrides,
});

type AdminMarket = SportsAdminFixture['markets'][number];

export const adminMarket = (overrides: Partial<AdminMarket> = {}): AdminMarket => ({
  key: 'FT.AH:-0.75',
  period: 'FT',
  type: 'AH',
  line: '0.5/1',
  lineName: 'ครึ่งควบลูก',
  main: true,
  status: 'OPEN',
  prices: [
    { outcome: 'HOME', odds: '1.920' },
    { outcome: 'AWAY', odds: '2.250' },
  ],
  feedPrices: [
    { outcome: 'HOME', odds: '1.950' },
    { outcome: 'AWAY', odds: '2.300' },
  ],
  priceVersion: 3,
  pricedAt: '2026-12-08T12:00:00.000Z',
  holds: [],
  liability: '45000.00',
  liabilityCap: '300000.00',
  stake: '9000.00',
  tickets: 12,
  ...overrides,
});

export const adminFixture = (overrides: Partial<SportsAdminFixture> = {}): SportsAdminFixture => ({
  id: FIXTURE_ID,
  competition: { id: 'c1', name: 'ไทยลีก' },
  home: 'บุรีรัมย์',
  away: 'ท่าเรือ',
  kickoffAt: '2026-12-08T12:30:00.000Z',
  status: 'ENDED',
  minute: null,
  score: { home: 2, away: 1 },
  halfTime: { home: 1, away: 0 },
  redCards: { home: 0, away: 0 },
  simulated: true,
  liveDelaySeconds: 5,
  markets: [
    adminMarket(),
    adminMarket({
      key: 'FT.OU:2.5',
      type: 'OU',
      line: '2.5',
      lineName: null,
      main: true,
      status: 'SUSPENDED',
      holds: ['FEED_SILENCE', 'OPERATOR: ทีมแจ้งเปลี่ยนตัว'],
      prices: [
        { outcome: 'OVER', odds: '1.900' },
        { outcome: 'UNDER', odds: '1.950' },
      ],
      feedPrices: null,
    }),
  ],
  marketCount: 2,
  source: 'ฟีดจำลอง',
  lastFeedAt: '2026-12-08T14:25:00.000Z',
  betStop: false,
  liability: {
    worst: '60000.00',
    cap: '900000.00',
    byMarket: [
      {
        key: 'FT.AH:-0.75',
        scenarios: [
          { scenario: '-1', net: '-8000.00' },
          { scenario: '0', net: '-3000.00' },
          { scenario: '+1', net: '45000.00' },
          { scenario: '+2', net: '12000.00' },
        ],
      },
    ],
  },
  result: {
    enterable: true,
    feed: { ft: { home: 2, away: 1 }, ht: { home: 1, away: 0 } },
    confirmed: null,
    pending: null,
  },
  ...overrides,
});

/** A result entered by `enteredBy`, awaiting the second staff member, with its payout preview. */
export const pendingResult = (enteredBy = 'trader2'): SportsAdminFixture['result'] => ({
  enterable: true,
  feed: { ft: { home: 2, away: 1 }, ht: { home: 1, away: 0 } },
  confirmed: {
    ft: { home: 2, away: 2 },
    ht: { home: 1, away: 0 },
    revision: 1,
    source: 'ฟีดจำลอง',
    confirmedAt: '2026-12-08T14:40:00.000Z',
  },
  pending: {
    ft: { home: 2, away: 1 },
    ht: { home: 1, away: 0 },
    revision: 2,
    enteredBy,
    enteredAt: '2026-12-08T15:00:00.000Z',
    preview: [
      { ticketNo: 'SB000123', member: '0812345678', before: '0.00', after: '1920.00', difference: '1920.00' },
      {
        ticketNo: 'SB000124',
        member: '0899999999',
        before: '2250.00',
        after: '0.00',
        difference: '-2250.00',
      },
    ],
  },
});

export const tickerRow = (overrides: Partial<SportsTickerRow> = {}): SportsTickerRow => ({
  id: '0190a0a0-0000-7000-8000-0000000000t1',
  ticketNo: 'SB000123',
  kind: 'SINGLE',
  status: 'OPEN',
  stake: '1000.00',
  typedStake: '1000.00',
  maxPayout: '1920.00',
  payout: null,
  combinedOdds: '1.920',
  oddsFormat: 'MY',
  acceptPolicy: 'BETTER',
  rulesVersion: '1',
  placedAt: '2026-12-08T12:25:00.000Z',
  acceptedAt: '2026-12-08T12:25:00.000Z',
  settledAt: null,
  rejectReason: null,
  resultSource: null,
  legs: [
    {
      fixtureId: FIXTURE_ID,
      fixtureName: 'บุรีรัมย์ พบ ท่าเรือ',
      competition: 'ไทยลีก',
      kickoffAt: '2026-12-08T12:30:00.000Z',
      market: 'FT.AH:-0.75',
      marketName: 'แฮนดิแคป เต็มเวลา 0.5/1',
      outcome: 'HOME',
      outcomeName: 'บุรีรัมย์',
      odds: '1.920',
      scoreAtPlacement: null,
      result: null,
      factor: null,
      working: null,
      voidReason: null,
    },
  ],
  memberId: MEMBER_ID,
  member: '0812345678',
  flags: ['LARGE', 'NEAR_KICKOFF'],
  voidRequest: null,
  ...overrides,
});
