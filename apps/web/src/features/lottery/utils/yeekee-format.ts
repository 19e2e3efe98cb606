const BANGKOK_OFFSET_MS = 7 * 3600_000;
const two = (value: number) => String(value).padStart(2, '0');

/** A server timestamp as Bangkok wall time to the millisecond: "06:01:59.812" (docs/domain/yeekee.md §3.6). */
export const formatShotTime = (iso: string): string => {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return '—';
  const bangkok = new Date(ms + BANGKOK_OFFSET_MS);
  return `${two(bangkok.getUTCHours())}:${two(bangkok.getUTCMinutes())}:${two(bangkok.getUTCSeconds())}.${String(bangkok.getUTCMilliseconds()).padStart(3, '0')}`;
};

/** Bangkok "HH:MM" of a timestamp. */
export const formatClock = (iso: string): string => formatShotTime(iso).slice(0, 5);

/** A whole number written as a decimal string (a sum that may pass 2⁵³) with thousands separators. */
export const groupDigits = (digits: string | number): string => {
  const text = String(digits);
  const negative = text.startsWith('-');
  const body = negative ? text.slice(1) : text;
  if (!/^\d+$/.test(body)) return text;
  return `${negative ? '-' : ''}${body.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
};

/** "2026-11-24" → "24/11/2569" (Buddhist era). */
export const formatBusinessDate = (date: string): string => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  const [, year, month, day] = match;
  return `${day}/${month}/${Number(year) + 543}`;
};
