/**
 * The book's business day: 11:00 to 11:00 Bangkok time (UTC+7, no daylight saving), as Thai books
 * report turnover, GGR and daily limits (docs/domain/sportsbook.md, "Limits"). A bet at 10:59 on
 * 8 December belongs to the day of 7 December.
 */
const BANGKOK_OFFSET_MS = 7 * 3_600_000;
const DAY_START_MS = 11 * 3_600_000;

/** The business day of `at`, as its date "YYYY-MM-DD". */
export const bookDayOf = (at: Date): string =>
  new Date(at.getTime() + BANGKOK_OFFSET_MS - DAY_START_MS).toISOString().slice(0, 10);

/** When the business day `day` ("YYYY-MM-DD") starts and ends (the end is the next day's start). */
export const bookDayBounds = (day: string): { from: Date; to: Date } => {
  const midnight = Date.parse(`${day}T00:00:00Z`);
  // A day that does not exist (13th month, 30 February) fails the round trip.
  if (
    !/^\d{4}-\d{2}-\d{2}$/.test(day) ||
    Number.isNaN(midnight) ||
    new Date(midnight).toISOString().slice(0, 10) !== day
  )
    throw new RangeError(`not a date: ${day}`);
  const from = new Date(midnight - BANGKOK_OFFSET_MS + DAY_START_MS);
  return { from, to: new Date(from.getTime() + 86_400_000) };
};
