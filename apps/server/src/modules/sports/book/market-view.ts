import type { SportsFixture, SportsMarket, SportsMarketStatus } from '@chokdee/contracts';
import {
  decimalString,
  fromMilli,
  grade,
  holdsOf,
  lineDisplay,
  type MarketKey,
  marketStatus,
  parseMarketKey,
  type Score,
  thaiHandicapName,
} from '@chokdee/sportsbook';
import { sportsSettings } from '../sports.settings';
import type { PriceJson, ScoreJson } from '../sports.tables';
import type { FixtureWithCompetition, MarketRow } from './book.repo';
import { type Grid, gridFromJson, worstOf, worstScore } from './exposure';

/** Fixtures a source other than a trader feeds: their markets hold on the feed's silence. */
export const MANUAL_SOURCE = 'manual';

/** In play: live bets (the delay, the score at placement) and in-play prices. */
export const isInPlay = (fixture: Pick<FixtureWithCompetition, 'status'>): boolean =>
  fixture.status === 'LIVE' || fixture.status === 'HALF_TIME';

/** The score now, for scores still possible (0-0 before kick-off). */
export const scoreNow = (fixture: Pick<FixtureWithCompetition, 'score'>): Score =>
  fixture.score ?? { home: 0, away: 0 };

/** The score a market's scenarios start from: a first-half market's is the score now until half time. */
const scoreFrom = (fixture: FixtureWithCompetition, key: MarketKey): Score =>
  key.period === '1H' && fixture.halfTime ? fixture.halfTime : scoreNow(fixture);

/**
 * The feed's last sign of life for this fixture (silence holds its markets: fail closed). The source's
 * last healthy poll for every fed fixture; in play also the fixture's own last message, since a live
 * match always has a clock and prices moving. A fixture a trader entered needs no feed.
 */
export const lastFeedSign = (
  fixture: Pick<FixtureWithCompetition, 'source' | 'status' | 'lastFeedAt'>,
  feedAliveAt: Date | undefined,
  now: Date,
): Date | undefined => {
  if (fixture.source === MANUAL_SOURCE) return now;
  if (!feedAliveAt) return undefined;
  if (!isInPlay(fixture)) return feedAliveAt;
  if (!fixture.lastFeedAt) return undefined;
  return fixture.lastFeedAt < feedAliveAt ? fixture.lastFeedAt : feedAliveAt;
};

export type MarketState = {
  key: MarketKey;
  status: SportsMarketStatus;
  holds: string[];
  /** Share of the market's liability cap the worst case uses (0…, may pass 1 after a price change). */
  capUsed: number;
  worst: bigint;
};

/**
 * A market's status now, by the precedence of packages/sportsbook `lifecycle.ts`: a terminal state
 * (settled, void; a void fixture) over a trader's word over the book's holds (feed silence for a fed
 * fixture, kick-off for a fixture not in play, the feed's bet stop, a fixture no longer playing, a
 * first half already over, the cap full) over the feed's own (a market it stopped pricing is closed).
 */
export const marketState = (
  fixture: FixtureWithCompetition,
  market: MarketRow,
  now: Date,
  feedAliveAt: Date | undefined,
): MarketState => {
  const key = parseMarketKey(market.key) as MarketKey;
  const grid = gridFromJson(market.exposure);
  const worst = worstOf(grid, scoreFrom(fixture, key));
  const cap = market.liabilityCapSatang;
  const capUsed = cap > 0n ? Number((worst * 10_000n) / cap) / 10_000 : 1;
  const holds = holdsOf({
    now,
    lastFeedMessageAt: lastFeedSign(fixture, feedAliveAt, now),
    kickoffAt: fixture.kickoffAt,
    preMatch: !isInPlay(fixture),
    capUsed,
  }).map((hold) => (hold === 'FEED_SILENT' ? 'FEED_SILENCE' : hold));
  if (fixture.betStop) holds.push('BET_STOP');
  if (!['SCHEDULED', 'LIVE', 'HALF_TIME'].includes(fixture.status)) holds.push(`FIXTURE_${fixture.status}`);
  if (key.period === '1H' && (fixture.halfTime || fixture.status === 'HALF_TIME')) holds.push('HALF_OVER');
  const terminal = fixture.voidReason ? 'VOID' : (market.terminal ?? undefined);
  const status = marketStatus({
    terminal,
    operator: market.operatorStatus ?? undefined,
    holds,
    feed: market.feedClosed ? 'CLOSED' : 'OPEN',
  });
  return {
    key,
    status,
    holds: market.operatorStatus ? [`OPERATOR: ${market.operatorReason ?? ''}`, ...holds] : holds,
    capUsed,
    worst,
  };
};

/**
 * The price members get for an outcome: the market's, shaded when more than half the cap is used and
 * the outcome wins at the book's worst score (it is the side that adds risk): its profit cut linearly
 * up to `shadeMost` at the full cap. Rounded down to the milli (toward the book).
 */
export const offeredMilli = (
  fixture: FixtureWithCompetition,
  market: MarketRow,
  state: Pick<MarketState, 'key' | 'capUsed'>,
  price: PriceJson,
): number => {
  if (state.capUsed < sportsSettings.shadeFrom) return price.milli;
  const grid: Grid = gridFromJson(market.exposure);
  const from = scoreFrom(fixture, state.key);
  const at = worstScore(grid, from);
  if (!at) return price.milli;
  let wins = false;
  try {
    wins = grade(state.key, price.outcome, { ft: at, ht: at }) !== 'LOSE';
  } catch {
    wins = false;
  }
  if (!wins) return price.milli;
  const used = Math.min(state.capUsed, 1);
  const cut = (sportsSettings.shadeMost * (used - sportsSettings.shadeFrom)) / (1 - sportsSettings.shadeFrom);
  const profit = price.milli - 1000;
  return Math.max(1001, 1000 + Math.floor(profit * (1 - cut)));
};

const oddsText = (milli: number): string => decimalString(fromMilli(milli));

export const marketView = (
  fixture: FixtureWithCompetition,
  market: MarketRow,
  now: Date,
  feedAliveAt: Date | undefined,
): SportsMarket => {
  const state = marketState(fixture, market, now, feedAliveAt);
  const { key } = state;
  const lined = key.type === 'AH' || key.type === 'OU';
  return {
    key: market.key,
    period: key.period,
    type: key.type,
    line: lined ? lineDisplay(key.quarters) : null,
    lineName: key.type === 'AH' ? (thaiHandicapName(key.quarters) ?? null) : null,
    main: market.main,
    status: state.status,
    prices:
      state.status === 'OPEN' || state.status === 'SUSPENDED'
        ? market.prices.map((price) => ({
            outcome: price.outcome,
            odds: oddsText(offeredMilli(fixture, market, state, price)),
          }))
        : [],
  };
};

const scoreOf = (score: ScoreJson | null): SportsFixture['score'] =>
  score ? { home: score.home, away: score.away } : null;

/** The markets a list row shows: the main AH and O/U and the 1X2 of each period. */
const onList = (market: MarketRow): boolean => market.main || market.key.endsWith('.1X2');

export const fixtureView = (
  fixture: FixtureWithCompetition,
  markets: MarketRow[],
  now: Date,
  options: { all: boolean; feedAliveAt: Date | undefined },
): SportsFixture => {
  const shown = options.all ? markets : markets.filter(onList);
  return {
    id: fixture.id,
    competition: { id: fixture.competitionId, name: fixture.competitionName },
    home: fixture.home,
    away: fixture.away,
    kickoffAt: fixture.kickoffAt.toISOString(),
    status: fixture.status,
    minute: fixture.minute,
    score: scoreOf(fixture.score),
    halfTime: scoreOf(fixture.halfTime),
    redCards: fixture.redCards,
    simulated: fixture.simulated,
    liveDelaySeconds: fixture.liveDelaySeconds,
    markets: shown.map((market) => marketView(fixture, market, now, options.feedAliveAt)),
    marketCount: markets.length,
  };
};
