import { describe, expect, it } from 'vitest';
import { type BetType, betTypeDigits, betTypes, isValidBetNumber } from './bet-types';
import {
  betTypeUniverse,
  COVERING_SHARE_PERCENT,
  coveringKey,
  coveringMinimums,
  coveringMinNumbers,
  isCovering,
} from './covering';

const allNumbers = (betType: BetType): string[] => {
  const digits = betTypeDigits[betType];
  return Array.from({ length: 10 ** digits }, (_, value) => String(value).padStart(digits, '0'));
};

describe('covering bets (docs/domain/rewards.md §2)', () => {
  it('the universe of every bet type is the count of its distinct bets under docs/domain/lottery.md §2', () => {
    for (const betType of betTypes) {
      const numbers = allNumbers(betType);
      expect(numbers.every((number) => isValidBetNumber(betType, number))).toBe(true);
      expect(new Set(numbers.map((number) => coveringKey(betType, number))).size).toBe(
        betTypeUniverse[betType],
      );
    }
  });

  it('70% of the numbers, rounded up: 2 ตัวล่าง needs 70 of 100, วิ่ง 7 of 10, 3 ตัวโต๊ด 154 of 220', () => {
    expect(COVERING_SHARE_PERCENT).toBe(70);
    expect(coveringMinNumbers('TWO_BOTTOM')).toBe(70);
    expect(coveringMinNumbers('RUN_BOTTOM')).toBe(7);
    expect(coveringMinNumbers('THREE_TOP')).toBe(700);
    expect(coveringMinNumbers('THREE_TOD')).toBe(154);
    expect(isCovering('TWO_BOTTOM', 100)).toBe(true);
    expect(isCovering('TWO_BOTTOM', 70)).toBe(true);
    expect(isCovering('TWO_BOTTOM', 69)).toBe(false);
  });

  it('3 ตัวโต๊ด counts a number by its digits in any order', () => {
    expect(coveringKey('THREE_TOD', '321')).toBe('123');
    expect(coveringKey('THREE_TOP', '321')).toBe('321');
  });

  it('lists a minimum for every bet type', () => {
    expect(coveringMinimums().map((m) => m.betType)).toEqual([...betTypes]);
  });
});
