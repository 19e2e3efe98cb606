const bangkokDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Bangkok',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today in Bangkok as YYYY-MM-DD (the rounds calendar's days are Bangkok days). */
export const bangkokToday = (now: Date = new Date()): string => bangkokDate.format(now);

/** A YYYY-MM-DD date `days` later (calendar arithmetic; Bangkok has no daylight saving). */
export const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const bangkokTime = new Intl.DateTimeFormat('th-TH', { timeStyle: 'medium', timeZone: 'Asia/Bangkok' });

/** A moment's clock time in Bangkok ("14:05:09"). */
export const formatTime = (at: Date | number): string => bangkokTime.format(at);
