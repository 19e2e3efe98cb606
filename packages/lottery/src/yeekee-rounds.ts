import {
  bangkokDayOf,
  bangkokInstant,
  compactDateOf,
  dateOf,
  dayNumber,
  minutesOf,
  minutesPerDay,
} from './calendar';

/** The settings of a Yeekee market that place its rounds in time (defaults: 88 rounds of 15 minutes from 06:00). */
export type YeekeeMarketTimes = {
  code: string;
  firstCloseTime: string;
  roundMinutes: number;
  roundsPerDay: number;
};

export type YeekeeRoundTimes = {
  roundCode: string;
  roundNo: number;
  businessDate: string;
  openAt: Date;
  closeAt: Date;
};

type Checked = { first: number; every: number; count: number };

/** Refuses settings that cannot make a day of rounds: a day holds at most 24 hours of rounds. */
const checked = (market: YeekeeMarketTimes): Checked => {
  const { roundMinutes: every, roundsPerDay: count } = market;
  if (!Number.isInteger(every) || every < 1) throw new RangeError('roundMinutes must be a positive integer');
  if (!Number.isInteger(count) || count < 1) throw new RangeError('roundsPerDay must be a positive integer');
  if (every * count > minutesPerDay)
    throw new RangeError('roundsPerDay × roundMinutes must not pass 24 hours');
  return { first: minutesOf(market.firstCloseTime), every, count };
};

/** Close of round `roundNo` (1-based) of business day `day`. */
const closeOf = ({ first, every }: Checked, day: number, roundNo: number): Date =>
  bangkokInstant(day, first + (roundNo - 1) * every);

/**
 * The rounds of a business date (docs/domain/yeekee.md §3.1), in order: round n closes at the date's first close
 * (Bangkok) + (n−1) × roundMinutes, passing midnight when the day runs late (round 80 of 88 closes at
 * 01:45 the next calendar day and still belongs to this date). Round 1 opens at the previous business
 * date's last close, round n > 1 at round n−1's close. roundCode = market code + YYYYMMDD + n padded to
 * max(2, digits of roundsPerDay): "YK2026112405" (88 rounds), "YK520261124001" (288 rounds).
 * Throws a RangeError on a malformed date or settings that do not fit in a day.
 */
export const yeekeeRoundsForDate = (market: YeekeeMarketTimes, businessDate: string): YeekeeRoundTimes[] => {
  const times = checked(market);
  const day = dayNumber(businessDate);
  const width = Math.max(2, String(times.count).length);
  const prefix = market.code + compactDateOf(day);
  let openAt = closeOf(times, day - 1, times.count);
  return Array.from({ length: times.count }, (_, index) => {
    const roundNo = index + 1;
    const closeAt = closeOf(times, day, roundNo);
    const round = {
      roundCode: prefix + String(roundNo).padStart(width, '0'),
      roundNo,
      businessDate,
      openAt,
      closeAt,
    };
    openAt = closeAt;
    return round;
  });
};

/**
 * The business date of the round open at `instant`: the date of the first round closing after it
 * (a round takes bills while openAt ≤ now < closeAt, so at a close the next round is the open one).
 * Between a date's last close and the next date's first close, that is the next date.
 */
export const yeekeeBusinessDateOf = (market: YeekeeMarketTimes, instant: Date): string => {
  const times = checked(market);
  const at = instant.getTime();
  if (Number.isNaN(at)) throw new RangeError('instant must be a valid date');
  const today = bangkokDayOf(instant);
  // Yesterday's rounds end before today's 00:00 + 24 h, tomorrow's last close is after `instant`:
  // one of these three dates holds the first round closing after it.
  for (const day of [today - 1, today]) {
    if (at < closeOf(times, day, times.count).getTime()) return dateOf(day);
  }
  return dateOf(today + 1);
};
