import { describe, expect, it } from 'vitest';
import { publishedResult } from './published-result';

describe('publishedResult', () => {
  it('headlines each format as its result sheet does', () => {
    expect(
      publishedResult('GLO', { first: '820866', front3: ['266', '482'], back3: ['130', '585'], back2: '06' }),
    ).toBe('820866');
    expect(publishedResult('LAO', { number: '129813' })).toBe('129813');
    expect(publishedResult('HANOI', { special: '45061', first: '70903' })).toBe('45061');
    expect(publishedResult('STOCK', { close: '21792.10', change: '-412.27' })).toBe('21,792.10');
    expect(publishedResult('STOCK', { close: '1234567.89', change: '1.00' })).toBe('1,234,567.89');
    expect(publishedResult('STOCK', { close: '792.10', change: '1.00' })).toBe('792.10');
    // Published as two numbers, 3 ตัวบน then 2 ตัวล่าง: the headline carries both.
    expect(publishedResult('TOP_BOTTOM', { top3: '007', bottom2: '90' })).toBe('007-90');
    // A Yeekee R is written with its 2 ตัวล่าง before its 3 ตัวบน ("41375"); the round's own R, when
    // longer (CLASSIC sums), comes from the round (round-view.ts).
    expect(publishedResult('YEEKEE', { top3: '375', bottom2: '41' })).toBe('41375');
    expect(publishedResult('YEEKEE', { top3: '005', bottom2: '00' })).toBe('00005');
  });
});
