const bangkokClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Bangkok',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

const bangkokClockMs = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Bangkok',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  fractionalSecondDigits: 3,
  hourCycle: 'h23',
});

const bangkokDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Bangkok',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** A round's time on the Bangkok clock ("06:15:00"); the page names the business date. */
export const formatClock = (iso: string): string => bangkokClock.format(new Date(iso));

/** When the server received a shot, to the millisecond on the Bangkok clock ("06:01:59.812"). */
export const formatShotTime = (iso: string): string => bangkokClockMs.format(new Date(iso));

/** The Bangkok calendar day of a moment (YYYY-MM-DD): a round closing after midnight is on the next one. */
export const bangkokDayOf = (iso: string): string => bangkokDate.format(new Date(iso));
