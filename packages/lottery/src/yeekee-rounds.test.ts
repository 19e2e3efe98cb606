import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundDateOf, roundName } from './round-name';
import { roundsForDate } from './schedule';
import { type YeekeeMarketTimes, yeekeeBusinessDateOf, yeekeeRoundsForDate } from './yeekee-rounds';

const yk: YeekeeMarketTimes = { code: 'YK', firstCloseTime: '06:00', roundMinutes: 15, roundsPerDay: 88 };
const yk5: YeekeeMarketTimes = { code: 'YK5', firstCloseTime: '06:00', roundMinutes: 5, roundsPerDay: 288 };

/** A Bangkok wall time (UTC+7) as an instant. */
const bkk = (isoLocal: string): Date => new Date(`${isoLocal}+07:00`);

describe('yeekeeRoundsForDate', () => {
  it('88 rounds of 15 minutes: 06:00 … 03:45 the next morning, all of the business date', () => {
    const rounds = yeekeeRoundsForDate(yk, '2026-11-24');
    expect(rounds).toHaveLength(88);
    expect(rounds[0]).toEqual({
      roundCode: 'YK2026112401',
      roundNo: 1,
      businessDate: '2026-11-24',
      openAt: bkk('2026-11-24T03:45:00'),
      closeAt: bkk('2026-11-24T06:00:00'),
    });
    expect(rounds[1]).toMatchObject({ roundCode: 'YK2026112402', openAt: bkk('2026-11-24T06:00:00') });
    expect(rounds[79]).toMatchObject({
      roundCode: 'YK2026112480',
      businessDate: '2026-11-24',
      closeAt: bkk('2026-11-25T01:45:00'),
    });
    expect(rounds[87]).toMatchObject({ roundCode: 'YK2026112488', closeAt: bkk('2026-11-25T03:45:00') });
    for (const [index, round] of rounds.entries()) {
      expect(round.closeAt.getTime() - round.openAt.getTime()).toBe(index === 0 ? 135 * 60_000 : 15 * 60_000);
    }
  });

  it('round 1 opens at the previous date’s last close, across a month and a year', () => {
    const first = yeekeeRoundsForDate(yk, '2027-01-01')[0];
    const lastOfDecember = yeekeeRoundsForDate(yk, '2026-12-31').at(-1);
    expect(first?.openAt).toEqual(lastOfDecember?.closeAt);
    expect(first?.roundCode).toBe('YK2027010101');
  });

  it('pads the round number to the digits of roundsPerDay (at least 2)', () => {
    const five = yeekeeRoundsForDate(yk5, '2026-11-24');
    expect(five).toHaveLength(288);
    expect(five.map((round) => round.roundCode).slice(0, 2)).toEqual(['YK520261124001', 'YK520261124002']);
    expect(five.at(-1)).toMatchObject({ roundCode: 'YK520261124288', closeAt: bkk('2026-11-25T05:55:00') });
    expect(yeekeeRoundsForDate({ ...yk, roundsPerDay: 9 }, '2026-11-24')[8]?.roundCode).toBe('YK2026112409');
    const everyMinute = yeekeeRoundsForDate(
      { ...yk, code: 'YK1', roundMinutes: 1, roundsPerDay: 1440 },
      '2026-11-24',
    );
    expect(everyMinute.at(-1)?.roundCode).toBe('YK1202611241440');
    expect(everyMinute[0]?.openAt).toEqual(bkk('2026-11-24T05:59:00'));
  });

  it('gives the same rounds as the stored yeekee schedule of the product', () => {
    const fromSchedule = roundsForDate(
      { kind: 'yeekee', productCode: 'YK', first: '06:00', everyMinutes: 15, last: '03:45' },
      '2026-11-24',
    );
    expect(
      yeekeeRoundsForDate(yk, '2026-11-24').map(({ roundCode, openAt, closeAt }) => ({
        roundCode,
        openAt,
        closeAt,
      })),
    ).toEqual(fromSchedule);
  });

  it('every round code is named and dated by roundName / roundDateOf (widths 2 and 3)', () => {
    for (const [market, name] of [
      [yk, 'จับยี่กี'],
      [yk5, 'ยี่กี 5 นาที'],
    ] as const) {
      for (const round of yeekeeRoundsForDate(market, '2026-11-24')) {
        expect(roundDateOf(market.code, round.roundCode)).toEqual({
          year: 2026,
          month: 11,
          day: 24,
          sequence: round.roundNo,
        });
        expect(
          roundName({
            kind: 'yeekee',
            productCode: market.code,
            productName: name,
            roundCode: round.roundCode,
          }),
        ).toBe(`${name} รอบที่ ${round.roundNo} 24/11/69`);
      }
    }
    // YK is a prefix of YK5: a YK5 code read as YK carries no date.
    expect(roundDateOf('YK', 'YK520261124001')).toBeUndefined();
  });

  it('refuses settings that do not fit in a day, and malformed dates or times', () => {
    expect(() => yeekeeRoundsForDate({ ...yk, roundsPerDay: 97 }, '2026-11-24')).toThrow(RangeError);
    expect(() => yeekeeRoundsForDate({ ...yk, roundMinutes: 0 }, '2026-11-24')).toThrow(RangeError);
    expect(() => yeekeeRoundsForDate({ ...yk, roundsPerDay: 1.5 }, '2026-11-24')).toThrow(RangeError);
    expect(() => yeekeeRoundsForDate({ ...yk, firstCloseTime: '24:00' }, '2026-11-24')).toThrow(RangeError);
    expect(() => yeekeeRoundsForDate(yk, '2026-02-30')).toThrow(RangeError);
  });
});

describe('yeekeeBusinessDateOf', () => {
  it('rolls over at the last close (03:45), so 06:00 already belongs to the new date', () => {
    expect(yeekeeBusinessDateOf(yk, bkk('2026-11-25T01:45:00'))).toBe('2026-11-24');
    expect(yeekeeBusinessDateOf(yk, bkk('2026-11-25T03:44:59.999'))).toBe('2026-11-24');
    expect(yeekeeBusinessDateOf(yk, bkk('2026-11-25T03:45:00'))).toBe('2026-11-25');
    expect(yeekeeBusinessDateOf(yk, bkk('2026-11-25T06:00:00'))).toBe('2026-11-25');
    expect(yeekeeBusinessDateOf(yk, bkk('2026-11-24T23:59:59.999'))).toBe('2026-11-24');
    expect(yeekeeBusinessDateOf(yk, bkk('2026-11-25T00:00:00'))).toBe('2026-11-24');
  });

  it('a market of 24 hours of rounds, and one closing first late in the evening', () => {
    expect(yeekeeBusinessDateOf(yk5, bkk('2026-11-25T05:54:59.999'))).toBe('2026-11-24');
    expect(yeekeeBusinessDateOf(yk5, bkk('2026-11-25T05:55:00'))).toBe('2026-11-25');
    const late = { ...yk, firstCloseTime: '23:30', roundMinutes: 60, roundsPerDay: 3 };
    expect(yeekeeBusinessDateOf(late, bkk('2026-11-24T00:30:00'))).toBe('2026-11-23');
    expect(yeekeeBusinessDateOf(late, bkk('2026-11-24T01:30:00'))).toBe('2026-11-24');
    // Round 1 of the 24th closes at 23:30 on the 24th, its rounds 2 and 3 after midnight.
    expect(yeekeeBusinessDateOf(late, bkk('2026-11-24T23:59:00'))).toBe('2026-11-24');
    expect(yeekeeBusinessDateOf(late, bkk('2026-11-25T01:29:59.999'))).toBe('2026-11-24');
    expect(yeekeeBusinessDateOf(late, bkk('2026-11-25T01:30:00'))).toBe('2026-11-25');
  });

  it('refuses an invalid instant', () => {
    expect(() => yeekeeBusinessDateOf(yk, new Date(Number.NaN))).toThrow(RangeError);
  });

  it('property: the date it gives holds the round open at the instant', () => {
    const market = fc
      .record({
        roundMinutes: fc.integer({ min: 1, max: 60 }),
        firstHour: fc.integer({ min: 0, max: 23 }),
        firstMinute: fc.integer({ min: 0, max: 59 }),
        fill: fc.double({ min: 0, max: 1, noNaN: true }),
      })
      .map(({ roundMinutes, firstHour, firstMinute, fill }) => ({
        code: 'YKP',
        roundMinutes,
        roundsPerDay: Math.max(1, Math.floor((1440 / roundMinutes) * fill)),
        firstCloseTime: `${String(firstHour).padStart(2, '0')}:${String(firstMinute).padStart(2, '0')}`,
      }));
    const instant = fc
      .integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2028, 11, 31) })
      .map((ms) => new Date(ms));
    fc.assert(
      fc.property(market, instant, (times, at) => {
        const date = yeekeeBusinessDateOf(times, at);
        const open = yeekeeRoundsForDate(times, date).filter(
          (round) => round.openAt.getTime() <= at.getTime() && at.getTime() < round.closeAt.getTime(),
        );
        expect(open).toHaveLength(1);
      }),
      { numRuns: 300 },
    );
  });
});
