/** An exact non-negative rational, always in lowest terms with a positive denominator. */
export type Fraction = { numerator: bigint; denominator: bigint };

const gcd = (a: bigint, b: bigint): bigint => {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
};

/** numerator / denominator in lowest terms. */
export const fraction = (numerator: bigint, denominator: bigint): Fraction => {
  if (denominator <= 0n) throw new RangeError('denominator must be positive');
  if (numerator < 0n) throw new RangeError('numerator must not be negative');
  const divisor = gcd(numerator, denominator) || 1n;
  return { numerator: numerator / divisor, denominator: denominator / divisor };
};

/** The fraction as a double, for statistics and charts (never for money). */
export const fractionToNumber = ({ numerator, denominator }: Fraction): number =>
  Number(numerator) / Number(denominator);

/**
 * The fraction as a percentage with `decimals` places, rounded half up, computed in bigint:
 * 48/50 → "96.00%". Exact inputs give an exact display (no float on the way).
 */
export const formatPercent = ({ numerator, denominator }: Fraction, decimals = 2): string => {
  const scale = 10n ** BigInt(decimals);
  const scaled = (numerator * 100n * scale * 2n + denominator) / (denominator * 2n);
  const whole = scaled / scale;
  if (decimals === 0) return `${whole}%`;
  const part = (scaled % scale).toString().padStart(decimals, '0');
  return `${whole}.${part}%`;
};
