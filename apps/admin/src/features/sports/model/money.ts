import { parseAmount } from '@chokdee/contracts';

/** A wire amount ("-12.50") in satang, sign kept; 0 for anything else. */
export const signedSatang = (amount: string): bigint => {
  const negative = amount.startsWith('-');
  const satang = parseAmount(negative ? amount.slice(1) : amount) ?? 0n;
  return negative ? -satang : satang;
};

/**
 * How much of `cap` `amount` uses, 0 to 1 (for a bar; the server decides what is held). A negative
 * amount (the house wins at every score) uses none; no cap counts as full when anything is at risk.
 */
export const shareOfCap = (amount: string, cap: string): number => {
  const used = signedSatang(amount);
  const limit = signedSatang(cap);
  if (used <= 0n) return 0;
  if (limit <= 0n) return 1;
  return Math.min(1, Number((used * 10_000n) / limit) / 10_000);
};

/** The share as staff read it ("81.2%"). */
export const percentText = (share: number) => `${(share * 100).toFixed(1)}%`;
