import { z } from 'zod';
import { amountInputSchema, moneySchema } from './money';

/**
 * The house sportsbook (docs/domain/sportsbook.md): football fixtures with Asian-handicap, over/under,
 * 1X2, odd/even and correct-score markets for full time (FT) and the first half (1H); singles
 * (บอลเต็ง) and parlays (บอลสเต็ป) of 2–12 legs. Odds travel as decimal strings with three places
 * (`"1.920"`); members choose how they are shown. Market keys are `FT.AH:-0.25`, `FT.OU:2.5`,
 * `FT.1X2`, `1H.OE`, `FT.CS` (packages/sportsbook `market-key.ts`).
 */

export const sportsPaths = {
  /** `GET ?day=today|tomorrow|YYYY-MM-DD&live=true`: fixtures of a Bangkok day (or live now), with their main markets. */
  fixtures: '/api/v2/sports/fixtures',
  /** `GET`: one fixture with every market. */
  fixture: '/api/v2/sports/fixtures/:id',
  /** `POST` (member, Idempotency-Key): places a ticket; `GET ?status=OPEN|SETTLED`: the member's tickets. */
  tickets: '/api/v2/sports/tickets',
  /** `GET` (member): one ticket with its legs and the working. */
  ticket: '/api/v2/sports/tickets/:id',
  /** `GET`: the numbers of the rules page and the slip (limits, live delay, postponement window, version). */
  rules: '/api/v2/sports/rules',

  /** `GET ?day=&live=` (trader): the live board; `POST` a fixture entered by hand (a local league). */
  adminFixtures: '/api/admin/sports/fixtures',
  /** `GET` (trader): a fixture with house and feed prices, holds, the liability grid and the result desk. */
  adminFixture: '/api/admin/sports/fixtures/:id',
  /** `PUT` (trader): the house's prices of the fixture's markets (a market left out keeps its prices). */
  adminMarkets: '/api/admin/sports/fixtures/:id/markets',
  /** `POST` (trader): suspend, close or reopen one market or every market of the fixture, with a reason. */
  adminMarketControl: '/api/admin/sports/fixtures/:id/markets/control',
  /** `POST` (trader): enters a result (or, once settled, a revision) for a second staff member to confirm. */
  adminResult: '/api/admin/sports/fixtures/:id/result',
  /** `POST` (a second trader or the owner): confirms the entered result; settlement then runs by itself. */
  adminResultConfirm: '/api/admin/sports/fixtures/:id/result/confirm',
  /** `GET ?fixtureId=&memberId=&flagged=true&pageNo=&pageSize=` (trader): the bet ticker, newest first. */
  adminTickets: '/api/admin/sports/tickets',
  /** `POST` (trader): asks to void a ticket under the obvious-error rule (a second staff member approves). */
  adminTicketVoid: '/api/admin/sports/tickets/:id/void',
  /** `POST` (a second trader or the owner): approves the asked void; the stake goes back with the reason. */
  adminTicketVoidConfirm: '/api/admin/sports/tickets/:id/void/confirm',
  /** `GET` / `PUT {stakeFactor, reason}` (trader): a member's risk card. */
  adminMemberRisk: '/api/admin/sports/members/:id/risk',
  /** `GET ?from=&to=` (owner, finance, trader): turnover, GGR and margin by 11:00 business day, competition and market. */
  adminReport: '/api/admin/sports/reports',
} as const;

const withId = (path: string, id: string) => path.replace(':id', encodeURIComponent(id));
export const sportsHref = {
  fixture: (id: string) => withId(sportsPaths.fixture, id),
  ticket: (id: string) => withId(sportsPaths.ticket, id),
  adminFixture: (id: string) => withId(sportsPaths.adminFixture, id),
  adminMarkets: (id: string) => withId(sportsPaths.adminMarkets, id),
  adminMarketControl: (id: string) => withId(sportsPaths.adminMarketControl, id),
  adminResult: (id: string) => withId(sportsPaths.adminResult, id),
  adminResultConfirm: (id: string) => withId(sportsPaths.adminResultConfirm, id),
  adminTicketVoid: (id: string) => withId(sportsPaths.adminTicketVoid, id),
  adminTicketVoidConfirm: (id: string) => withId(sportsPaths.adminTicketVoidConfirm, id),
  adminMemberRisk: (id: string) => withId(sportsPaths.adminMemberRisk, id),
};

/**
 * Live prices and scores over Socket.IO: a member socket sends `sports.join` (acked `{ok}`) to get
 * `sports.fixture` pushes (payload: a `SportsFixture` with every market) whenever a fixture's score,
 * status or prices change, until `sports.leave`. A member's own ticket that is accepted, rejected or
 * settled comes as `sports.ticket` (payload: the `SportsTicket`). Pushes are hints: every fact is
 * also read by REST.
 */
export const sportsSocketEvents = {
  join: 'sports.join',
  leave: 'sports.leave',
  fixture: 'sports.fixture',
  ticket: 'sports.ticket',
} as const;

export const sportsFixtureStatuses = [
  'SCHEDULED',
  'LIVE',
  'HALF_TIME',
  'ENDED',
  'POSTPONED',
  'INTERRUPTED',
  'ABANDONED',
  'CANCELLED',
] as const;
export type SportsFixtureStatus = (typeof sportsFixtureStatuses)[number];

export const sportsMarketStatuses = ['OPEN', 'SUSPENDED', 'CLOSED', 'SETTLED', 'VOID'] as const;
export type SportsMarketStatus = (typeof sportsMarketStatuses)[number];

export const sportsLegResults = ['WIN', 'HALF_WIN', 'PUSH', 'HALF_LOSE', 'LOSE', 'VOID'] as const;
export type SportsLegResult = (typeof sportsLegResults)[number];

/** PENDING: a live bet in its delay (รอยืนยัน); REJECTED: refused at the end of the delay. */
export const sportsTicketStatuses = ['PENDING', 'OPEN', 'SETTLED', 'REJECTED'] as const;
export type SportsTicketStatus = (typeof sportsTicketStatuses)[number];

/** How the member takes a price that moved before the ticket was accepted (default BETTER). */
export const sportsAcceptPolicies = ['NONE', 'BETTER', 'ANY'] as const;
export type SportsAcceptPolicy = (typeof sportsAcceptPolicies)[number];

export const sportsOddsFormats = ['MY', 'HK', 'ID', 'EU'] as const;
export type SportsOddsFormat = (typeof sportsOddsFormats)[number];

/** Thai texts shared by the member app, the back office and the server's answers. */
export const sportsTh = {
  simulated: 'จำลอง',
  periods: { FT: 'เต็มเวลา', '1H': 'ครึ่งแรก' },
  marketTypes: { AH: 'แฮนดิแคป', OU: 'สูง/ต่ำ', '1X2': '1X2', OE: 'คี่/คู่', CS: 'ผลสกอร์' },
  outcomes: { OVER: 'สูง', UNDER: 'ต่ำ', DRAW: 'เสมอ', ODD: 'คี่', EVEN: 'คู่', OTHER: 'อื่นๆ' },
  results: {
    WIN: 'ชนะ',
    HALF_WIN: 'ชนะครึ่ง',
    PUSH: 'เสมอ (คืนทุน)',
    HALF_LOSE: 'เสียครึ่ง',
    LOSE: 'เสีย',
    VOID: 'ยกเลิก (คืนทุน)',
  },
  fixtureStatuses: {
    SCHEDULED: 'ยังไม่เริ่ม',
    LIVE: 'กำลังแข่ง',
    HALF_TIME: 'พักครึ่ง',
    ENDED: 'จบการแข่งขัน',
    POSTPONED: 'เลื่อนการแข่งขัน',
    INTERRUPTED: 'หยุดชั่วคราว',
    ABANDONED: 'ยกเลิกกลางคัน',
    CANCELLED: 'ยกเลิกการแข่งขัน',
  },
  ticketStatuses: { PENDING: 'รอยืนยัน', OPEN: 'รอผล', SETTLED: 'ประกาศผลแล้ว', REJECTED: 'ไม่รับบิล' },
  kinds: { SINGLE: 'บอลเต็ง', PARLAY: 'บอลสเต็ป' },
  liveRejects: {
    BET_STOP: 'ราคาปิดรับชั่วคราวระหว่างรอยืนยัน',
    GOAL: 'มีการทำประตูระหว่างรอยืนยัน',
    CARD: 'มีใบแดงระหว่างรอยืนยัน',
    ODDS_CHANGED: 'ราคาเปลี่ยนเกินกว่าที่ตั้งค่าไว้ระหว่างรอยืนยัน',
    MARKET_CLOSED: 'ราคาปิดรับระหว่างรอยืนยัน',
  },
  voidReasons: {
    POSTPONED: 'การแข่งขันเลื่อนเกินเวลาที่กำหนด',
    ABANDONED: 'การแข่งขันยุติก่อนตัดสินผลตลาดนี้',
    CANCELLED: 'การแข่งขันถูกยกเลิก',
    EARLY_KICKOFF: 'แทงหลังเวลาเริ่มแข่งจริง (เริ่มก่อนกำหนด)',
    VENUE: 'เปลี่ยนสนามไปต่างประเทศ',
    MARKET_VOID: 'ตลาดนี้ถูกยกเลิก',
    OBVIOUS_ERROR: 'ราคาผิดพลาดชัดเจน',
  },
} as const;

// ---------------------------------------------------------------------------------------------
// Member calls
// ---------------------------------------------------------------------------------------------

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
export const sportsFixturesQuerySchema = z.object({
  day: z
    .union([z.literal('today'), z.literal('tomorrow'), z.string().regex(DAY_PATTERN)], {
      error: 'วันที่ไม่ถูกต้อง',
    })
    .optional(),
  live: z.enum(['true', 'false'], { error: 'ค่า live ไม่ถูกต้อง' }).optional(),
});
export type SportsFixturesQuery = z.infer<typeof sportsFixturesQuerySchema>;

export const sportsScoreSchema = z.object({ home: z.number().int().min(0), away: z.number().int().min(0) });
export type SportsScore = z.infer<typeof sportsScoreSchema>;

export const sportsPriceSchema = z.object({ outcome: z.string(), odds: z.string() });
export type SportsPrice = z.infer<typeof sportsPriceSchema>;

export const sportsMarketSchema = z.object({
  key: z.string(),
  period: z.enum(['FT', '1H']),
  type: z.enum(['AH', 'OU', '1X2', 'OE', 'CS']),
  /** The line as Thai tables write it ("0.5/1"), null for markets without one. */
  line: z.string().nullable(),
  /** The handicap's Thai name (ครึ่งควบลูก), null when it has none. */
  lineName: z.string().nullable(),
  /** The main AH or O/U line of the period. */
  main: z.boolean(),
  status: z.enum(sportsMarketStatuses),
  prices: z.array(sportsPriceSchema),
});
export type SportsMarket = z.infer<typeof sportsMarketSchema>;

export const sportsFixtureSchema = z.object({
  id: z.string(),
  competition: z.object({ id: z.string(), name: z.string() }),
  home: z.string(),
  away: z.string(),
  kickoffAt: z.string(),
  status: z.enum(sportsFixtureStatuses),
  minute: z.number().int().nullable(),
  score: sportsScoreSchema.nullable(),
  halfTime: sportsScoreSchema.nullable(),
  redCards: sportsScoreSchema,
  /** A fictional match of the simulated feed: shown labelled จำลอง. */
  simulated: z.boolean(),
  /** Seconds a live bet waits before it is accepted (รอยืนยัน). */
  liveDelaySeconds: z.number().int(),
  /** On the list: the main markets only; on the fixture page: every market. */
  markets: z.array(sportsMarketSchema),
  marketCount: z.number().int(),
});
export type SportsFixture = z.infer<typeof sportsFixtureSchema>;
export const sportsFixtureListSchema = z.array(sportsFixtureSchema);

const oddsTextSchema = z
  .string({ error: 'ราคาไม่ถูกต้อง' })
  .trim()
  .regex(/^\d{1,4}(\.\d{1,3})?$/, 'ราคาไม่ถูกต้อง');

export const sportsLegInputSchema = z.object({
  fixtureId: z.uuid({ error: 'ไม่พบคู่แข่งขันนี้' }),
  market: z.string({ error: 'ตลาดไม่ถูกต้อง' }).trim().min(1, 'ตลาดไม่ถูกต้อง').max(20, 'ตลาดไม่ถูกต้อง'),
  outcome: z.string({ error: 'ตัวเลือกไม่ถูกต้อง' }).trim().min(1, 'ตัวเลือกไม่ถูกต้อง').max(10, 'ตัวเลือกไม่ถูกต้อง'),
  /** The decimal price the member saw. */
  odds: oddsTextSchema,
});
export type SportsLegInput = z.infer<typeof sportsLegInputSchema>;

/** `stake`: the amount deducted (ยอดเสี่ยง); one leg is a single. More than 12 legs is refused by the rules (with its Thai message), not here. */
export const sportsTicketInputSchema = z.object({
  stake: amountInputSchema,
  legs: z.array(sportsLegInputSchema).min(1, 'กรุณาเลือกอย่างน้อย 1 รายการ').max(40, 'เลือกรายการมากเกินไป'),
  acceptPolicy: z.enum(sportsAcceptPolicies, { error: 'ตัวเลือกการรับราคาไม่ถูกต้อง' }).optional(),
  /** The format the slip showed (kept on the ticket); default MY. */
  oddsFormat: z.enum(sportsOddsFormats, { error: 'รูปแบบราคาไม่ถูกต้อง' }).optional(),
});
export type SportsTicketInput = z.input<typeof sportsTicketInputSchema>;

export const sportsTicketsQuerySchema = z.object({
  status: z.enum(['OPEN', 'SETTLED'], { error: 'สถานะไม่ถูกต้อง' }).optional(),
});

export const sportsTicketLegSchema = z.object({
  fixtureId: z.string(),
  /** "home v away" as the board shows it (simulated ones labelled). */
  fixtureName: z.string(),
  competition: z.string(),
  kickoffAt: z.string(),
  market: z.string(),
  /** Thai: period, market and line ("แฮนดิแคป เต็มเวลา 0.5/1"). */
  marketName: z.string(),
  outcome: z.string(),
  /** Thai: the team's name, สูง, ต่ำ, เสมอ, คี่, คู่, the score. */
  outcomeName: z.string(),
  /** The decimal price taken. */
  odds: z.string(),
  /** The score when a live bet was taken (สกอร์ขณะแทง); null pre-match. */
  scoreAtPlacement: sportsScoreSchema.nullable(),
  result: z.enum(sportsLegResults).nullable(),
  /** The leg's factor in the return (d, (1+d)/2, 1, 1/2 or 0), as a decimal string; null until graded. */
  factor: z.string().nullable(),
  /** The working in Thai: the score used, the line split into halves and each half's result. */
  working: z.string().nullable(),
  /** Why a void leg is void. */
  voidReason: z.string().nullable(),
});
export type SportsTicketLeg = z.infer<typeof sportsTicketLegSchema>;

export const sportsTicketSchema = z.object({
  id: z.string(),
  ticketNo: z.string(),
  kind: z.enum(['SINGLE', 'PARLAY']),
  status: z.enum(sportsTicketStatuses),
  /** ยอดเสี่ยง: the amount deducted. */
  stake: moneySchema,
  /** ยอดแทง: what the member typed (on red water, the amount to win). */
  typedStake: moneySchema,
  /** The most the ticket can pay, stake included. */
  maxPayout: moneySchema,
  /** Paid so far (stake included), null while open. */
  payout: moneySchema.nullable(),
  combinedOdds: z.string(),
  oddsFormat: z.enum(sportsOddsFormats),
  acceptPolicy: z.enum(sportsAcceptPolicies),
  rulesVersion: z.string(),
  placedAt: z.string(),
  acceptedAt: z.string().nullable(),
  settledAt: z.string().nullable(),
  rejectReason: z.string().nullable(),
  /** Where the result came from ("ฟีดจำลอง", "เจ้าหน้าที่") and when it was confirmed. */
  resultSource: z.string().nullable(),
  legs: z.array(sportsTicketLegSchema),
});
export type SportsTicket = z.infer<typeof sportsTicketSchema>;
export const sportsTicketListSchema = z.array(sportsTicketSchema);

export const sportsRulesSchema = z.object({
  rulesVersion: z.string(),
  minStake: moneySchema,
  maxLegs: z.number().int(),
  maxCombinedOdds: z.string(),
  maxPayout: moneySchema,
  /** The maximum bet on a top-tier and a lower-tier market (before the member's stake factor). */
  maxStakeTop: moneySchema,
  maxStakeLower: moneySchema,
  livePercent: z.number().int(),
  liveDelaySeconds: z.number().int(),
  postponeHours: z.number().int(),
  revisionHours: z.number().int(),
});
export type SportsRules = z.infer<typeof sportsRulesSchema>;

// ---------------------------------------------------------------------------------------------
// Staff calls
// ---------------------------------------------------------------------------------------------

const teamName = z.string({ error: 'กรุณากรอกชื่อทีม' }).trim().min(1, 'กรุณากรอกชื่อทีม').max(60, 'ชื่อทีมยาวเกินไป');
export const sportsAdminFixtureInputSchema = z.object({
  competition: z
    .string({ error: 'กรุณากรอกชื่อรายการแข่งขัน' })
    .trim()
    .min(1, 'กรุณากรอกชื่อรายการแข่งขัน')
    .max(80, 'ชื่อรายการแข่งขันยาวเกินไป'),
  home: teamName,
  away: teamName,
  kickoffAt: z.iso.datetime({ offset: true, error: 'เวลาเริ่มแข่งไม่ถูกต้อง' }),
  tier: z.enum(['TOP', 'LOWER'], { error: 'ระดับรายการไม่ถูกต้อง' }).optional(),
});
export type SportsAdminFixtureInput = z.infer<typeof sportsAdminFixtureInputSchema>;

export const sportsAdminMarketsInputSchema = z.object({
  markets: z
    .array(
      z.object({
        key: z.string({ error: 'ตลาดไม่ถูกต้อง' }).trim().min(1).max(20),
        prices: z
          .array(z.object({ outcome: z.string().trim().min(1).max(10), odds: oddsTextSchema }))
          .min(1)
          .max(30),
      }),
    )
    .min(1, 'กรุณาใส่ราคาอย่างน้อย 1 ตลาด')
    .max(60),
});
export type SportsAdminMarketsInput = z.infer<typeof sportsAdminMarketsInputSchema>;

export const sportsAdminMarketControlSchema = z.object({
  /** A market key, or `ALL` for every market of the fixture. */
  market: z.string().trim().min(1).max(20),
  action: z.enum(['SUSPEND', 'CLOSE', 'REOPEN'], { error: 'คำสั่งไม่ถูกต้อง' }),
  reason: z.string({ error: 'กรุณาระบุเหตุผล' }).trim().min(1, 'กรุณาระบุเหตุผล').max(200),
});
export type SportsAdminMarketControl = z.infer<typeof sportsAdminMarketControlSchema>;

const goals = z.number({ error: 'จำนวนประตูไม่ถูกต้อง' }).int('จำนวนประตูไม่ถูกต้อง').min(0).max(99);
export const sportsResultInputSchema = z.object({
  ft: z.object({ home: goals, away: goals }),
  ht: z.object({ home: goals, away: goals }),
});
export type SportsResultInput = z.infer<typeof sportsResultInputSchema>;

export const sportsTicketVoidInputSchema = z.object({
  kind: z.enum(['PRICE', 'MAPPING'], { error: 'ประเภทความผิดพลาดไม่ถูกต้อง' }),
  /** For PRICE: the reference decimal price the ticket's price is compared with. */
  referenceOdds: oddsTextSchema.optional(),
  reason: z.string({ error: 'กรุณาระบุเหตุผล' }).trim().min(1, 'กรุณาระบุเหตุผล').max(200),
});
export type SportsTicketVoidInput = z.infer<typeof sportsTicketVoidInputSchema>;

export const sportsMemberRiskInputSchema = z.object({
  stakeFactor: z
    .string()
    .trim()
    .regex(/^\d{1,2}(\.\d{1,2})?$/, 'ตัวคูณยอดแทงไม่ถูกต้อง'),
  reason: z.string({ error: 'กรุณาระบุเหตุผล' }).trim().min(1, 'กรุณาระบุเหตุผล').max(200),
});
export type SportsMemberRiskInput = z.infer<typeof sportsMemberRiskInputSchema>;

export const sportsAdminMarketSchema = sportsMarketSchema.extend({
  /** The feed's own prices of the market (before the house's margin), null for a fixture entered by hand. */
  feedPrices: z.array(sportsPriceSchema).nullable(),
  priceVersion: z.number().int(),
  pricedAt: z.string().nullable(),
  /** Why the market is held (`BET_STOP`, `FEED_SILENCE`, `KICKED_OFF`, `LIABILITY_CAP`, `OPERATOR: reason`). */
  holds: z.array(z.string()),
  /** The worst scenario's net loss for the house on this market, and the cap. */
  liability: moneySchema,
  liabilityCap: moneySchema,
  stake: moneySchema,
  tickets: z.number().int(),
});

export const sportsScenarioSchema = z.object({
  /** Goal difference (home − away) for AH and 1X2, total goals for O/U and the rest. */
  scenario: z.string(),
  net: moneySchema,
});

export const sportsResultDeskSchema = z.object({
  /** Whether a result (or a revision) may be entered now: after kick-off, not void, within the revision window. */
  enterable: z.boolean(),
  /** The feed's result, when the feed sent one. */
  feed: z.object({ ft: sportsScoreSchema.nullable(), ht: sportsScoreSchema.nullable() }).nullable(),
  /** The confirmed result, its revision number and who confirmed it. */
  confirmed: z
    .object({
      ft: sportsScoreSchema.nullable(),
      ht: sportsScoreSchema,
      revision: z.number().int(),
      source: z.string(),
      confirmedAt: z.string(),
    })
    .nullable(),
  /** An entered result awaiting the second staff member, with what confirming it would change. */
  pending: z
    .object({
      ft: sportsScoreSchema,
      ht: sportsScoreSchema,
      revision: z.number().int(),
      enteredBy: z.string(),
      enteredAt: z.string(),
      preview: z.array(
        z.object({
          ticketNo: z.string(),
          member: z.string(),
          before: moneySchema,
          after: moneySchema,
          difference: moneySchema,
        }),
      ),
    })
    .nullable(),
});
export type SportsResultDesk = z.infer<typeof sportsResultDeskSchema>;

export const sportsAdminFixtureSchema = sportsFixtureSchema.extend({
  source: z.string(),
  lastFeedAt: z.string().nullable(),
  betStop: z.boolean(),
  markets: z.array(sportsAdminMarketSchema),
  liability: z.object({
    worst: moneySchema,
    cap: moneySchema,
    byMarket: z.array(z.object({ key: z.string(), scenarios: z.array(sportsScenarioSchema) })),
  }),
  result: sportsResultDeskSchema,
});
export type SportsAdminFixture = z.infer<typeof sportsAdminFixtureSchema>;

export const sportsBoardRowSchema = z.object({
  id: z.string(),
  competition: z.string(),
  home: z.string(),
  away: z.string(),
  kickoffAt: z.string(),
  status: z.enum(sportsFixtureStatuses),
  minute: z.number().int().nullable(),
  score: sportsScoreSchema.nullable(),
  simulated: z.boolean(),
  source: z.string(),
  betStop: z.boolean(),
  /** Seconds since the feed's last message for this fixture; null for a fixture entered by hand. */
  feedAgeSeconds: z.number().int().nullable(),
  openMarkets: z.number().int(),
  suspendedMarkets: z.number().int(),
  stake: moneySchema,
  worstLiability: moneySchema,
  liabilityCap: moneySchema,
  resultPending: z.boolean(),
});
export type SportsBoardRow = z.infer<typeof sportsBoardRowSchema>;
export const sportsBoardSchema = z.array(sportsBoardRowSchema);

export const sportsAdminTicketsQuerySchema = z.object({
  fixtureId: z.uuid().optional(),
  memberId: z.uuid().optional(),
  flagged: z.enum(['true', 'false']).optional(),
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});

export const sportsTickerFlags = ['LARGE', 'NEAR_KICKOFF', 'AFTER_BET_STOP', 'SHARED_ADDRESS'] as const;
export const sportsTickerRowSchema = sportsTicketSchema.extend({
  memberId: z.string(),
  member: z.string(),
  flags: z.array(z.enum(sportsTickerFlags)),
  voidRequest: z
    .object({ kind: z.enum(['PRICE', 'MAPPING']), reason: z.string(), requestedBy: z.string() })
    .nullable(),
});
export type SportsTickerRow = z.infer<typeof sportsTickerRowSchema>;
export const sportsTickerSchema = z.object({ data: z.array(sportsTickerRowSchema), total: z.number().int() });

export const sportsMemberRiskSchema = z.object({
  memberId: z.string(),
  stakeFactor: z.string(),
  tier: z.string(),
  netWin7d: moneySchema,
  netWin30d: moneySchema,
  openStake: moneySchema,
  changes: z.array(z.object({ stakeFactor: z.string(), reason: z.string(), by: z.string(), at: z.string() })),
});
export type SportsMemberRisk = z.infer<typeof sportsMemberRiskSchema>;

export const sportsReportQuerySchema = z.object({
  from: z.string().regex(DAY_PATTERN, 'วันที่ไม่ถูกต้อง').optional(),
  to: z.string().regex(DAY_PATTERN, 'วันที่ไม่ถูกต้อง').optional(),
});
export const sportsReportRowSchema = z.object({
  day: z.string(),
  competition: z.string(),
  marketType: z.string(),
  tickets: z.number().int(),
  turnover: moneySchema,
  payout: moneySchema,
  ggr: moneySchema,
  /** GGR ÷ turnover in percent, two places ("4.85"). */
  margin: z.string(),
});
export const sportsReportSchema = z.object({
  rows: z.array(sportsReportRowSchema),
  total: sportsReportRowSchema.omit({ day: true, competition: true, marketType: true }),
});
export type SportsReport = z.infer<typeof sportsReportSchema>;
