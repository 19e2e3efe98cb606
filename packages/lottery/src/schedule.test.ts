import { describe, expect, it } from 'vitest';
import { roundsForDate, type Schedule } from './schedule';

const iso = (rounds: ReturnType<typeof roundsForDate>) =>
  rounds.map(({ roundCode, openAt, closeAt }) => ({
    roundCode,
    openAt: openAt.toISOString(),
    closeAt: closeAt.toISOString(),
  }));

const hanoiSpecial: Schedule = { kind: 'daily', productCode: 'HNS', closeTime: '17:10' };
const nikkeiMorning: Schedule = {
  kind: 'weekdays',
  productCode: 'NKM',
  days: [1, 2, 3, 4, 5],
  closeTime: '09:20',
  holidays: ['2025-01-13'],
};
const lao: Schedule = {
  kind: 'weekdays',
  productCode: 'LAO',
  days: [1, 3, 5],
  closeTime: '20:00',
  holidays: [],
};
const thaiGovernment: Schedule = {
  kind: 'explicitDates',
  productCode: 'GLO',
  dates: ['2025-01-17', '2024-12-30', '2025-02-01'],
  closeTime: '15:20',
};
const dowJones: Schedule = {
  kind: 'nextDayClose',
  productCode: 'DJ',
  days: [1, 2, 3, 4, 5],
  closeTime: '03:00',
  holidays: ['2025-01-20'],
};
const yeekee: Schedule = {
  kind: 'yeekee',
  productCode: 'YK',
  first: '06:00',
  everyMinutes: 15,
  last: '03:45',
};

describe('roundsForDate', () => {
  it('Hanoi special: closes 17:10 Bangkok = 10:10Z, opens at yesterday’s close', () => {
    expect(iso(roundsForDate(hanoiSpecial, '2025-01-06'))).toEqual([
      { roundCode: 'HNS20250106', openAt: '2025-01-05T10:10:00.000Z', closeAt: '2025-01-06T10:10:00.000Z' },
    ]);
  });

  it('Hanoi: no round on a Tết holiday; the day after opens at the last draw before it', () => {
    const hanoi: Schedule = {
      kind: 'daily',
      productCode: 'HANOI',
      closeTime: '18:10',
      holidays: ['2026-02-16', '2026-02-17', '2026-02-18', '2026-02-19'],
    };
    for (const date of ['2026-02-16', '2026-02-17', '2026-02-18', '2026-02-19'])
      expect(roundsForDate(hanoi, date)).toEqual([]);
    expect(iso(roundsForDate(hanoi, '2026-02-20'))).toEqual([
      { roundCode: 'HANOI20260220', openAt: '2026-02-15T11:10:00.000Z', closeAt: '2026-02-20T11:10:00.000Z' },
    ]);
    expect(roundsForDate(hanoi, '2026-02-15')).toHaveLength(1);
  });

  it('stock: no round on Saturday, Sunday or a holiday; Monday opens at Friday’s close', () => {
    expect(roundsForDate(nikkeiMorning, '2025-01-04')).toEqual([]);
    expect(roundsForDate(nikkeiMorning, '2025-01-05')).toEqual([]);
    expect(roundsForDate(nikkeiMorning, '2025-01-13')).toEqual([]);
    expect(iso(roundsForDate(nikkeiMorning, '2025-01-06'))).toEqual([
      { roundCode: 'NKM20250106', openAt: '2025-01-03T02:20:00.000Z', closeAt: '2025-01-06T02:20:00.000Z' },
    ]);
    // Tuesday after the Monday holiday opens at the previous Friday's close.
    expect(iso(roundsForDate(nikkeiMorning, '2025-01-14'))).toEqual([
      { roundCode: 'NKM20250114', openAt: '2025-01-10T02:20:00.000Z', closeAt: '2025-01-14T02:20:00.000Z' },
    ]);
  });

  it('Lao: Monday, Wednesday and Friday only', () => {
    const week = [
      '2025-01-06',
      '2025-01-07',
      '2025-01-08',
      '2025-01-09',
      '2025-01-10',
      '2025-01-11',
      '2025-01-12',
    ];
    expect(week.map((date) => roundsForDate(lao, date).length)).toEqual([1, 0, 1, 0, 1, 0, 0]);
    expect(iso(roundsForDate(lao, '2025-01-08'))[0]?.openAt).toBe('2025-01-06T13:00:00.000Z');
  });

  it('Thai government: only listed draw dates; the first listed opens at 00:00 Bangkok', () => {
    expect(roundsForDate(thaiGovernment, '2025-01-16')).toEqual([]);
    expect(iso(roundsForDate(thaiGovernment, '2024-12-30'))).toEqual([
      { roundCode: 'GLO20241230', openAt: '2024-12-29T17:00:00.000Z', closeAt: '2024-12-30T08:20:00.000Z' },
    ]);
    expect(iso(roundsForDate(thaiGovernment, '2025-01-17'))).toEqual([
      { roundCode: 'GLO20250117', openAt: '2024-12-30T08:20:00.000Z', closeAt: '2025-01-17T08:20:00.000Z' },
    ]);
    expect(iso(roundsForDate(thaiGovernment, '2025-02-01'))[0]?.openAt).toBe('2025-01-17T08:20:00.000Z');
  });

  it('Dow Jones: the US trading date closes 03:00 the next Bangkok day and keeps its trading date', () => {
    expect(roundsForDate(dowJones, '2025-01-04')).toEqual([]);
    expect(roundsForDate(dowJones, '2025-01-20')).toEqual([]);
    expect(iso(roundsForDate(dowJones, '2025-01-03'))).toEqual([
      { roundCode: 'DJ20250103', openAt: '2025-01-02T20:00:00.000Z', closeAt: '2025-01-03T20:00:00.000Z' },
    ]);
    expect(iso(roundsForDate(dowJones, '2025-01-06'))[0]?.openAt).toBe('2025-01-03T20:00:00.000Z');
  });

  it('Yeekee: 88 rounds from 06:00 to 03:45 the next morning, each opening at the one before', () => {
    const rounds = iso(roundsForDate(yeekee, '2025-01-06'));
    expect(rounds).toHaveLength(88);
    expect(rounds[0]).toEqual({
      roundCode: 'YK2025010601',
      openAt: '2025-01-05T20:45:00.000Z',
      closeAt: '2025-01-05T23:00:00.000Z',
    });
    expect(rounds[1]).toEqual({
      roundCode: 'YK2025010602',
      openAt: '2025-01-05T23:00:00.000Z',
      closeAt: '2025-01-05T23:15:00.000Z',
    });
    expect(rounds[87]).toEqual({
      roundCode: 'YK2025010688',
      openAt: '2025-01-06T20:30:00.000Z',
      closeAt: '2025-01-06T20:45:00.000Z',
    });
  });

  it('refuses dates and times that do not exist', () => {
    expect(() => roundsForDate(hanoiSpecial, '2025-02-30')).toThrow(RangeError);
    expect(() => roundsForDate(hanoiSpecial, '2025-1-6')).toThrow(RangeError);
    expect(() => roundsForDate({ ...hanoiSpecial, closeTime: '24:00' }, '2025-01-06')).toThrow(RangeError);
    expect(() => roundsForDate({ ...yeekee, everyMinutes: 0 }, '2025-01-06')).toThrow(RangeError);
  });
});
