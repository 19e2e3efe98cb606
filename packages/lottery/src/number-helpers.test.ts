import { describe, expect, it } from 'vitest';
import {
  backRun,
  doubles,
  evenTwo,
  frontRun,
  highTwo,
  lowTwo,
  nineteenDoors,
  oddTwo,
  reverseNumbers,
  siblings,
  triples,
} from './number-helpers';

describe('reverseNumbers (กลับเลข)', () => {
  it.each([
    ['12', ['12', '21']],
    ['11', ['11']],
    ['05', ['05', '50']],
    ['123', ['123', '132', '213', '231', '312', '321']],
    ['112', ['112', '121', '211']],
    ['121', ['112', '121', '211']],
    ['100', ['001', '010', '100']],
    ['111', ['111']],
    ['7', ['7']],
  ])('%s → %j', (number, reversed) => {
    expect(reverseNumbers(number)).toEqual(reversed);
  });

  it('refuses what is not 1–6 digits', () => {
    for (const bad of ['', '1a', '1234567', ' 12']) expect(() => reverseNumbers(bad)).toThrow(RangeError);
  });
});

describe('helpers', () => {
  it('19 doors of 5', () => {
    expect(nineteenDoors('5')).toEqual([
      '05',
      '15',
      '25',
      '35',
      '45',
      '50',
      '51',
      '52',
      '53',
      '54',
      '55',
      '56',
      '57',
      '58',
      '59',
      '65',
      '75',
      '85',
      '95',
    ]);
  });

  it('front and back run of 3', () => {
    expect(frontRun('3')).toEqual(['30', '31', '32', '33', '34', '35', '36', '37', '38', '39']);
    expect(backRun('3')).toEqual(['03', '13', '23', '33', '43', '53', '63', '73', '83', '93']);
  });

  it('doubles, triples, siblings', () => {
    expect(doubles()).toEqual(['00', '11', '22', '33', '44', '55', '66', '77', '88', '99']);
    expect(triples()).toEqual(['000', '111', '222', '333', '444', '555', '666', '777', '888', '999']);
    expect(siblings()).toEqual(['01', '12', '23', '34', '45', '56', '67', '78', '89', '90']);
  });

  it('low/high and even/odd halves', () => {
    expect(lowTwo()).toHaveLength(50);
    expect([lowTwo()[0], lowTwo().at(-1)]).toEqual(['00', '49']);
    expect([highTwo()[0], highTwo().at(-1)]).toEqual(['50', '99']);
    expect(evenTwo().slice(0, 3)).toEqual(['00', '02', '04']);
    expect(evenTwo()).toHaveLength(50);
    expect(oddTwo().slice(0, 3)).toEqual(['01', '03', '05']);
    expect(oddTwo().at(-1)).toBe('99');
    expect(oddTwo()).toHaveLength(50);
  });

  it('refuses a digit that is not 0–9', () => {
    for (const bad of ['', '10', 'a', ' ']) {
      expect(() => nineteenDoors(bad)).toThrow(RangeError);
      expect(() => frontRun(bad)).toThrow(RangeError);
      expect(() => backRun(bad)).toThrow(RangeError);
    }
  });
});
