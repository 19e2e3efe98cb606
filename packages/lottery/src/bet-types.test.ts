import { describe, expect, it } from 'vitest';
import { betTypeDigits, betTypes, isBetType, isValidBetNumber } from './bet-types';

describe('isValidBetNumber', () => {
  it.each([
    ['THREE_TOP', '012', true],
    ['THREE_TOP', '12', false],
    ['THREE_TOP', '1234', false],
    ['THREE_TOD', '999', true],
    ['THREE_FRONT', '000', true],
    ['THREE_BACK', '0a1', false],
    ['TWO_TOP', '05', true],
    ['TWO_TOP', '5', false],
    ['TWO_BOTTOM', '99', true],
    ['TWO_BOTTOM', ' 9', false],
    ['RUN_TOP', '0', true],
    ['RUN_TOP', '00', false],
    ['RUN_BOTTOM', '7', true],
    ['RUN_BOTTOM', '', false],
    ['TWO_TOP', '١٢', false],
  ] as const)('%s %j → %s', (betType, number, valid) => {
    expect(isValidBetNumber(betType, number)).toBe(valid);
  });

  it('knows every bet type and its digit count', () => {
    expect(betTypes.map((t) => betTypeDigits[t])).toEqual([3, 3, 3, 3, 2, 2, 1, 1]);
    expect(isBetType('TWO_TOP')).toBe(true);
    expect(isBetType('TWO_TOD')).toBe(false);
  });
});
