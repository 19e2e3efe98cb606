import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { backRun, frontRun, nineteenDoors, reverseNumbers } from './number-helpers';

const digitArbitrary = fc.integer({ min: 0, max: 9 }).map(String);
const numberArbitrary = fc.array(digitArbitrary, { minLength: 1, maxLength: 5 }).map((list) => list.join(''));

const sortDigits = (number: string): string => [...number].sort().join('');
const factorial = (n: number): number => (n <= 1 ? 1 : n * factorial(n - 1));
const multinomial = (number: string): number => {
  const counts = new Map<string, number>();
  for (const digit of number) counts.set(digit, (counts.get(digit) ?? 0) + 1);
  return [...counts.values()].reduce((total, count) => total / factorial(count), factorial(number.length));
};

describe('number helper properties', () => {
  it('reverse gives distinct permutations of the number, as many as the multinomial, including itself', () => {
    fc.assert(
      fc.property(numberArbitrary, (number) => {
        const reversed = reverseNumbers(number);
        expect(new Set(reversed).size).toBe(reversed.length);
        expect(reversed).toHaveLength(multinomial(number));
        expect(reversed).toContain(number);
        for (const other of reversed) expect(sortDigits(other)).toBe(sortDigits(number));
        expect(reversed).toEqual([...reversed].sort());
      }),
    );
  });

  it('reversing any member of the set gives the same set', () => {
    fc.assert(
      fc.property(numberArbitrary, fc.nat(), (number, pick) => {
        const reversed = reverseNumbers(number);
        expect(reverseNumbers(reversed[pick % reversed.length] ?? '')).toEqual(reversed);
      }),
    );
  });

  it('19 doors: 19 distinct 2-digit numbers, each containing the digit, = front run ∪ back run', () => {
    fc.assert(
      fc.property(digitArbitrary, (digit) => {
        const doors = nineteenDoors(digit);
        expect(doors).toHaveLength(19);
        expect(new Set(doors).size).toBe(19);
        for (const number of doors) {
          expect(number).toMatch(/^[0-9]{2}$/);
          expect(number).toContain(digit);
        }
        expect(new Set([...frontRun(digit), ...backRun(digit)])).toEqual(new Set(doors));
      }),
    );
  });

  it('front run starts with the digit, back run ends with it, 10 distinct each', () => {
    fc.assert(
      fc.property(digitArbitrary, (digit) => {
        expect(new Set(frontRun(digit).filter((number) => number.startsWith(digit))).size).toBe(10);
        expect(new Set(backRun(digit).filter((number) => number.endsWith(digit))).size).toBe(10);
      }),
    );
  });
});
