import { describe, expect, it } from 'vitest';
import { roundDateOf, roundIsoDate, roundName } from './round-name';

describe('roundName', () => {
  it('names a Thai government draw by its date, Buddhist-era 2-digit year', () => {
    expect(
      roundName({
        kind: 'explicitDates',
        productCode: 'GLO',
        productName: 'หวยรัฐบาลไทย',
        roundCode: 'GLO20261201',
      }),
    ).toBe('งวด 1 ธ.ค. 69');
    expect(
      roundName({ kind: 'explicitDates', productCode: 'GLO', productName: 'x', roundCode: 'GLO20270102' }),
    ).toBe('งวด 2 ม.ค. 70');
    expect(
      roundName({ kind: 'explicitDates', productCode: 'GLO', productName: 'x', roundCode: 'GLO20250516' }),
    ).toBe('งวด 16 พ.ค. 68');
  });

  it('names a daily, weekday and next-day-close round by product and dd/mm/yy', () => {
    expect(
      roundName({
        kind: 'daily',
        productCode: 'HANOI_SPECIAL',
        productName: 'ฮานอยพิเศษ',
        roundCode: 'HANOI_SPECIAL20261124',
      }),
    ).toBe('ฮานอยพิเศษ 24/11/69');
    expect(
      roundName({
        kind: 'weekdays',
        productCode: 'NIKKEI_AM',
        productName: 'หุ้นนิเคอิ รอบเช้า',
        roundCode: 'NIKKEI_AM20260105',
      }),
    ).toBe('หุ้นนิเคอิ รอบเช้า 05/01/69');
    expect(
      roundName({
        kind: 'nextDayClose',
        productCode: 'DOWJONES',
        productName: 'หุ้นดาวโจนส์',
        roundCode: 'DOWJONES20261231',
      }),
    ).toBe('หุ้นดาวโจนส์ 31/12/69');
  });

  it('names a Yeekee round by its number', () => {
    expect(
      roundName({ kind: 'yeekee', productCode: 'YK', productName: 'จับยี่กี', roundCode: 'YK2026112405' }),
    ).toBe('จับยี่กี รอบที่ 5 24/11/69');
    // 288 rounds a day: the round number has 3 digits.
    expect(
      roundName({ kind: 'yeekee', productCode: 'YK5', productName: 'ยี่กี 5 นาที', roundCode: 'YK520261124288' }),
    ).toBe('ยี่กี 5 นาที รอบที่ 288 24/11/69');
    expect(roundDateOf('YK5', 'YK520261124007')).toEqual({ year: 2026, month: 11, day: 24, sequence: 7 });
  });

  it('a product code that is a prefix of another does not confuse it', () => {
    // HANOI's code is a prefix of HANOI_VIP's: a HANOI_VIP code read as HANOI has no date.
    expect(roundDateOf('HANOI', 'HANOI_VIP20261124')).toBeUndefined();
    expect(
      roundName({
        kind: 'daily',
        productCode: 'HANOI',
        productName: 'ฮานอยปกติ',
        roundCode: 'HANOI_VIP20261124',
      }),
    ).toBe('HANOI_VIP20261124');
  });

  it('falls back to the code when it carries no real date', () => {
    expect(roundName({ kind: 'daily', productCode: 'H', productName: 'x', roundCode: 'H20260230' })).toBe(
      'H20260230',
    );
    expect(roundName({ kind: 'daily', productCode: 'H', productName: 'x', roundCode: 'OTHER' })).toBe(
      'OTHER',
    );
    expect(roundIsoDate('GLO', 'GLO20261201')).toBe('2026-12-01');
    expect(roundIsoDate('GLO', 'GLO2026120')).toBeUndefined();
  });
});
