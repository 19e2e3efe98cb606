import { formatAmount, parseAmount } from '@chokdee/contracts';

/** Money display is contracts' (money-display.ts), shared with the member site and the server. */
export { formatBaht } from '@chokdee/contracts';

const dateTime = new Intl.DateTimeFormat('th-TH', {
  dateStyle: 'short',
  timeStyle: 'medium',
  timeZone: 'Asia/Bangkok',
});

/** An ISO time as Bangkok staff read it (Thai calendar, 24 h). */
export const formatDateTime = (iso: string): string => dateTime.format(new Date(iso));

const calendarDay = new Intl.DateTimeFormat('th-TH', { dateStyle: 'medium', timeZone: 'UTC' });

/** A calendar day of the wire ("2026-11-23", already a Bangkok day) as staff read it ("23 พ.ย. 2569"). */
export const formatDay = (date: string): string => calendarDay.format(new Date(`${date}T00:00:00Z`));

/** Sums wire amounts ("12.50", "-3.00") exactly, in satang; the total in the same form. */
export const sumAmounts = (amounts: readonly string[]): string =>
  formatAmount(
    amounts.reduce((sum, amount) => {
      const negative = amount.startsWith('-');
      const satang = parseAmount(negative ? amount.slice(1) : amount) ?? 0n;
      return sum + (negative ? -satang : satang);
    }, 0n),
  );

/**
 * A percentage as the back office shows it everywhere (a game's RTP, a book's margin, an agent's
 * commission): two decimals and "%" — "96.5" → "96.50%", "-4" → "-4.00%". Exact on the wire's
 * decimal strings (no float); a third decimal rounds half away from zero. Anything else shows as is.
 */
export const formatPercent = (value: string): string => {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!match) return value;
  const [, sign = '', whole = '0', fraction = ''] = match;
  const digits = BigInt(whole + fraction.padEnd(3, '0').slice(0, 3));
  const hundredths = (digits + 5n) / 10n;
  const text = `${hundredths / 100n}.${String(hundredths % 100n).padStart(2, '0')}`;
  return `${sign && hundredths !== 0n ? '-' : ''}${text}%`;
};

/** Fills `{name}` placeholders of a Thai message. */
export { fillMessage as fill } from '@chokdee/contracts';
