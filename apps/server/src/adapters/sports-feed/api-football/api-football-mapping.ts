import {
  correctScoreGrid,
  decimalFromFormat,
  formatMarketKey,
  type MarketKey,
  type MarketType,
  onGrid,
  outcomesOf,
  type Period,
  parseMarketKey,
  toFixedDown,
} from '@chokdee/sportsbook';
import type { FeedFixture, FeedFixtureStatus, FeedMarketPrices, FeedScore } from '../sports-feed';
import type { FixtureItem, LiveOddsItem, OddsItem } from './api-football-wire';

/**
 * API-Football's words mapped to ours: fixture statuses, scores, and bookmaker bets to market keys
 * (docs/modules/sports-feed.md, "API-Football"). Only normal time is ours: extra time and penalties
 * end our match (FT markets settle on `score.fulltime`, the score after 90 minutes).
 */
export const statusOfShort: Readonly<Record<string, FeedFixtureStatus>> = {
  TBD: 'SCHEDULED',
  NS: 'SCHEDULED',
  '1H': 'LIVE',
  HT: 'HALF_TIME',
  '2H': 'LIVE',
  LIVE: 'LIVE',
  // Normal time is over: nothing of ours is still in play.
  ET: 'ENDED',
  BT: 'ENDED',
  P: 'ENDED',
  FT: 'ENDED',
  AET: 'ENDED',
  PEN: 'ENDED',
  SUSP: 'INTERRUPTED',
  INT: 'INTERRUPTED',
  PST: 'POSTPONED',
  CANC: 'CANCELLED',
  ABD: 'ABANDONED',
  // A match awarded or won by walkover was not played: a bookmaker voids it like a cancelled one.
  AWD: 'CANCELLED',
  WO: 'CANCELLED',
};

/** Statuses with a ball in play (or about to be again): the adapter polls the live endpoints while any exist. */
export const IN_PLAY_SHORTS = new Set(['1H', 'HT', '2H', 'ET', 'BT', 'P', 'LIVE', 'SUSP', 'INT']);
/** Statuses after which the first half's score is final. */
export const AFTER_FIRST_HALF = new Set(['HT', '2H', 'ET', 'BT', 'P', 'FT', 'AET', 'PEN']);
/** Statuses after which normal time's score is final. */
export const AFTER_NORMAL_TIME = new Set(['ET', 'BT', 'P', 'FT', 'AET', 'PEN']);

const complete = (
  score: { home: number | null; away: number | null } | null | undefined,
): FeedScore | undefined =>
  score && score.home !== null && score.away !== null ? { home: score.home, away: score.away } : undefined;

/**
 * The fixture's facts. API-Football names no venue country: the competition's country stands in for
 * it (so a move abroad is not seen), and no match is taken as played on neutral ground.
 */
export const fixtureFacts = (item: FixtureItem, topLeagues: ReadonlySet<number>): FeedFixture => ({
  competition: {
    ref: String(item.league.id),
    name: item.league.name,
    tier: topLeagues.has(item.league.id) ? 'TOP' : 'LOWER',
    country: item.league.country,
  },
  home: item.teams.home.name,
  away: item.teams.away.name,
  kickoffAt: new Date(item.fixture.timestamp * 1000),
  neutralVenue: false,
  venueCountry: item.league.country,
  simulated: false,
});

export const scoreNow = (item: FixtureItem): FeedScore | undefined => complete(item.goals);
/** The first half's score once the half is over (also of a match stopped or abandoned after it). */
export const halfTimeScore = (item: FixtureItem): FeedScore | undefined => {
  const { short, elapsed } = item.fixture.status;
  const stoppedAfterHalf = ['SUSP', 'INT', 'ABD'].includes(short) && (elapsed ?? 0) > 45;
  return AFTER_FIRST_HALF.has(short) || stoppedAfterHalf ? complete(item.score?.halftime) : undefined;
};
/** Normal time's score: `score.fulltime`, or the goals of a match that simply finished. */
export const fullTimeScore = (item: FixtureItem): FeedScore | undefined => {
  const { short } = item.fixture.status;
  if (!AFTER_NORMAL_TIME.has(short)) return undefined;
  return complete(item.score?.fulltime) ?? (short === 'FT' ? complete(item.goals) : undefined);
};

/** Red cards (a second yellow is one) from a live answer's events; none when it carries no events. */
export const redCardsOf = (item: FixtureItem): FeedScore => {
  const cards = { home: 0, away: 0 };
  for (const event of item.events ?? []) {
    const detail = (event.detail ?? '').toLowerCase();
    if (event.type !== 'Card' || !(detail.includes('red') || detail.includes('second yellow'))) continue;
    if (event.team?.id != null && event.team.id === item.teams.home.id) cards.home += 1;
    else if (event.team?.id != null && event.team.id === item.teams.away.id) cards.away += 1;
  }
  return cards;
};

/**
 * When the state the item shows happened, in Unix seconds, as near as the answer tells: kick-off plus
 * the minutes played (from each half's start when known). A repeat of the same state gives the same
 * time, which is what makes a repeated message a duplicate.
 */
export const stateTimeOf = (item: FixtureItem): number => {
  const { timestamp, periods, status } = item.fixture;
  const elapsed = status.elapsed ?? 0;
  const extra = status.extra ?? 0;
  const first = periods?.first ?? timestamp;
  const second = periods?.second ?? first + 60 * 60;
  switch (status.short) {
    case 'TBD':
    case 'NS':
    case 'PST':
    case 'CANC':
      // Before the match: two days before kick-off, so every in-play state comes after.
      return timestamp - 2 * 86_400;
    case 'AWD':
    case 'WO':
      return timestamp + 3 * 3_600;
    case 'HT':
      return first + (45 + extra) * 60 + 30;
    case 'FT':
    case 'AET':
    case 'PEN':
      return second + (Math.max(elapsed, 90) - 45 + extra) * 60 + 60;
    default:
      return elapsed > 45 && periods?.second
        ? second + (elapsed - 45 + extra) * 60
        : first + (elapsed + extra) * 60;
  }
};

type BetTarget = { period: Period; type: MarketType };

/** Pre-match bets (`GET /odds`) we take, by name; every other bet is skipped. */
export const preMatchBets: Readonly<Record<string, BetTarget>> = {
  'Asian Handicap': { period: 'FT', type: 'AH' },
  'Asian Handicap First Half': { period: '1H', type: 'AH' },
  'Goals Over/Under': { period: 'FT', type: 'OU' },
  'Goals Over/Under First Half': { period: '1H', type: 'OU' },
  'Match Winner': { period: 'FT', type: '1X2' },
  'First Half Winner': { period: '1H', type: '1X2' },
  'Odd/Even': { period: 'FT', type: 'OE' },
  'Odd/Even - First Half': { period: '1H', type: 'OE' },
  'Exact Score': { period: 'FT', type: 'CS' },
  'Correct Score - First Half': { period: '1H', type: 'CS' },
  'Exact Score First Half': { period: '1H', type: 'CS' },
};

/** In-play bets (`GET /odds/live`) we take: the live feed names its bets differently. */
export const liveBets: Readonly<Record<string, BetTarget>> = {
  'Asian Handicap': { period: 'FT', type: 'AH' },
  'Asian Handicap (1st Half)': { period: '1H', type: 'AH' },
  'Over/Under Line': { period: 'FT', type: 'OU' },
  'Match Goals': { period: 'FT', type: 'OU' },
  'Over/Under (1st Half)': { period: '1H', type: 'OU' },
  'Fulltime Result': { period: 'FT', type: '1X2' },
  '1x2 (1st Half)': { period: '1H', type: '1X2' },
  'Goals Odd/Even': { period: 'FT', type: 'OE' },
  'Final Score': { period: 'FT', type: 'CS' },
};

const quartersOf = (line: string): number | undefined => {
  const value = Number(line);
  const quarters = value * 4;
  return Number.isFinite(value) && Number.isInteger(quarters) ? quarters : undefined;
};

type Selection = { key: MarketKey; outcome: string };

const simpleOutcome = (target: BetTarget, value: string): Selection | undefined => {
  const key = { period: target.period, type: target.type } as MarketKey;
  const word = value.trim().toUpperCase();
  if (target.type === '1X2' && ['HOME', 'DRAW', 'AWAY'].includes(word)) return { key, outcome: word };
  if (target.type === 'OE' && (word === 'ODD' || word === 'EVEN')) return { key, outcome: word };
  if (target.type === 'CS') {
    const score = /^(\d+)\s*[:-]\s*(\d+)$/.exec(value.trim());
    const grid = correctScoreGrid(target.period);
    // A score outside our grid belongs to OTHER, which a list of scores cannot price.
    if (score && Number(score[1]) <= grid && Number(score[2]) <= grid)
      return { key, outcome: `${Number(score[1])}-${Number(score[2])}` };
  }
  return undefined;
};

/**
 * A pre-match value. A handicap value carries the line of the home side on both of its sides: in
 * "Home -0.25" / "Away -0.25" the home team gives a quarter and the away side takes it (our
 * `FT.AH:-0.25` HOME and AWAY).
 */
export const preMatchSelection = (target: BetTarget, value: string): Selection | undefined => {
  if (target.type === 'AH') {
    const match = /^(Home|Away)\s*([+-]?\d+(?:\.\d+)?)$/i.exec(value.trim());
    const quarters = match?.[2] === undefined ? undefined : quartersOf(match[2]);
    if (!match?.[1] || quarters === undefined) return undefined;
    return { key: { period: target.period, type: 'AH', quarters }, outcome: match[1].toUpperCase() };
  }
  if (target.type === 'OU') {
    const match = /^(Over|Under)\s*(\d+(?:\.\d+)?)$/i.exec(value.trim());
    const quarters = match?.[2] === undefined ? undefined : quartersOf(match[2]);
    if (!match?.[1] || quarters === undefined) return undefined;
    return { key: { period: target.period, type: 'OU', quarters }, outcome: match[1].toUpperCase() };
  }
  return simpleOutcome(target, value);
};

/** A live value: the line is apart, and a handicap's is the side's own (Away +0.25 is our AH:-0.25 AWAY). */
export const liveSelection = (
  target: BetTarget,
  value: string,
  handicap: string | null | undefined,
): Selection | undefined => {
  const word = value.trim().toUpperCase();
  if (target.type === 'AH' || target.type === 'OU') {
    const quarters = handicap == null ? undefined : quartersOf(handicap);
    if (quarters === undefined) return undefined;
    if (target.type === 'AH' && (word === 'HOME' || word === 'AWAY'))
      return {
        key: { period: target.period, type: 'AH', quarters: word === 'HOME' ? quarters : -quarters || 0 },
        outcome: word,
      };
    if (target.type === 'OU' && (word === 'OVER' || word === 'UNDER'))
      return { key: { period: target.period, type: 'OU', quarters }, outcome: word };
    return undefined;
  }
  return simpleOutcome(target, value);
};

/**
 * The operator's own margin on top of the source's: each price's 1/d scaled by (1 + margin), as
 * `quoteMarket` adds ours, then put on our grid toward the book. Undefined when nothing is left to quote.
 */
export const withMargin = (odd: string, type: MarketType, margin: number): string | undefined => {
  const decimal = decimalFromFormat(odd.trim(), 'EU');
  if (!decimal) return undefined;
  const priced = onGrid(Number(decimal.num) / Number(decimal.den) / (1 + margin), type);
  return priced ? toFixedDown(priced, 3) : undefined;
};

/**
 * Our markets from priced selections: a handicap, total, 1X2 or odd/even only with every outcome
 * priced (half a market is not a market), a correct score with any two or more.
 */
export const marketsOf = (
  priced: ReadonlyArray<Selection & { odds: string }>,
  margin: number,
): FeedMarketPrices[] => {
  const byKey = new Map<string, { key: MarketKey; prices: Map<string, string> }>();
  for (const { key, outcome, odds } of priced) {
    const text = formatMarketKey(key);
    const parsed = parseMarketKey(text);
    if (!parsed) continue;
    const quoted = withMargin(odds, key.type, margin);
    if (!quoted) continue;
    const entry = byKey.get(text) ?? { key: parsed, prices: new Map<string, string>() };
    if (!entry.prices.has(outcome)) entry.prices.set(outcome, quoted);
    byKey.set(text, entry);
  }
  const markets: FeedMarketPrices[] = [];
  for (const [text, { key, prices }] of byKey) {
    const outcomes = outcomesOf(key).filter((outcome) => prices.has(outcome));
    const whole = outcomes.length === outcomesOf(key).length;
    if (key.type === 'CS' ? outcomes.length < 2 : !whole) continue;
    markets.push({
      key: text,
      prices: outcomes.map((outcome) => ({ outcome, odds: prices.get(outcome) ?? '' })),
    });
  }
  return markets.sort((a, b) => a.key.localeCompare(b.key));
};

/** One bookmaker's pre-match bets as our markets (the first bookmaker listed, or the one asked for). */
export const preMatchMarkets = (item: OddsItem, margin: number, bookmaker?: number): FeedMarketPrices[] => {
  const book = item.bookmakers.find((entry) => bookmaker === undefined || entry.id === bookmaker);
  if (!book) return [];
  const priced = book.bets.flatMap((bet) => {
    const target = preMatchBets[bet.name];
    if (!target) return [];
    return bet.values.flatMap((value) => {
      const selection = preMatchSelection(target, value.value);
      return selection ? [{ ...selection, odds: value.odd }] : [];
    });
  });
  return marketsOf(priced, margin);
};

/**
 * The live bets as our markets. A suspended value is left out; of identical values, the one marked
 * `main` is the one to take (the others are the source's alternatives).
 */
export const liveMarkets = (item: LiveOddsItem, margin: number): FeedMarketPrices[] => {
  const priced = item.odds.flatMap((bet) => {
    const target = liveBets[bet.name];
    if (!target) return [];
    const values = [...bet.values].sort((a, b) => Number(b.main === true) - Number(a.main === true));
    return values.flatMap((value) => {
      if (value.suspended) return [];
      const selection = liveSelection(target, value.value, value.handicap);
      return selection ? [{ ...selection, odds: value.odd }] : [];
    });
  });
  return marketsOf(priced, margin);
};
