import { describe, expect, it } from 'vitest';
import { deriveResult } from './derive-result';

describe('deriveResult', () => {
  it('GLO: top3 from the first prize, bottom2 is the separate last-2 prize', () => {
    expect(
      deriveResult('GLO', { first: '820866', front3: ['266', '482'], back3: ['130', '585'], back2: '06' }),
    ).toEqual({
      top3: '866',
      top2: '66',
      bottom2: '06',
      front3: ['266', '482'],
      back3: ['130', '585'],
    });
  });

  it.each([
    ['129813', '813', '13', '98'],
    ['9813', '813', '13', '98'],
    ['05402', '402', '02', '54'],
    ['0007', '007', '07', '00'],
  ])('LAO %s → top3 %s, top2 %s, bottom2 %s', (number, top3, top2, bottom2) => {
    expect(deriveResult('LAO', { number })).toEqual({ top3, top2, bottom2 });
  });

  it('HANOI: top3 = last 3 of special, bottom2 = last 2 of first', () => {
    expect(deriveResult('HANOI', { special: '45061', first: '70903' })).toEqual({
      top3: '061',
      top2: '61',
      bottom2: '03',
    });
  });

  it.each([
    ['21792.10', '-412.27', '210', '27'],
    ['21792.10', '+412.27', '210', '27'],
    ['38000.05', '0.00', '005', '00'],
    ['9.99', '12.30', '999', '30'],
  ])('STOCK close %s change %s → top3 %s bottom2 %s', (close, change, top3, bottom2) => {
    expect(deriveResult('STOCK', { close, change })).toEqual({ top3, top2: top3.slice(-2), bottom2 });
  });

  it('TOP_BOTTOM and YEEKEE: as given', () => {
    expect(deriveResult('TOP_BOTTOM', { top3: '007', bottom2: '90' })).toEqual({
      top3: '007',
      top2: '07',
      bottom2: '90',
    });
    expect(deriveResult('YEEKEE', { top3: '036', bottom2: '09' })).toEqual({
      top3: '036',
      top2: '36',
      bottom2: '09',
    });
  });
});
