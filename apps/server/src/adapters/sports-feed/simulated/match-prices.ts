import {
  fairDecimal,
  formatMarketKey,
  type MarketKey,
  mainLine,
  type Period,
  quoteMarket,
  resultChances,
  type Score,
  scoreDistribution,
  toFixedDown,
} from '@chokdee/sportsbook';
import type { FeedMarketPrices } from '../sports-feed';

/**
 * The simulated feed's prices (docs/domain/sportsbook.md §7): the remaining goals of each side as
 * Poisson counts, quoted by `quoteMarket`. Handicaps and totals carry 4% so an even line shows
 * 0.92/0.92 water, as Thai tables expect; the rest the engine's default margins.
 */
export const SIMULATED_MARGINS: Partial<Record<MarketKey['type'], number>> = { AH: 0.04, OU: 0.04 };

/** Where the match stands when a PRICES message is sent: what the model needs, nothing more. */
export type PricingPoint = {
  /** Pre-match versions wander a little (a few per cent of the rates) so prices move between versions. */
  drift: number;
  score: Score;
  redCards: Score;
  /** The share of the first half still to play (1 before kick-off); undefined once it is over. */
  firstHalfLeft: number | undefined;
  /** The share of the second half still to play. */
  secondHalfLeft: number;
  /** The PRICE_ERROR scenario's bad version: FT.1X2 HOME at ten times its fair price. */
  priceError?: boolean;
};

const FIRST_HALF_SHARE = 0.45;

/** A red card costs its side about a quarter of its rate and gives the other side a sixth more. */
const redCardFactor = (own: number, theirs: number) => 0.75 ** own * 1.18 ** theirs;

const oddsText = (decimal: Parameters<typeof toFixedDown>[0]) => toFixedDown(decimal, 3);

const marketsOfPeriod = (
  period: Period,
  rates: { home: number; away: number },
  from: Score,
): FeedMarketPrices[] => {
  const toCome = scoreDistribution(rates.home, rates.away);
  const markets: FeedMarketPrices[] = [];
  const add = (key: MarketKey) => {
    const quotes = quoteMarket(key, toCome, { from, margin: SIMULATED_MARGINS[key.type] });
    if (quotes.length < 2) return;
    markets.push({
      key: formatMarketKey(key),
      prices: quotes.map((quote) => ({ outcome: quote.outcome, odds: oddsText(quote.decimal) })),
    });
  };
  const handicap = mainLine('AH', toCome, { from });
  for (const quarters of [handicap - 1, handicap, handicap + 1]) add({ period, type: 'AH', quarters });
  // A live total is a line above the goals already scored.
  const total = mainLine('OU', toCome, { from, span: from.home + from.away + 6.5 });
  for (const quarters of [total - 1, total, total + 1])
    if (quarters >= 1) add({ period, type: 'OU', quarters });
  add({ period, type: '1X2' });
  add({ period, type: 'OE' });
  add({ period, type: 'CS' });
  return markets;
};

/** Every market the board offers for the fixture at this point: FT always, 1H until half time. */
export const simulatedPrices = (
  rates: { home: number; away: number },
  point: PricingPoint,
): FeedMarketPrices[] => {
  const home = rates.home * (1 + point.drift) * redCardFactor(point.redCards.home, point.redCards.away);
  const away = rates.away * (1 - point.drift) * redCardFactor(point.redCards.away, point.redCards.home);
  const firstLeft = point.firstHalfLeft ?? 0;
  const secondShare = (1 - FIRST_HALF_SHARE) * point.secondHalfLeft;
  const fullTime = FIRST_HALF_SHARE * firstLeft + secondShare;
  const markets = marketsOfPeriod('FT', { home: home * fullTime, away: away * fullTime }, point.score);
  if (point.firstHalfLeft !== undefined && point.firstHalfLeft > 0) {
    const firstHalf = FIRST_HALF_SHARE * point.firstHalfLeft;
    markets.push(...marketsOfPeriod('1H', { home: home * firstHalf, away: away * firstHalf }, point.score));
  }
  if (point.priceError) {
    const market = markets.find((entry) => entry.key === 'FT.1X2');
    const price = market?.prices.find((entry) => entry.outcome === 'HOME');
    if (price) {
      const toCome = scoreDistribution(home * fullTime, away * fullTime);
      const fair = fairDecimal(resultChances({ period: 'FT', type: '1X2' }, 'HOME', toCome, point.score));
      price.odds = (Math.floor(Math.min(fair * 10, 1000) * 1000) / 1000).toFixed(3);
    }
  }
  return markets;
};
