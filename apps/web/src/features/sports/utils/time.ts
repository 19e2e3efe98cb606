import { INVALID_AMOUNT_TEXT } from '@chokdee/contracts';

const clock = new Intl.DateTimeFormat('th-TH', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Asia/Bangkok',
});

/** A kick-off as Bangkok's clock reads it ("20:00"). */
export const kickoffTime = (iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? INVALID_AMOUNT_TEXT : clock.format(date);
};
