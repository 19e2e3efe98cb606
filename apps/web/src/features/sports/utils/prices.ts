import type { SportsMarket, SportsOddsFormat } from '@chokdee/contracts';
import { formatOdds, parseDecimal, type Rational } from '@chokdee/sportsbook';

/**
 * Which format a price is shown in (docs/domain/sportsbook.md §3): handicaps and totals in the member's
 * choice (Malay water by default), 1X2, odd/even, correct score and every parlay in decimal.
 */
export const shownFormat = (
  type: SportsMarket['type'],
  chosen: SportsOddsFormat,
  { parlay = false }: { parlay?: boolean } = {},
): SportsOddsFormat => (parlay || (type !== 'AH' && type !== 'OU') ? 'EU' : chosen);

export type PriceView = {
  /** As shown: "0.92", "-0.80", "1.95". */
  text: string;
  /** Water below zero (น้ำแดง): drawn red. */
  red: boolean;
  decimal: Rational;
  format: SportsOddsFormat;
};

/** A decimal odds string of the API as the member sees it; undefined when it is not a price. */
export const priceView = (
  odds: string,
  type: SportsMarket['type'],
  chosen: SportsOddsFormat,
  options?: { parlay?: boolean },
): PriceView | undefined => {
  const decimal = parseDecimal(odds);
  if (!decimal || decimal.num <= decimal.den) return undefined;
  const format = shownFormat(type, chosen, options);
  const text = formatOdds(decimal, format);
  return { text, red: text.startsWith('-'), decimal, format };
};

/** Decimal odds as the slip and the ticket show them: two places, three when the third is not zero. */
export const decimalText = (odds: string): string => {
  const decimal = parseDecimal(odds);
  return decimal ? formatOdds(decimal, 'EU') : odds;
};
