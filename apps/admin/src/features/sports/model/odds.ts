import { formatOdds, parseDecimal } from '@chokdee/sportsbook';

/**
 * A price of the wire (decimal odds, "1.920") as the desk shows it: Malay water for handicaps and
 * totals ("0.92", red water "-0.80"), decimal for the rest ("1.92"); as it came when it is not a price.
 */
export const priceText = (odds: string, water: boolean): string => {
  const decimal = parseDecimal(odds);
  if (!decimal || decimal.num <= decimal.den) return odds;
  return formatOdds(decimal, water ? 'MY' : 'EU');
};

/** A red-water price (the member risks less than the amount to win): shown in red, as Thai tables do. */
export const isRedWaterText = (text: string) => text.startsWith('-');
