import { formatAmount, parseAmount } from '@chokdee/contracts';

/**
 * Withdraw and deposit amounts are typed as text and adjusted in satang (bigint), never as floats:
 * 0.1 + 0.2 stays 0.30 and 90071992547409.99 keeps its satang.
 */

/** What the amount box accepts while typing: digits and one dot with at most 2 decimals. */
export const sanitizeAmountInput = (text: string): string => {
  const cleaned = text.replace(/,/g, '').replace(/[^\d.]/g, '');
  const dot = cleaned.indexOf('.');
  if (dot === -1) return cleaned.replace(/^0+(?=\d)/, '');
  const whole = cleaned.slice(0, dot).replace(/^0+(?=\d)/, '');
  const fraction = cleaned
    .slice(dot + 1)
    .replace(/\./g, '')
    .slice(0, 2);
  return `${whole || '0'}.${fraction}`;
};

/** The typed amount in satang, or undefined when it is empty or not an amount. */
export const amountToSatang = (text: string): bigint | undefined => {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed.endsWith('.'))
    return trimmed.endsWith('.') ? parseAmount(trimmed.slice(0, -1)) : undefined;
  return parseAmount(trimmed);
};

/**
 * The ± helper: adds `deltaSatang` (negative to subtract) to the typed amount (empty or invalid
 * counts as 0) and never goes below 0. Always answers two decimals ("1250.50").
 */
export const adjustAmount = (current: string, deltaSatang: bigint): string => {
  const next = (amountToSatang(current) ?? 0n) + deltaSatang;
  return formatAmount(next < 0n ? 0n : next);
};

/** A two-decimal server amount ("100.00") shown as typed text ("100.00"); bad input reads as "". */
export const amountText = (money: string): string => {
  const satang = parseAmount(money);
  return satang === undefined ? '' : formatAmount(satang);
};
