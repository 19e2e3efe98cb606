import { describe, expect, it } from 'vitest';
import { parseRawResult } from './parse-raw-result';

const glo = { first: '820866', front3: ['266', '482'], back3: ['130', '585'], back2: '06' };

describe('parseRawResult', () => {
  it('accepts each format and trims spaces', () => {
    expect(parseRawResult('GLO', glo)).toEqual({ ok: true, raw: glo });
    expect(parseRawResult('LAO', { number: ' 129813 ' })).toEqual({ ok: true, raw: { number: '129813' } });
    expect(parseRawResult('LAO', { number: '9813' })).toEqual({ ok: true, raw: { number: '9813' } });
    expect(parseRawResult('HANOI', { special: '45061', first: '70903' })).toEqual({
      ok: true,
      raw: { special: '45061', first: '70903' },
    });
    expect(parseRawResult('STOCK', { close: '21792.10', change: '-412.27' })).toEqual({
      ok: true,
      raw: { close: '21792.10', change: '-412.27' },
    });
    expect(parseRawResult('TOP_BOTTOM', { top3: '007', bottom2: '90' })).toEqual({
      ok: true,
      raw: { top3: '007', bottom2: '90' },
    });
  });

  it('accepts stock figures as published, with thousands separators, and stores them without', () => {
    expect(parseRawResult('STOCK', { close: '21,792.10', change: '-412.27' })).toEqual({
      ok: true,
      raw: { close: '21792.10', change: '-412.27' },
    });
    expect(parseRawResult('STOCK', { close: ' 1,234,567.89 ', change: '+1,412.05' })).toEqual({
      ok: true,
      raw: { close: '1234567.89', change: '+1412.05' },
    });
  });

  it('drops fields it does not know', () => {
    expect(parseRawResult('HANOI', { special: '45061', first: '70903', extra: 1 })).toEqual({
      ok: true,
      raw: { special: '45061', first: '70903' },
    });
  });

  it.each([
    ['GLO', null, ''],
    ['GLO', [], ''],
    ['GLO', { ...glo, first: '82086' }, 'first'],
    ['GLO', { ...glo, first: 820866 }, 'first'],
    ['GLO', { ...glo, front3: ['266'] }, 'front3'],
    ['GLO', { ...glo, front3: ['266', '48'] }, 'front3.1'],
    ['GLO', { ...glo, back3: 'abc' }, 'back3'],
    ['GLO', { ...glo, back3: ['130', '585', '000'] }, 'back3'],
    ['GLO', { ...glo, back2: '6' }, 'back2'],
    ['LAO', { number: '981' }, 'number'],
    ['LAO', { number: '1298130' }, 'number'],
    ['LAO', { number: 9813 }, 'number'],
    ['HANOI', { special: '4506', first: '70903' }, 'special'],
    ['HANOI', { special: '45061', first: '7090x' }, 'first'],
    ['STOCK', { close: '21792.1', change: '-412.27' }, 'close'],
    ['STOCK', { close: '2,1792.10', change: '-412.27' }, 'close'],
    ['STOCK', { close: '21,79.10', change: '-412.27' }, 'close'],
    ['STOCK', { close: ',792.10', change: '-412.27' }, 'close'],
    ['STOCK', { close: '21792,10', change: '-412.27' }, 'close'],
    ['STOCK', { close: '21792.10', change: '-1,41.27' }, 'change'],
    ['STOCK', { close: '-21792.10', change: '-412.27' }, 'close'],
    ['STOCK', { close: '21792.10', change: '-412.275' }, 'change'],
    ['STOCK', { close: '21792.10' }, 'change'],
    ['STOCK', { close: '21792.10', change: '--412.27' }, 'change'],
    ['STOCK', { close: '21792.10', change: '412' }, 'change'],
    ['TOP_BOTTOM', { top3: '07', bottom2: '90' }, 'top3'],
    ['TOP_BOTTOM', { top3: '007', bottom2: '900' }, 'bottom2'],
    ['YEEKEE', { top3: '036', bottom2: '09' }, ''],
  ] as const)('%s refuses %j at field %j with a Thai message', (format, input, field) => {
    const outcome = parseRawResult(format, input);
    expect(outcome).toMatchObject({ ok: false, field });
    expect(outcome.ok === false && /[\u0E00-\u0E7F]/.test(outcome.message)).toBe(true);
  });
});
