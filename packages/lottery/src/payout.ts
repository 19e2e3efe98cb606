/** A payout rate as an exact fraction: "3.2" → 32 / 10, "900" → 900 / 1. */
export type Rate = { numerator: bigint; denominator: bigint };

const ratePattern = /^([0-9]+)(?:\.([0-9]+))?$/;

/** Parses a non-negative decimal rate string ("3.2", "900", "4.25") without going through a float. */
export const parseRate = (rate: string): Rate => {
  const match = ratePattern.exec(rate);
  if (!match) throw new RangeError(`rate must be a non-negative decimal string, got ${JSON.stringify(rate)}`);
  const decimals = match[2] ?? '';
  return {
    numerator: BigInt((match[1] ?? '') + decimals),
    denominator: 10n ** BigInt(decimals.length),
  };
};

/**
 * Win of a line in satang: stake × rate × hits, rounded to the nearest satang, half up (docs/domain/lottery.md §2).
 * The stake is not added back. All arithmetic is bigint; `rate` is a decimal string.
 */
export const winSatang = (stakeSatang: bigint, rate: string, hits: number): bigint => {
  if (stakeSatang < 0n) throw new RangeError('stake must not be negative');
  if (!Number.isSafeInteger(hits) || hits < 0) throw new RangeError('hits must be a non-negative integer');
  const { numerator, denominator } = parseRate(rate);
  const exact = stakeSatang * numerator * BigInt(hits);
  // Half up on a non-negative value: floor((2x + d) / 2d) = floor(x/d + 1/2).
  return (2n * exact + denominator) / (2n * denominator);
};
