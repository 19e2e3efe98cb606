import { describe, expect, it } from 'vitest';
import { thaiGovernmentDrawDates } from './draw-calendar';

describe('thaiGovernmentDrawDates', () => {
  it('gives the real draws of 2025 and 2026: 1 January moved to 2 January, not to 30 December', () => {
    const dates = [...thaiGovernmentDrawDates(2025), ...thaiGovernmentDrawDates(2026)];
    // docs/domain/lottery.md §3's real draws of those years.
    for (const real of ['2025-01-02', '2025-01-17', '2025-05-02', '2026-01-02', '2026-01-17', '2026-05-02'])
      expect(dates).toContain(real);
    for (const moved of ['2025-01-01', '2025-01-16', '2025-05-01', '2026-01-01', '2026-01-16', '2026-05-01'])
      expect(dates).not.toContain(moved);
    expect(dates.some((date) => date.endsWith('-12-30') || date.endsWith('-12-31'))).toBe(false);
  });

  it('is the 1st and 16th of every month otherwise, 24 draws in order', () => {
    const dates = thaiGovernmentDrawDates(2027);
    expect(dates).toHaveLength(24);
    expect([...dates].sort()).toEqual(dates);
    expect(dates.slice(0, 6)).toEqual([
      '2027-01-02',
      '2027-01-17',
      '2027-02-01',
      '2027-02-16',
      '2027-03-01',
      '2027-03-16',
    ]);
    expect(dates.at(-1)).toBe('2027-12-16');
  });

  it('refuses what is not a year', () => {
    expect(() => thaiGovernmentDrawDates(2026.5)).toThrow(RangeError);
  });
});
