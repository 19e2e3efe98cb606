import {
  add,
  compare,
  div,
  floor,
  mul,
  ONE,
  parseDecimal,
  type Rational,
  rational,
  sub,
  toFixedDown,
} from './rational';

/**
 * Odds are kept as the exact decimal odds d (what one baht staked returns on a win, stake included).
 * Every other format is a way of writing d (docs/domain/sportsbook.md, "Odds formats"):
 * - EU (decimal): d.
 * - HK: h = d − 1 (the profit per baht).
 * - MY ("water"): m = d − 1 when d ≤ 2 (black water, 0 < m ≤ 1); m = −1/(d − 1) when d > 2 (red water,
 *   −1 ≤ m < 0: the member risks |m| to win 1).
 * - ID: i = d − 1 when d ≥ 2; i = −1/(d − 1) when d < 2.
 */
export type OddsFormat = 'EU' | 'HK' | 'MY' | 'ID';
export const oddsFormats: readonly OddsFormat[] = ['EU', 'HK', 'MY', 'ID'];

/** Decimal odds the book accepts: above 1 (a price of 1 pays nothing) and at most 1,000. */
export const MIN_DECIMAL = rational(1001n, 1000n);
export const MAX_DECIMAL = rational(1000n);

const TWO = rational(2n);
const neg = (value: Rational): Rational => rational(-value.num, value.den);
const abs = (value: Rational): Rational => (value.num < 0n ? neg(value) : value);

/** The decimal odds a price written in `format` stands for; undefined when it is not a valid price. */
export const decimalFromFormat = (text: string, format: OddsFormat): Rational | undefined => {
  const value = parseDecimal(text);
  if (!value) return undefined;
  let decimal: Rational | undefined;
  switch (format) {
    case 'EU':
      decimal = value;
      break;
    case 'HK':
      decimal = value.num > 0n ? add(ONE, value) : undefined;
      break;
    case 'MY':
      if (value.num > 0n && compare(value, ONE) <= 0) decimal = add(ONE, value);
      else if (value.num < 0n && compare(value, neg(ONE)) >= 0) decimal = add(ONE, div(ONE, abs(value)));
      break;
    case 'ID':
      if (compare(value, ONE) >= 0) decimal = add(ONE, value);
      else if (compare(value, neg(ONE)) <= 0) decimal = add(ONE, div(ONE, abs(value)));
      break;
  }
  if (!decimal || compare(decimal, MIN_DECIMAL) < 0 || compare(decimal, MAX_DECIMAL) > 0) return undefined;
  return decimal;
};

/** The price `decimal` written in `format`, exactly (a fraction). */
export const inFormat = (decimal: Rational, format: OddsFormat): Rational => {
  const profit = sub(decimal, ONE);
  switch (format) {
    case 'EU':
      return decimal;
    case 'HK':
      return profit;
    case 'MY':
      return compare(decimal, TWO) <= 0 ? profit : neg(div(ONE, profit));
    case 'ID':
      return compare(decimal, TWO) >= 0 ? profit : neg(div(ONE, profit));
  }
};

/**
 * The price as shown: two decimals, three when the third is not zero ("0.92", "-0.80", "2.015"), cut
 * toward zero past the third (a display never shows a better price than the one taken).
 */
export const formatOdds = (decimal: Rational, format: OddsFormat): string => {
  const value = inFormat(decimal, format);
  const negative = value.num < 0n;
  const text = toFixedDown(abs(value), 3);
  const shown = text.endsWith('0') ? text.slice(0, -1) : text;
  return negative ? `-${shown}` : shown;
};

/** Red water: a Malay price below zero (the member risks less than the amount to win). */
export const isRedWater = (decimal: Rational): boolean => compare(decimal, TWO) > 0;

/** Decimal odds as milli-odds (decimal × 1,000), when exact; prices the book quotes are kept so. */
export const milliOf = (decimal: Rational): number | undefined => {
  const milli = mul(decimal, rational(1000n));
  return milli.den === 1n ? Number(milli.num) : undefined;
};
export const fromMilli = (milli: number | bigint): Rational => rational(BigInt(milli), 1000n);

/** The canonical decimal string of the API: at least two places, up to six ("1.95", "2.25", "2.00"), cut. */
export const decimalString = (decimal: Rational): string => {
  const [whole, fraction = ''] = toFixedDown(decimal, 6).split('.');
  return `${whole}.${fraction.replace(/0+$/, '').padEnd(2, '0')}`;
};

/**
 * What the member risks (ยอดเสี่ยง, the amount deducted) for the amount they type (ยอดแทง), in satang.
 * At red water the typed amount is the amount to win and the risk is that × |m|, cut to the satang
 * (the member never risks more than the price says); otherwise the typed amount is the risk.
 */
export const riskForTyped = (typedSatang: bigint, decimal: Rational): bigint =>
  isRedWater(decimal) ? floor(mul(rational(typedSatang), abs(inFormat(decimal, 'MY')))) : typedSatang;
