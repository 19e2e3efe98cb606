import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bookDayBounds, bookDayOf } from './book-day';

describe('the 11:00 business day', () => {
  it('puts 10:59 Bangkok time in the day before and 11:00 in the day itself', () => {
    // 10:59 on 8 December in Bangkok is 03:59 UTC.
    expect(bookDayOf(new Date('2026-12-08T03:59:59Z'))).toBe('2026-12-07');
    expect(bookDayOf(new Date('2026-12-08T04:00:00Z'))).toBe('2026-12-08');
    expect(bookDayBounds('2026-12-08')).toEqual({
      from: new Date('2026-12-08T04:00:00Z'),
      to: new Date('2026-12-09T04:00:00Z'),
    });
    expect(() => bookDayBounds('2026-13-01')).toThrow(RangeError);
    expect(() => bookDayBounds('2026-02-30')).toThrow(RangeError);
    expect(() => bookDayBounds('7/12/2026')).toThrow(RangeError);
  });

  it('every moment lies within the bounds of its own day', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        (at) => {
          const { from, to } = bookDayBounds(bookDayOf(at));
          expect(from.getTime()).toBeLessThanOrEqual(at.getTime());
          expect(at.getTime()).toBeLessThan(to.getTime());
        },
      ),
    );
  });
});
