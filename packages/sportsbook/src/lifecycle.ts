import { grade, type LegResult, type Score } from './grade';
import type { MarketKey } from './market-key';

/**
 * The rules of a market's life that need no database (docs/domain/sportsbook.md, "Lifecycle").
 */

export type MarketStatus = 'OPEN' | 'SUSPENDED' | 'CLOSED' | 'SETTLED' | 'VOID';

/** Feed silence after which every market of the feed suspends: no news is not good news. */
export const FEED_SILENCE_MS = 20_000;

/**
 * A market's status from what each party says, by precedence: a terminal state (settled, void) over
 * the operator (a trader's suspend or close) over a hold (feed silence, the liability cap full,
 * kick-off for a pre-match market) over the feed's own status. Any party saying SUSPENDED suspends it
 * unless a party above says otherwise; the feed alone can reopen only what nobody above holds.
 */
export const marketStatus = (said: {
  terminal?: 'SETTLED' | 'VOID' | undefined;
  operator?: 'SUSPENDED' | 'CLOSED' | 'OPEN' | undefined;
  /** Why the book holds the market itself; any reason suspends it. */
  holds?: readonly string[];
  feed: 'OPEN' | 'SUSPENDED' | 'CLOSED';
}): MarketStatus => {
  if (said.terminal) return said.terminal;
  if (said.operator) return said.operator;
  if (said.holds && said.holds.length > 0) return 'SUSPENDED';
  return said.feed;
};

/** The book's own reasons to hold a market now (empty: none). */
export const holdsOf = (facts: {
  now: Date;
  lastFeedMessageAt: Date | undefined;
  kickoffAt: Date;
  /** A market taken before the match: it stops at kick-off. */
  preMatch: boolean;
  capUsed: number;
}): string[] => {
  const holds: string[] = [];
  if (!facts.lastFeedMessageAt || facts.now.getTime() - facts.lastFeedMessageAt.getTime() > FEED_SILENCE_MS)
    holds.push('FEED_SILENT');
  if (facts.preMatch && facts.now.getTime() >= facts.kickoffAt.getTime()) holds.push('KICKED_OFF');
  if (facts.capUsed >= 1) holds.push('LIABILITY_CAP');
  return holds;
};

/**
 * A selection's result if no goal still to come can change it, else undefined. An abandoned match
 * keeps such results and voids the rest (over 2.5 after three goals stands; a handicap never does
 * before the end; a first-half market stands once the half is over). Found by grading every future:
 * goals can only be added, so a result the same at every added score is decided.
 */
export const decidedResult = (
  key: MarketKey,
  outcome: string,
  scoreNow: Score,
  options: { halfTimeScore?: Score; atPlacement?: Score } = {},
): Exclude<LegResult, 'VOID'> | undefined => {
  if (key.period === '1H' && options.halfTimeScore) {
    const ht = options.halfTimeScore;
    return grade(key, outcome, { ft: ht, ht }, options.atPlacement);
  }
  let seen: Exclude<LegResult, 'VOID'> | undefined;
  for (let home = 0; home <= 12; home += 1)
    for (let away = 0; away <= 12; away += 1) {
      const final = { home: scoreNow.home + home, away: scoreNow.away + away };
      // A full-time market reads only the final score; the half-time one only has to be possible.
      const ht = options.halfTimeScore ?? final;
      const result = grade(key, outcome, { ft: final, ht }, options.atPlacement);
      if (seen === undefined) seen = result;
      else if (seen !== result) return undefined;
    }
  return seen;
};

/** Hours after its scheduled time within which a postponed match still counts (12, 24 or 48: a setting). */
export type PostponeWindowHours = 12 | 24 | 48;

/**
 * Whether a postponed match's bets are void: when it did not kick off within the window after its
 * scheduled time (undefined `kickedOffAt`: not yet, and the window has passed by `now`).
 */
export const postponedIsVoid = (
  scheduledAt: Date,
  kickedOffAt: Date | undefined,
  now: Date,
  windowHours: PostponeWindowHours,
): boolean => {
  const deadline = scheduledAt.getTime() + windowHours * 3_600_000;
  if (kickedOffAt) return kickedOffAt.getTime() > deadline;
  return now.getTime() > deadline;
};

/** A pre-match bet taken at or after the real kick-off (the match started early) is void, with the reason. */
export const takenAfterKickoff = (placedAt: Date, kickedOffAt: Date | undefined): boolean =>
  kickedOffAt !== undefined && placedAt.getTime() >= kickedOffAt.getTime();
