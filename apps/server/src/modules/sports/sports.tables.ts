import {
  sportsAcceptPolicies,
  sportsFixtureStatuses,
  sportsLegResults,
  sportsOddsFormats,
  sportsTicketStatuses,
} from '@chokdee/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { sqlValueList } from '../../platform/db/rows';
import { members } from '../member/member.tables';
import { operators } from '../operator/operator.tables';
import { staffAccounts } from '../staff/staff.tables';

/**
 * The house sportsbook (docs/modules/sportsbook.md). Fixtures and markets are per operator: the feed
 * job applies one source's messages to every operator's book, and a trader's suspend, prices or
 * result touch only their own. Odds are integers, decimal × 1,000 ("milli-odds"); money is satang.
 */

/** A competition as a source names it (`source` `manual` for one a trader entered). */
export const sportsCompetitions = pgTable(
  'sports_competitions',
  {
    id: uuid('id').primaryKey(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id),
    source: text('source').notNull(),
    ref: text('ref').notNull(),
    name: text('name').notNull(),
    /** TOP or LOWER: picks the maximum bet (packages/sportsbook `stake-limits.ts`). */
    tier: text('tier', { enum: ['TOP', 'LOWER'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [unique('sports_competitions_source_ref').on(t.operatorId, t.source, t.ref)],
);

/** A score held as two columns' JSON: `{home, away}`. */
export type ScoreJson = { home: number; away: number };
/** A fixture's or market's exposure: the members' net win by final score, `[home][away]`, satang as strings. */
export type ExposureGrid = string[][];

export const sportsFixtures = pgTable(
  'sports_fixtures',
  {
    id: uuid('id').primaryKey(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id),
    competitionId: uuid('competition_id')
      .notNull()
      .references(() => sportsCompetitions.id),
    /** `simulated`, `api-football`, or `manual` (a trader entered it; its ref is its own id). */
    source: text('source').notNull(),
    ref: text('ref').notNull(),
    home: text('home').notNull(),
    away: text('away').notNull(),
    kickoffAt: timestamp('kickoff_at', { withTimezone: true }).notNull(),
    /** The first scheduled kick-off: a postponement is measured from it. */
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull(),
    /** The real kick-off (an early one voids pre-match bets taken after it). */
    kickedOffAt: timestamp('kicked_off_at', { withTimezone: true }),
    neutralVenue: boolean('neutral_venue').notNull().default(false),
    venueCountry: text('venue_country').notNull().default(''),
    simulated: boolean('simulated').notNull().default(false),
    status: text('status', { enum: sportsFixtureStatuses }).notNull(),
    minute: integer('minute'),
    score: jsonb('score').$type<ScoreJson>(),
    halfTime: jsonb('half_time').$type<ScoreJson>(),
    redCards: jsonb('red_cards').$type<ScoreJson>().notNull().default({ home: 0, away: 0 }),
    /** The feed's bet stop: no market takes bets until its BET_START. */
    betStop: boolean('bet_stop').notNull().default(false),
    /** When the latest goal, card, bet stop or VAR happened: a live bet waiting its delay across it is rejected. */
    lastIncidentAt: timestamp('last_incident_at', { withTimezone: true }),
    lastIncident: text('last_incident'),
    /** The feed's last message for this fixture (silence holds the markets: fail closed). */
    lastFeedAt: timestamp('last_feed_at', { withTimezone: true }),
    /** The highest sequence of a state message (status, score, bet stop) applied: an older one arriving late is stale. */
    feedSequence: integer('feed_sequence').notNull().default(0),
    priceVersion: integer('price_version').notNull().default(0),
    liveDelaySeconds: integer('live_delay_seconds').notNull().default(5),
    /** The worst case of all open FT and 1H bets (the fixture cap applies to their sum). */
    exposureFt: jsonb('exposure_ft').$type<ExposureGrid>(),
    exposure1h: jsonb('exposure_1h').$type<ExposureGrid>(),
    liabilityCapSatang: bigint('liability_cap_satang', { mode: 'bigint' }).notNull(),
    /** The feed's results as sent (kept beside ours for the result desk), null until sent. */
    feedHalfTime: jsonb('feed_half_time').$type<ScoreJson>(),
    feedFullTime: jsonb('feed_full_time').$type<ScoreJson>(),
    /** The confirmed result: 1H at half time, FT at the end; `resultRevision` counts confirmations of FT. */
    resultHalfTime: jsonb('result_half_time').$type<ScoreJson>(),
    resultFullTime: jsonb('result_full_time').$type<ScoreJson>(),
    resultRevision: integer('result_revision').notNull().default(0),
    resultSource: text('result_source'),
    resultConfirmedAt: timestamp('result_confirmed_at', { withTimezone: true }),
    /** Set when every ticket leg of the fixture is graded for the confirmed result (settlement's progress marker). */
    settledRevision: integer('settled_revision').notNull().default(0),
    halfSettled: boolean('half_settled').notNull().default(false),
    /** Legs were graded and the tickets they touch are still being paid (a crash resumes from here). */
    settlePending: boolean('settle_pending').notNull().default(false),
    /** Why the whole fixture is void (postponed past the window, cancelled, venue), null otherwise. */
    voidReason: text('void_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('sports_fixtures_source_ref').on(t.operatorId, t.source, t.ref),
    index('sports_fixtures_kickoff').on(t.operatorId, t.kickoffAt),
    check('sports_fixtures_status', sql`${t.status} in (${sqlValueList(sportsFixtureStatuses)})`),
  ],
);

/** One price of a market: outcome and milli-odds. */
export type PriceJson = { outcome: string; milli: number };

export const sportsMarkets = pgTable(
  'sports_markets',
  {
    id: uuid('id').primaryKey(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id),
    fixtureId: uuid('fixture_id')
      .notNull()
      .references(() => sportsFixtures.id),
    /** `FT.AH:-0.25` (packages/sportsbook `market-key.ts`). */
    key: text('key').notNull(),
    main: boolean('main').notNull().default(false),
    /** The prices members bet at (the feed's with the house's margin, or a trader's). */
    prices: jsonb('prices').$type<PriceJson[]>().notNull(),
    /** The feed's own prices, for the trader's desk; null for a market priced by hand. */
    feedPrices: jsonb('feed_prices').$type<PriceJson[]>(),
    priceVersion: integer('price_version').notNull().default(0),
    pricedAt: timestamp('priced_at', { withTimezone: true }),
    /** The feed stopped pricing the market (it left the feed's board): not taking bets. */
    feedClosed: boolean('feed_closed').notNull().default(false),
    /** A trader's SUSPENDED or CLOSED with the reason; null: no trader's word. */
    operatorStatus: text('operator_status', { enum: ['SUSPENDED', 'CLOSED'] }),
    operatorReason: text('operator_reason'),
    /** SETTLED or VOID: final (a revision regrades tickets without reopening the market). */
    terminal: text('terminal', { enum: ['SETTLED', 'VOID'] }),
    voidReason: text('void_reason'),
    exposure: jsonb('exposure').$type<ExposureGrid>(),
    liabilityCapSatang: bigint('liability_cap_satang', { mode: 'bigint' }).notNull(),
    stakeSatang: bigint('stake_satang', { mode: 'bigint' }).notNull().default(sql`0`),
    tickets: integer('tickets').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [unique('sports_markets_fixture_key').on(t.fixtureId, t.key)],
);

/**
 * Feed messages applied, per (source, fixture ref, sequence): a repeat is skipped. Kept as the
 * evidence a disputed ticket is checked against (price version, sequence, time).
 */
export const sportsFeedMessages = pgTable(
  'sports_feed_messages',
  {
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id),
    source: text('source').notNull(),
    fixtureRef: text('fixture_ref').notNull(),
    sequence: integer('sequence').notNull(),
    type: text('type').notNull(),
    body: jsonb('body').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.operatorId, t.source, t.fixtureRef, t.sequence] })],
);

/** Where each operator's book is in a source's stream, and the source's health. */
export const sportsFeedCursors = pgTable(
  'sports_feed_cursors',
  {
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id),
    source: text('source').notNull(),
    cursor: text('cursor'),
    healthy: boolean('healthy').notNull().default(true),
    polledAt: timestamp('polled_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.operatorId, t.source] })],
);

/** Stored with fillfactor 85 (set in migration 0016 by hand): settling rewrites each ticket in place. */
export const sportsTickets = pgTable(
  'sports_tickets',
  {
    id: uuid('id').primaryKey(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    ticketNo: text('ticket_no').notNull(),
    kind: text('kind', { enum: ['SINGLE', 'PARLAY'] }).notNull(),
    status: text('status', { enum: sportsTicketStatuses }).notNull(),
    /** ยอดเสี่ยง: deducted; its bonus part is returned and paid pro rata to the bonus account. */
    stakeSatang: bigint('stake_satang', { mode: 'bigint' }).notNull(),
    bonusStakeSatang: bigint('bonus_stake_satang', { mode: 'bigint' }).notNull().default(sql`0`),
    /** ยอดแทง: what the member typed (on red water, the amount to win). */
    typedSatang: bigint('typed_satang', { mode: 'bigint' }).notNull(),
    maxReturnSatang: bigint('max_return_satang', { mode: 'bigint' }).notNull(),
    /** Paid so far, stake included (revisions post the difference); null while open. */
    payoutSatang: bigint('payout_satang', { mode: 'bigint' }),
    /** The combined decimal odds, exact, as text ("2.906847…" cut to 6 places for display). */
    combinedOdds: text('combined_odds').notNull(),
    oddsFormat: text('odds_format', { enum: sportsOddsFormats }).notNull(),
    acceptPolicy: text('accept_policy', { enum: sportsAcceptPolicies }).notNull(),
    rulesVersion: text('rules_version').notNull(),
    /** Sorted legs' selections: identical parlays of a member count together against the payout cap. */
    selectionKey: text('selection_key').notNull(),
    live: boolean('live').notNull(),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull(),
    /** A live ticket is decided at this time (the delay's end). */
    decideAt: timestamp('decide_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** How many times the ticket was settled (a revision settles it again): the ledger keys carry it. */
    settleCount: integer('settle_count').notNull().default(0),
    rejectReason: text('reject_reason'),
    resultSource: text('result_source'),
    ip: text('ip'),
    /** An obvious-error void asked by one staff member, waiting for a second. */
    voidKind: text('void_kind', { enum: ['PRICE', 'MAPPING'] }),
    voidReason: text('void_reason'),
    voidRequestedBy: uuid('void_requested_by').references(() => staffAccounts.id),
  },
  (t) => [
    unique('sports_tickets_ticket_no').on(t.operatorId, t.ticketNo),
    index('sports_tickets_member').on(t.operatorId, t.memberId, t.placedAt),
    // Live tickets waiting their delay only (deciding clears `decide_at`): no index names the status,
    // so settling a ticket rewrites it in place (a HOT update, with the table's free space).
    index('sports_tickets_pending').on(t.decideAt).where(sql`${t.decideAt} is not null`),
    check('sports_tickets_status', sql`${t.status} in (${sqlValueList(sportsTicketStatuses)})`),
  ],
);

/** Stored with fillfactor 85 (set in migration 0016 by hand): grading rewrites each leg in place. */
export const sportsTicketLegs = pgTable(
  'sports_ticket_legs',
  {
    id: uuid('id').primaryKey(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => sportsTickets.id),
    legIndex: integer('leg_index').notNull(),
    fixtureId: uuid('fixture_id')
      .notNull()
      .references(() => sportsFixtures.id),
    marketId: uuid('market_id')
      .notNull()
      .references(() => sportsMarkets.id),
    marketKey: text('market_key').notNull(),
    outcome: text('outcome').notNull(),
    oddsMilli: integer('odds_milli').notNull(),
    /** The evidence: the price version and the feed's sequence the price came from. */
    priceVersion: integer('price_version').notNull(),
    /** A live bet's score when taken (a live handicap counts only the goals after it). */
    scoreAtPlacement: jsonb('score_at_placement').$type<ScoreJson>(),
    result: text('result', { enum: sportsLegResults }),
    voidReason: text('void_reason'),
    gradedAt: timestamp('graded_at', { withTimezone: true }),
  },
  (t) => [
    unique('sports_ticket_legs_ticket_leg').on(t.ticketId, t.legIndex),
    // With the ticket: settlement reads a fixture's tickets from this index alone.
    index('sports_ticket_legs_fixture_ticket').on(t.fixtureId, t.ticketId),
  ],
);

/**
 * A result entered by one staff member for a second to confirm (maker-checker), or the feed's; once
 * confirmed it is the fixture's result (revision n). `previewJson`: every ticket's payout difference.
 */
export const sportsResults = pgTable(
  'sports_results',
  {
    id: uuid('id').primaryKey(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id),
    fixtureId: uuid('fixture_id')
      .notNull()
      .references(() => sportsFixtures.id),
    revision: integer('revision').notNull(),
    halfTime: jsonb('half_time').$type<ScoreJson>().notNull(),
    fullTime: jsonb('full_time').$type<ScoreJson>().notNull(),
    source: text('source').notNull(),
    enteredBy: uuid('entered_by').references(() => staffAccounts.id),
    enteredAt: timestamp('entered_at', { withTimezone: true }).notNull(),
    confirmedBy: uuid('confirmed_by').references(() => staffAccounts.id),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [
    unique('sports_results_revision').on(t.fixtureId, t.revision),
    index('sports_results_fixture').on(t.operatorId, t.fixtureId),
  ],
);

/** A member's stake factor (0.01–10) with the reason for each change (the risk card's history). */
export const sportsMemberLimits = pgTable(
  'sports_member_limits',
  {
    id: uuid('id').primaryKey(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    /** Hundredths: 100 = ×1. */
    stakeFactorCents: integer('stake_factor_cents').notNull(),
    reason: text('reason').notNull(),
    staffId: uuid('staff_id').references(() => staffAccounts.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sports_member_limits_member').on(t.operatorId, t.memberId, t.createdAt)],
);
