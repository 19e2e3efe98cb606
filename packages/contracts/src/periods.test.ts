import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addBangkokDays,
  bangkokDateOf,
  isoWeekOf,
  periodKindOf,
  periodOf,
  periodRange,
  previousPeriod,
} from './periods';

describe('reward periods on the Bangkok calendar', () => {
  it('puts Bangkok midnight on the new day to the millisecond', () => {
    expect(bangkokDateOf(new Date('2026-11-23T16:59:59.999Z'))).toBe('2026-11-23');
    expect(bangkokDateOf(new Date('2026-11-23T17:00:00.000Z'))).toBe('2026-11-24');
  });

  it('knows ISO weeks across a year end', () => {
    expect(isoWeekOf('2026-11-24')).toBe('2026-W48');
    expect(isoWeekOf('2027-01-01')).toBe('2026-W53');
    expect(isoWeekOf('2027-01-04')).toBe('2027-W01');
    expect(isoWeekOf('2024-12-30')).toBe('2025-W01');
  });

  it('answers the range of each kind', () => {
    expect(periodRange('2026-W48')).toMatchObject({
      kind: 'WEEK',
      firstDay: '2026-11-23',
      endDay: '2026-11-30',
    });
    expect(periodRange('2026-12')).toMatchObject({
      kind: 'MONTH',
      firstDay: '2026-12-01',
      endDay: '2027-01-01',
    });
    expect(periodRange('2026-11-24').from.toISOString()).toBe('2026-11-23T17:00:00.000Z');
    expect(periodRange('2026-11-24').to.toISOString()).toBe('2026-11-24T17:00:00.000Z');
  });

  it('refuses what is not a period', () => {
    for (const bad of ['2026-02-30', '2026-13', '2026-W54', '2026-W00', '26-11-24', '', '2026-11-24 ']) {
      expect(periodKindOf(bad)).toBeUndefined();
    }
    expect(periodKindOf('2025-W53')).toBeUndefined();
    expect(periodKindOf('2026-W53')).toBe('WEEK');
    expect(periodKindOf('2020-W53')).toBe('WEEK');
  });

  it('every instant lies in its period, and periods of a kind tile the calendar', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2000-01-01T00:00:00Z'),
          max: new Date('2090-01-01T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.constantFrom('DAY' as const, 'WEEK' as const, 'MONTH' as const),
        (at, kind) => {
          const range = periodRange(periodOf(kind, at));
          expect(range.from.getTime()).toBeLessThanOrEqual(at.getTime());
          expect(at.getTime()).toBeLessThan(range.to.getTime());
          const before = periodRange(previousPeriod(range.period));
          expect(before.to.getTime()).toBe(range.from.getTime());
          expect(addBangkokDays(before.endDay, 0)).toBe(range.firstDay);
        },
      ),
    );
  });
});
