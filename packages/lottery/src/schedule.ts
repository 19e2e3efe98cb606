import { bangkokInstant, compactDateOf, dateOf, dayNumber, minutesOf, minutesPerDay } from './calendar';

/** How far back to look for the previous round of a calendar schedule before opening at 00:00. */
const lookBackDays = 31;

type WithProduct = { productCode: string };

/** One round a day, every day except holiday dates (Hanoi: the official draw stops for Tết). */
export type DailySchedule = WithProduct & { kind: 'daily'; closeTime: string; holidays?: string[] };
/** One round on the given ISO weekdays (1 = Monday … 7 = Sunday), except holiday dates (stock markets, Lao). */
export type WeekdaysSchedule = WithProduct & {
  kind: 'weekdays';
  days: number[];
  closeTime: string;
  holidays: string[];
};
/** One round on each listed Bangkok date (Thai government: draw dates are editable rows, not a formula). */
export type ExplicitDatesSchedule = WithProduct & {
  kind: 'explicitDates';
  dates: string[];
  closeTime: string;
};
/**
 * A market whose trading date is the day before its Bangkok close (Dow Jones: the US session of Monday
 * closes at 03:00 Tuesday in Bangkok). `days` and `holidays` are trading dates.
 */
export type NextDayCloseSchedule = WithProduct & {
  kind: 'nextDayClose';
  days: number[];
  closeTime: string;
  holidays: string[];
};
/** Many rounds a day: `first`, then every `everyMinutes`, up to `last` (the next morning when last ≤ first). */
export type YeekeeSchedule = WithProduct & {
  kind: 'yeekee';
  first: string;
  everyMinutes: number;
  last: string;
};

export type Schedule =
  | DailySchedule
  | WeekdaysSchedule
  | ExplicitDatesSchedule
  | NextDayCloseSchedule
  | YeekeeSchedule;

export type ScheduledRound = { roundCode: string; openAt: Date; closeAt: Date };

type Close = { roundCode: string; closeAt: Date };

/** ISO weekday, 1 = Monday … 7 = Sunday (1970-01-01 was a Thursday). */
const isoWeekday = (day: number): number => ((((day + 3) % 7) + 7) % 7) + 1;

const single = (schedule: Schedule, day: number, closeDay: number, closeTime: string): Close[] => [
  {
    roundCode: schedule.productCode + compactDateOf(day),
    closeAt: bangkokInstant(closeDay, minutesOf(closeTime)),
  },
];

/** The closes of the rounds that belong to `day`, in order. */
const closesOf = (schedule: Schedule, day: number): Close[] => {
  const date = dateOf(day);
  switch (schedule.kind) {
    case 'daily':
      return schedule.holidays?.includes(date) ? [] : single(schedule, day, day, schedule.closeTime);
    case 'weekdays':
      return schedule.days.includes(isoWeekday(day)) && !schedule.holidays.includes(date)
        ? single(schedule, day, day, schedule.closeTime)
        : [];
    case 'explicitDates':
      return schedule.dates.includes(date) ? single(schedule, day, day, schedule.closeTime) : [];
    case 'nextDayClose':
      return schedule.days.includes(isoWeekday(day)) && !schedule.holidays.includes(date)
        ? single(schedule, day, day + 1, schedule.closeTime)
        : [];
    case 'yeekee': {
      if (!Number.isInteger(schedule.everyMinutes) || schedule.everyMinutes <= 0) {
        throw new RangeError('everyMinutes must be a positive integer');
      }
      const first = minutesOf(schedule.first);
      const lastOfDay = minutesOf(schedule.last);
      const last = lastOfDay <= first ? lastOfDay + minutesPerDay : lastOfDay;
      const count = Math.floor((last - first) / schedule.everyMinutes) + 1;
      const width = Math.max(2, String(count).length);
      return Array.from({ length: count }, (_, index) => ({
        roundCode: schedule.productCode + compactDateOf(day) + String(index + 1).padStart(width, '0'),
        closeAt: bangkokInstant(day, first + index * schedule.everyMinutes),
      }));
    }
  }
};

/** Close of the last round before `day`, if there is one within reach. */
const previousClose = (schedule: Schedule, day: number): Date | undefined => {
  if (schedule.kind === 'explicitDates') {
    const earlier = schedule.dates.filter((date) => dayNumber(date) < day).sort();
    const last = earlier.at(-1);
    return last === undefined ? undefined : closesOf(schedule, dayNumber(last)).at(-1)?.closeAt;
  }
  for (let back = 1; back <= lookBackDays; back += 1) {
    const close = closesOf(schedule, day - back).at(-1);
    if (close) return close.closeAt;
  }
  return undefined;
};

/**
 * The rounds that belong to a Bangkok date (docs/domain/lottery.md §3), in close order; [] when the product has no
 * round that day (weekend, holiday — stock, Lao or Hanoi —, not a draw date).
 *
 * - A round belongs to the Bangkok date of its close, except where the schedule says otherwise:
 *   Yeekee's rounds after midnight (up to `last`) belong to the day they started on, and a
 *   `nextDayClose` round belongs to its trading date.
 * - `roundCode` = product code + that date as YYYYMMDD, + a 2-digit sequence for Yeekee.
 * - A round opens at the previous round's close; the first round ever (none within 31 days, or the
 *   first listed draw date) opens at 00:00 Bangkok of its date.
 */
export const roundsForDate = (schedule: Schedule, bangkokDate: string): ScheduledRound[] => {
  const day = dayNumber(bangkokDate);
  const closes = closesOf(schedule, day);
  if (closes.length === 0) return [];
  let openAt = previousClose(schedule, day) ?? bangkokInstant(day, 0);
  return closes.map(({ roundCode, closeAt }) => {
    const round = { roundCode, openAt, closeAt };
    openAt = closeAt;
    return round;
  });
};
