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

/** Fills `{name}` placeholders of a Thai message. */
export { fillMessage as fill } from '@chokdee/contracts';
