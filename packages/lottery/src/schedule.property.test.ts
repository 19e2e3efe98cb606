import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundsForDate, type Schedule } from './schedule';

const hour = 3_600_000;
const day = 24 * hour;
// 2000-01-01 … 2099-12-31 as days since 1970-01-01.
const dayArbitrary = fc.integer({ min: 10_957, max: 47_481 });
const dateOf = (dayNumber: number) => new Date(dayNumber * day).toISOString().slice(0, 10);
const timeArbitrary = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
/** The Bangkok calendar date of an instant. */
const bangkokDate = (instant: Date) => new Date(instant.getTime() + 7 * hour).toISOString().slice(0, 10);

describe('roundsForDate properties', () => {
  it('daily: closes at the Bangkok wall time of its own date and opens at yesterday’s close', () => {
    fc.assert(
      fc.property(dayArbitrary, timeArbitrary, (dayNumber, closeTime) => {
        const schedule: Schedule = { kind: 'daily', productCode: 'HN', closeTime };
        const date = dateOf(dayNumber);
        const [round] = roundsForDate(schedule, date);
        expect(round?.closeAt.getTime()).toBe(dayNumber * day + minutes(closeTime) * 60_000 - 7 * hour);
        expect(round && bangkokDate(round.closeAt)).toBe(date);
        expect(round?.roundCode).toBe(`HN${date.replaceAll('-', '')}`);
        expect(round?.openAt).toEqual(roundsForDate(schedule, dateOf(dayNumber - 1))[0]?.closeAt);
      }),
    );
  });

  it('weekdays: no round on another weekday or a holiday; each opens at the last earlier close', () => {
    fc.assert(
      fc.property(
        dayArbitrary,
        fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 7 }),
        fc.array(fc.integer({ min: -10, max: 0 }), { maxLength: 4 }),
        timeArbitrary,
        (dayNumber, days, holidayOffsets, closeTime) => {
          const holidays = holidayOffsets.map((offset) => dateOf(dayNumber + offset));
          const schedule: Schedule = { kind: 'weekdays', productCode: 'ST', days, closeTime, holidays };
          const date = dateOf(dayNumber);
          const rounds = roundsForDate(schedule, date);
          const weekday = new Date(dayNumber * day).getUTCDay() || 7;
          expect(rounds.length).toBe(days.includes(weekday) && !holidays.includes(date) ? 1 : 0);
          const [round] = rounds;
          if (!round) return;
          expect(bangkokDate(round.closeAt)).toBe(date);
          const earlier = Array.from({ length: 31 }, (_, back) => dateOf(dayNumber - back - 1))
            .map((other) => roundsForDate(schedule, other)[0])
            .find((other) => other !== undefined);
          expect(round.openAt).toEqual(earlier?.closeAt ?? new Date(dayNumber * day - 7 * hour));
          expect(round.openAt < round.closeAt).toBe(true);
        },
      ),
    );
  });

  it('Yeekee: 88 rounds, 15 minutes apart, unique increasing codes, chained from yesterday’s last', () => {
    const schedule: Schedule = {
      kind: 'yeekee',
      productCode: 'YK',
      first: '06:00',
      everyMinutes: 15,
      last: '03:45',
    };
    fc.assert(
      fc.property(dayArbitrary, (dayNumber) => {
        const rounds = roundsForDate(schedule, dateOf(dayNumber));
        expect(rounds).toHaveLength(88);
        const codes = rounds.map((round) => round.roundCode);
        expect(codes).toEqual([...new Set(codes)].sort());
        for (const [index, round] of rounds.entries()) {
          expect(round.closeAt.getTime() - round.openAt.getTime()).toBe(
            index === 0 ? 135 * 60_000 : 15 * 60_000,
          );
        }
        expect(rounds[0]?.openAt).toEqual(roundsForDate(schedule, dateOf(dayNumber - 1)).at(-1)?.closeAt);
      }),
      { numRuns: 50 },
    );
  });
});
