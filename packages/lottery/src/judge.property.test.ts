import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type BetType, betTypeDigits, betTypes } from './bet-types';
import type { DerivedResult } from './derive-result';
import { judgeLine } from './judge';

const digits = (count: number) =>
  fc
    .array(fc.integer({ min: 0, max: 9 }), { minLength: count, maxLength: count })
    .map((list) => list.join(''));

const derivedArbitrary: fc.Arbitrary<DerivedResult> = fc
  .record({
    top3: digits(3),
    bottom2: digits(2),
    front3: fc.tuple(digits(3), digits(3)),
    back3: fc.tuple(digits(3), digits(3)),
  })
  .map((derived) => ({ ...derived, top2: derived.top3.slice(-2) }));

const orders = [
  [0, 1, 2],
  [0, 2, 1],
  [1, 0, 2],
  [1, 2, 0],
  [2, 0, 1],
  [2, 1, 0],
] as const;

const allNumbers = (count: number): string[] =>
  Array.from({ length: 10 ** count }, (_, value) => String(value).padStart(count, '0'));

const factorial = (n: number): number => (n <= 1 ? 1 : n * factorial(n - 1));
const distinctOrders = (number: string): number => {
  const counts = new Map<string, number>();
  for (const digit of number) counts.set(digit, (counts.get(digit) ?? 0) + 1);
  return [...counts.values()].reduce((total, count) => total / factorial(count), factorial(number.length));
};

describe('judgeLine properties', () => {
  it('a THREE_TOP winner is also a THREE_TOD winner', () => {
    fc.assert(
      fc.property(derivedArbitrary, digits(3), (derived, number) => {
        if (judgeLine('THREE_TOP', number, derived) > 0)
          expect(judgeLine('THREE_TOD', number, derived)).toBe(1);
        expect(judgeLine('THREE_TOP', derived.top3, derived)).toBe(1);
      }),
    );
  });

  it('every ordering of top3 wins THREE_TOD, and exactly the distinct orderings win', () => {
    fc.assert(
      fc.property(derivedArbitrary, fc.constantFrom(...orders), (derived, order) => {
        const permuted = order.map((index) => derived.top3[index]).join('');
        expect(judgeLine('THREE_TOD', permuted, derived)).toBe(1);
      }),
    );
    fc.assert(
      fc.property(derivedArbitrary, (derived) => {
        const winners = allNumbers(3).filter((number) => judgeLine('THREE_TOD', number, derived) > 0);
        expect(winners).toHaveLength(distinctOrders(derived.top3));
      }),
      { numRuns: 30 },
    );
  });

  it('a TWO_TOP winner is the end of top3; a TWO_BOTTOM winner is bottom2', () => {
    fc.assert(
      fc.property(derivedArbitrary, digits(2), (derived, number) => {
        expect(judgeLine('TWO_TOP', number, derived) > 0).toBe(derived.top3.endsWith(number));
        expect(judgeLine('TWO_BOTTOM', number, derived) > 0).toBe(derived.bottom2 === number);
      }),
    );
  });

  it('runs pay once when the digit appears, however often', () => {
    fc.assert(
      fc.property(derivedArbitrary, digits(1), (derived, digit) => {
        expect(judgeLine('RUN_TOP', digit, derived)).toBe(derived.top3.includes(digit) ? 1 : 0);
        expect(judgeLine('RUN_BOTTOM', digit, derived)).toBe(derived.bottom2.includes(digit) ? 1 : 0);
      }),
    );
  });

  it('front and back 3 pay once per prize number equal', () => {
    fc.assert(
      fc.property(derivedArbitrary, digits(3), fc.boolean(), (derived, number, same) => {
        const withPrizes: DerivedResult = same ? { ...derived, front3: [number, number] } : derived;
        const expected = (withPrizes.front3 ?? []).filter((prize) => prize === number).length;
        expect(judgeLine('THREE_FRONT', number, withPrizes)).toBe(expected);
        expect(judgeLine('THREE_BACK', number, derived)).toBe(
          (derived.back3 ?? []).filter((prize) => prize === number).length,
        );
      }),
    );
  });

  it('hits are 0–2, and a number of the wrong length never wins', () => {
    fc.assert(
      fc.property(
        derivedArbitrary,
        fc.constantFrom<BetType>(...betTypes),
        fc.integer({ min: 0, max: 5 }),
        (derived, betType, length) => {
          const number = derived.top3.repeat(2).slice(0, length);
          const hits = judgeLine(betType, number, derived);
          expect([0, 1, 2]).toContain(hits);
          if (length !== betTypeDigits[betType]) expect(hits).toBe(0);
        },
      ),
    );
  });
});
