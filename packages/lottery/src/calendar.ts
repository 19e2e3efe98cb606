/** Calendar arithmetic on Bangkok wall time, shared by the schedules. Internal: not exported by the package. */

/** Asia/Bangkok is UTC+7 all year (no daylight saving). */
export const bangkokOffsetMinutes = 7 * 60;
export const minutesPerDay = 24 * 60;
export const msPerMinute = 60_000;
const msPerDay = minutesPerDay * msPerMinute;

const datePattern = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/;
const timePattern = /^([01][0-9]|2[0-3]):([0-5][0-9])$/;

/** Days since 1970-01-01 of a 'YYYY-MM-DD' calendar date; refuses dates that do not exist. */
export const dayNumber = (date: string): number => {
  const match = datePattern.exec(date);
  const ms = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : Number.NaN;
  if (!match || Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== date) {
    throw new RangeError(`expected a date YYYY-MM-DD, got ${JSON.stringify(date)}`);
  }
  return ms / msPerDay;
};

/** 'YYYY-MM-DD' of a day number. */
export const dateOf = (day: number): string => new Date(day * msPerDay).toISOString().slice(0, 10);

/** 'YYYYMMDD' of a day number, as round codes carry it. */
export const compactDateOf = (day: number): string => dateOf(day).replaceAll('-', '');

/** Minutes after 00:00 of an 'HH:MM' time of day. */
export const minutesOf = (time: string): number => {
  const match = timePattern.exec(time);
  if (!match) throw new RangeError(`expected a time HH:MM, got ${JSON.stringify(time)}`);
  return Number(match[1]) * 60 + Number(match[2]);
};

/** The instant of Bangkok wall time `minutes` after 00:00 of `day` (minutes may pass midnight). */
export const bangkokInstant = (day: number, minutes: number): Date =>
  new Date((day * minutesPerDay + minutes - bangkokOffsetMinutes) * msPerMinute);

/** The Bangkok day number an instant falls on. */
export const bangkokDayOf = (instant: Date): number =>
  Math.floor((instant.getTime() + bangkokOffsetMinutes * msPerMinute) / msPerDay);
