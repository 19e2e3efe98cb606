/**
 * Exact fractions over bigint: a parlay's return is a product of up to twelve odds and half-factors,
 * and rounding any of them early changes what the member is paid (docs/domain/sportsbook.md, "Returns").
 * Always normalised: the denominator positive, the fraction in lowest terms.
 */
export type Rational = { readonly num: bigint; readonly den: bigint };

const gcd = (a: bigint, b: bigint): bigint => {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
};

export const rational = (num: bigint, den = 1n): Rational => {
  if (den === 0n) throw new RangeError('a fraction with denominator 0');
  const sign = den < 0n ? -1n : 1n;
  const divisor = gcd(num, den) || 1n;
  return { num: (sign * num) / divisor, den: (sign * den) / divisor };
};

export const ONE = rational(1n);
export const HALF = rational(1n, 2n);
export const ZERO = rational(0n);

export const add = (a: Rational, b: Rational): Rational =>
  rational(a.num * b.den + b.num * a.den, a.den * b.den);
export const sub = (a: Rational, b: Rational): Rational =>
  rational(a.num * b.den - b.num * a.den, a.den * b.den);
export const mul = (a: Rational, b: Rational): Rational => rational(a.num * b.num, a.den * b.den);
export const div = (a: Rational, b: Rational): Rational => rational(a.num * b.den, a.den * b.num);
export const compare = (a: Rational, b: Rational): number => {
  const left = a.num * b.den;
  const right = b.num * a.den;
  return left < right ? -1 : left > right ? 1 : 0;
};
export const equals = (a: Rational, b: Rational): boolean => a.num === b.num && a.den === b.den;

/** The largest integer not above `value` (floor, also for negatives). */
export const floor = (value: Rational): bigint => {
  const quotient = value.num / value.den;
  return value.num < 0n && quotient * value.den !== value.num ? quotient - 1n : quotient;
};

/** A decimal string with `places` digits, rounded down (for display only; money never goes through it). */
export const toFixedDown = (value: Rational, places: number): string => {
  const scale = 10n ** BigInt(places);
  const scaled = floor(mul(value, rational(scale)));
  const negative = scaled < 0n;
  const digits = (negative ? -scaled : scaled).toString().padStart(places + 1, '0');
  const whole = digits.slice(0, digits.length - places);
  const fraction = digits.slice(digits.length - places);
  return `${negative ? '-' : ''}${whole}${places > 0 ? `.${fraction}` : ''}`;
};

/** "1.95" or "-0.8" (a plain decimal, no exponent) as an exact fraction; undefined when it is not one. */
export const parseDecimal = (text: string): Rational | undefined => {
  const match = /^(-)?(\d{1,9})(?:\.(\d{1,6}))?$/.exec(text.trim());
  if (!match) return undefined;
  const [, minus, whole = '0', fraction = ''] = match;
  const value = rational(BigInt(whole + fraction), 10n ** BigInt(fraction.length));
  return minus ? rational(-value.num, value.den) : value;
};
