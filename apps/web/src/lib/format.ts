import { INVALID_AMOUNT_TEXT } from '@chokdee/contracts';

/** Money display is contracts' (money-display.ts), shared with the back office and the server. */
export { formatAmountNumber, formatBaht, INVALID_AMOUNT_TEXT } from '@chokdee/contracts';

const dateFormatter = new Intl.DateTimeFormat('th-TH', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Bangkok',
});

/** An ISO time → Thai date and time in Bangkok, Buddhist era ("23 พ.ย. 2568 16:05"). */
export const formatThaiDate = (iso: string): string => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return INVALID_AMOUNT_TEXT;
  return dateFormatter.format(date);
};

const dayFormatter = new Intl.DateTimeFormat('th-TH', { dateStyle: 'long', timeZone: 'Asia/Bangkok' });

/** An ISO time → the Thai date in Bangkok, Buddhist era, without the time ("23 พฤศจิกายน 2568"). */
export const formatThaiDay = (iso: string): string => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return INVALID_AMOUNT_TEXT;
  return dayFormatter.format(date);
};
