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
    expect(publishedResult('TOP_BOTTOM', { top3: '007', bottom2: '90' })).toBe('007');
  });
});
