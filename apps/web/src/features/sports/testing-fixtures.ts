import type {
  SportsFixture,
  SportsMarket,
  SportsRules,
  SportsTicket,
  SportsTicketLeg,
} from '@chokdee/contracts';
import type { SlipLeg } from './utils/slip';

export const FIXTURE_ID = '0b6f6a52-6f3c-4bb8-9a5e-3c1b2f3d4e01';
export const OTHER_FIXTURE_ID = '0b6f6a52-6f3c-4bb8-9a5e-3c1b2f3d4e02';

/** A market as the API answers it (for tests). */
export const marketFixture = (overrides: Partial<SportsMarket> & Pick<SportsMarket, 'key'>): SportsMarket => {
  const [period = 'FT', rest = ''] = overrides.key.split('.');
  const type = rest.split(':')[0] as SportsMarket['type'];
  return {
    period: period as SportsMarket['period'],
    type,
    line: null,
    lineName: null,
    main: false,
    status: 'OPEN',
    prices: [],
    ...overrides,
  };
};

/**
 * A pre-match fixture with its main markets, as `GET /fixtures` lists it: home gives 0.5/1 (−0.75) at
 * MY 0.92 / −0.80 (red water), a suspended total, a 1X2 and a first-half handicap (for tests).
 */
export const fixtureFixture = (overrides: Partial<SportsFixture> = {}): SportsFixture => ({
  id: FIXTURE_ID,
  competition: { id: 'c1', name: 'พรีเมียร์ลีก (จำลอง)' },
  home: 'ลิเวอร์พูล',
  away: 'เชลซี',
  kickoffAt: '2026-11-23T13:00:00.000Z',
  status: 'SCHEDULED',
  minute: null,
  score: null,
  halfTime: null,
  redCards: { home: 0, away: 0 },
  simulated: true,
  liveDelaySeconds: 5,
  marketCount: 24,
  markets: [
    marketFixture({
      key: 'FT.AH:-0.75',
      line: '0.5/1',
      lineName: 'ครึ่งควบลูก',
      main: true,
      prices: [
        { outcome: 'HOME', odds: '1.920' },
        { outcome: 'AWAY', odds: '2.250' },
      ],
    }),
    marketFixture({
      key: 'FT.OU:2.75',
      line: '2.5/3',
      main: true,
      status: 'SUSPENDED',
      prices: [
        { outcome: 'OVER', odds: '1.950' },
        { outcome: 'UNDER', odds: '1.950' },
      ],
    }),
    marketFixture({
      key: 'FT.1X2',
      prices: [
        { outcome: 'HOME', odds: '1.850' },
        { outcome: 'DRAW', odds: '3.600' },
        { outcome: 'AWAY', odds: '4.200' },
      ],
    }),
    marketFixture({
      key: '1H.AH:-0.25',
      line: '0/0.5',
      lineName: 'ป.ป',
      main: true,
      prices: [
        { outcome: 'HOME', odds: '1.800' },
        { outcome: 'AWAY', odds: '2.100' },
      ],
    }),
  ],
  ...overrides,
});

/** The rules numbers (for tests): the book's defaults. */
export const rulesFixture = (overrides: Partial<SportsRules> = {}): SportsRules => ({
  rulesVersion: '2026-11-01',
  minStake: '10.00',
  maxLegs: 12,
  maxCombinedOdds: '1000',
  maxPayout: '1000000.00',
  maxStakeTop: '50000.00',
  maxStakeLower: '10000.00',
  livePercent: 50,
  liveDelaySeconds: 5,
  postponeHours: 12,
  revisionHours: 72,
  ...overrides,
});

export const ticketLegFixture = (overrides: Partial<SportsTicketLeg> = {}): SportsTicketLeg => ({
  fixtureId: FIXTURE_ID,
  fixtureName: 'ลิเวอร์พูล v เชลซี (จำลอง)',
  competition: 'พรีเมียร์ลีก (จำลอง)',
  kickoffAt: '2026-11-23T13:00:00.000Z',
  market: 'FT.AH:-0.75',
  marketName: 'แฮนดิแคป เต็มเวลา 0.5/1',
  outcome: 'HOME',
  outcomeName: 'ลิเวอร์พูล',
  odds: '1.920',
  scoreAtPlacement: null,
  result: null,
  factor: null,
  working: null,
  voidReason: null,
  ...overrides,
});

/** A ticket as `POST /tickets` or `GET /tickets/:id` answers it (for tests). */
export const ticketFixture = (overrides: Partial<SportsTicket> = {}): SportsTicket => ({
  id: 't-1',
  ticketNo: 'SB000123',
  kind: 'SINGLE',
  status: 'OPEN',
  stake: '100.00',
  typedStake: '100.00',
  maxPayout: '192.00',
  payout: null,
  combinedOdds: '1.920',
  oddsFormat: 'MY',
  acceptPolicy: 'BETTER',
  rulesVersion: '2026-11-01',
  placedAt: '2026-11-23T12:00:00.000Z',
  acceptedAt: '2026-11-23T12:00:00.000Z',
  settledAt: null,
  rejectReason: null,
  resultSource: null,
  legs: [ticketLegFixture()],
  ...overrides,
});

/** A slip leg on the fixture's main handicap (tests of the slip and its store). */
export const slipLegFixture = (overrides: Partial<SlipLeg> = {}): SlipLeg => ({
  fixtureId: FIXTURE_ID,
  home: 'ลิเวอร์พูล',
  away: 'เชลซี',
  competition: 'พรีเมียร์ลีก',
  market: 'FT.AH:-0.75',
  type: 'AH',
  period: 'FT',
  outcome: 'HOME',
  odds: '1.920',
  changedFrom: null,
  suspended: false,
  live: false,
  liveDelaySeconds: 5,
  ...overrides,
});
