import type { LegResult } from '@chokdee/sportsbook';

/**
 * The sports feed edge (docs/modules/sportsbook.md, "The feed"): one interface every source of
 * fixtures, scores and prices implements, shaped on a commercial odds feed (fixtures, statuses, scores
 * per period, prices per market key with a version, bet stops, results, rollbacks, market voids,
 * recovery from a cursor, health), so a commercial adapter fits later. `simulated/` is the embedded
 * default (`SPORTS_FEED=simulated`), `api-football/` the real adapter. The sports module polls the
 * feed with its cursor and applies what comes back; messages arrive at least once and out of order,
 * and the module de-duplicates them on (source, fixture, sequence).
 */

export const feedFixtureStatuses = [
  'SCHEDULED',
  'LIVE',
  'HALF_TIME',
  'ENDED',
  'POSTPONED',
  'INTERRUPTED',
  'ABANDONED',
  'CANCELLED',
] as const;
export type FeedFixtureStatus = (typeof feedFixtureStatuses)[number];

export type FeedScore = { home: number; away: number };

export type FeedFixture = {
  /** The competition as the source names it; `tier` picks the stake limits (TOP or LOWER). */
  competition: { ref: string; name: string; tier: 'TOP' | 'LOWER'; country: string };
  home: string;
  away: string;
  /** The scheduled kick-off. */
  kickoffAt: Date;
  /** Played at neither club's ground. */
  neutralVenue: boolean;
  /** Where it is played (ISO 3166 alpha-2, or the source's country name); a change to another country voids. */
  venueCountry: string;
  /** True for the simulated feed's fictional matches: shown labelled จำลอง, never as real. */
  simulated: boolean;
};

/** One market's prices: `key` as `FT.AH:-0.25`, odds as decimal strings (`"1.920"`). */
export type FeedMarketPrices = { key: string; prices: Array<{ outcome: string; odds: string }> };

/** What happened to the fixture, by message type. */
export type FeedBody =
  /** The fixture's facts (first sight, or a change: new kick-off time, venue). */
  | { type: 'FIXTURE'; fixture: FeedFixture }
  /** `kickedOffAt`: the real kick-off, with LIVE (an early kick-off is told by it). */
  | { type: 'STATUS'; status: FeedFixtureStatus; kickedOffAt?: Date }
  /**
   * The score now (all goals of the match, and of the first half once it ended), the minute and red
   * cards; `cause` says what changed it (a cancelled goal lowers the score).
   */
  | {
      type: 'SCORE';
      score: FeedScore;
      halfTime?: FeedScore;
      minute: number;
      redCards: FeedScore;
      cause: 'GOAL' | 'GOAL_CANCELLED' | 'RED_CARD' | 'CLOCK';
    }
  /** Every open market's prices, versioned (a higher version replaces a lower; a lower is stale). */
  | { type: 'PRICES'; version: number; markets: FeedMarketPrices[] }
  /** Stop taking bets on the fixture (danger, goal, card, penalty, VAR) until BET_START. */
  | { type: 'BET_STOP'; reason: 'DANGER' | 'GOAL' | 'CARD' | 'PENALTY' | 'VAR' | 'OTHER' }
  | { type: 'BET_START' }
  /**
   * A period's result: `1H` at half time, `FT` at the end of normal time. `outcomes`: a per-outcome
   * source's own grading (checked against ours; a disagreement holds the market for the result desk).
   */
  | {
      type: 'RESULT';
      period: '1H' | 'FT';
      score: FeedScore;
      outcomes?: Array<{ market: string; outcome: string; result: LegResult }>;
    }
  /** The source withdraws a period's result it sent (a correction follows as a new RESULT). */
  | { type: 'ROLLBACK'; period: '1H' | 'FT' }
  /** One market is void (a mis-set line, a source's decision), with the source's reason. */
  | { type: 'MARKET_VOID'; market: string; reason: string };

export type FeedMessage = FeedBody & {
  /** The source's id of the fixture. */
  fixtureRef: string;
  /** Per fixture, increasing with the source's order of events (a duplicate repeats one). */
  sequence: number;
  /** When the source says it happened. */
  sentAt: Date;
};

/**
 * What one poll answers: the messages since the cursor (at least once, in any order), the cursor to
 * send next time, and whether the source is healthy (a source that cannot be reached answers no
 * messages and `healthy: false`; the module also treats 20 s without a message as silence).
 */
export type FeedBatch = { messages: FeedMessage[]; cursor: string; healthy: boolean };

export interface SportsFeed {
  /** `simulated` or `api-football`: stored with every fixture, part of the de-duplication key. */
  readonly source: string;
  /** True when the feed's matches are fictional (the simulated feed). */
  readonly simulated: boolean;
  /**
   * Messages since `cursor`. Without a cursor (a fresh book, or recovery) the source answers the
   * current state of every fixture it offers: facts, status, score, prices, results.
   */
  poll(cursor: string | undefined): Promise<FeedBatch>;
}
