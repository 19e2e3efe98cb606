/**
 * Amounts in satang and their wire text, kept free of zod (money.ts holds the schemas and re-exports
 * these) so the member app can format money on a page's first load without evaluating every
 * contract schema.
 */

/** Baht held as integer satang. Never a float in arithmetic. */
export type Satang = bigint;

/** How an amount travels in JSON: a decimal string with exactly two places, e.g. "1250.00". */
export type MoneyString = string;

const AMOUNT_PATTERN = /^(\d+)(?:\.(\d{1,2}))?$/;

/**
 * Parses a request amount ("1250.5", 1250.5, "100") into satang. Refuses a third decimal, a sign,
 * exponents and anything that is not plain digits: returns undefined rather than rounding.
 */
export const parseAmount = (input: string | number): Satang | undefined => {
  // String(number) is the shortest round-trip text, so 1250.5 → "1250.5" and 0.1 + 0.2 → "0.30000000000000004" (refused).
  const text = typeof input === 'number' ? (Number.isFinite(input) ? String(input) : '') : input.trim();
  const match = AMOUNT_PATTERN.exec(text);
  if (!match) return undefined;
  const [, baht = '0', fraction = ''] = match;
  return BigInt(baht) * 100n + BigInt(fraction.padEnd(2, '0'));
};

/** Satang → "1250.00" (negative amounts keep their sign: "-0.50"). */
export const formatAmount = (satang: Satang): MoneyString => {
  const negative = satang < 0n;
  const abs = negative ? -satang : satang;
  const baht = abs / 100n;
  const rest = (abs % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${baht}.${rest}`;
};
