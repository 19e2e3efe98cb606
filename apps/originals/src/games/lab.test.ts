import { describe, expect, it } from 'vitest';
import { chiSquareFit, chiSquareIndependence, chiSquarePValue, houseWindow } from './lab.testing';

describe('the lab arithmetic', () => {
  it('gives the tabulated 99% and 95% chi-square critical values', () => {
    // df → 99% critical value (standard tables)
    const table: [number, number][] = [
      [1, 6.635],
      [2, 9.21],
      [10, 23.209],
      [11, 24.725],
      [26, 45.642],
      [100, 135.807],
    ];
    for (const [df, critical] of table)
      expect(chiSquarePValue(critical, df), `df ${df}`).toBeCloseTo(0.01, 4);
    expect(chiSquarePValue(3.841, 1)).toBeCloseTo(0.05, 4);
    expect(chiSquarePValue(0, 5)).toBe(1);
  });

  it('fits and cross-tabulates', () => {
    expect(chiSquareFit([50, 50], [0.5, 0.5]).statistic).toBe(0);
    expect(chiSquareFit([60, 40], [0.5, 0.5])).toMatchObject({ statistic: 4, df: 1 });
    const table = chiSquareIndependence([
      [10, 20, 0],
      [30, 40, 0],
    ]);
    expect(table.df).toBe(1);
    expect(table.statistic).toBeCloseTo(0.7937, 4);
  });

  it('tracks the house over a rolling window', () => {
    const window = houseWindow(3);
    expect(window.ahead()).toBe(true);
    window.record(-5);
    expect(window.ahead()).toBe(false);
    window.record(2);
    window.record(2);
    expect(window.ahead()).toBe(false);
    window.record(2); // the −5 leaves the window
    expect(window.ahead()).toBe(true);
  });
});
