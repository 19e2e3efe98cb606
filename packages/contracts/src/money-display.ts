/**
 * Money as people read it: the one set of baht formatters of the server's Thai messages, the member
 * site, the back office and the originals' pages (zod-free like money-amount.ts, so a page can
 * format money on its first load). Every formatter works on the decimal text, never through a
 * float, so "90071992547409.99" keeps its satang.
 */
import { formatAmount, type MoneyString, type Satang } from './money-amount';

/** What an amount shows when it is not a decimal string (a bad server value is never guessed at). */
export const INVALID_AMOUNT_TEXT = '—';

const DECIMAL = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

const groupThousands = (digits: string): string => digits.replace(/\B(?=(\d{3})+$)/g, ',');

/** "-1234567.5" → { sign: '-', grouped: "1,234,567.50" }; undefined when not an amount. */
const parts = (amount: string): { sign: string; grouped: string } | undefined => {
  const match = DECIMAL.exec(amount.trim());
  if (!match) return undefined;
  const [, sign = '', whole = '0', fraction = ''] = match;
  const digits = whole.replace(/^0+(?=\d)/, '');
  return { sign, grouped: `${groupThousands(digits)}.${fraction.padEnd(2, '0')}` };
};

/** "1250.5" → "฿1,250.50", "-0.50" → "-฿0.50": an amount on its own (balances, slips, tables). */
export const formatBaht = (amount: MoneyString): string => {
  const p = parts(amount);
  return p ? `${p.sign}฿${p.grouped}` : INVALID_AMOUNT_TEXT;
};

/** "9800" → "9,800.00": the amount without ฿, for text that says "บาท" after it (or ฿ before it). */
export const formatAmountNumber = (amount: MoneyString): string => {
  const p = parts(amount);
  return p ? `${p.sign}${p.grouped}` : INVALID_AMOUNT_TEXT;
};

/**
 * A movement, which always says its way: "-90.00" → "-฿90.00", "500.00" → "+฿500.00"; a zero
 * moved nothing, so it has no sign ("0.00" → "฿0.00").
 */
export const signedBaht = (amount: MoneyString): string => {
  const p = parts(amount);
  if (!p) return INVALID_AMOUNT_TEXT;
  if (p.sign === '-' || /^0\.00$/.test(p.grouped)) return `${p.sign}฿${p.grouped}`;
  return `+฿${p.grouped}`;
};

/**
 * Satang → baht inside a Thai sentence (`{min}`/`{max}`/`{amount}` of the server's messages, a
 * promotion's terms): thousands separated, no satang when there are none ("200,000", "1,000.50",
 * "0.05"). The one rule of every server message, staff-facing ones included.
 */
export const bahtText = (satang: Satang): string => {
  const [baht = '0', rest = '00'] = formatAmount(satang).split('.');
  const grouped = groupThousands(baht);
  return rest === '00' ? grouped : `${grouped}.${rest}`;
};
