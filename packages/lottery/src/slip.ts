import type { BetType } from './bet-types';

export type SlipLine = { betType: BetType; number: string; amountSatang: bigint };

/**
 * Merges lines with the same (bet type, number) into one, summing `amountSatang`.
 * The merged line keeps the first occurrence's position and other fields.
 */
export const mergeSlipLines = <L extends SlipLine>(lines: readonly L[]): L[] => {
  const merged = new Map<string, L>();
  for (const line of lines) {
    const key = `${line.betType}:${line.number}`;
    const seen = merged.get(key);
    merged.set(key, seen ? { ...seen, amountSatang: seen.amountSatang + line.amountSatang } : { ...line });
  }
  return [...merged.values()];
};
