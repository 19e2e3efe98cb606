import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ResultFormat, resultFormats } from './bet-types';
import { deriveResult, type RawResultByFormat } from './derive-result';
import { parseRawResult } from './parse-raw-result';

const digits = (min: number, max = min) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: min, maxLength: max }).map((list) => list.join(''));
const decimal = digits(1, 6).chain((whole) => digits(2).map((decimals) => `${whole}.${decimals}`));

const rawArbitraries: { [F in Exclude<ResultFormat, 'YEEKEE'>]: fc.Arbitrary<RawResultByFormat[F]> } = {
  GLO: fc.record({
    first: digits(6),
    front3: fc.tuple(digits(3), digits(3)),
    back3: fc.tuple(digits(3), digits(3)),
    back2: digits(2),
  }),
  LAO: fc.record({ number: digits(4, 6) }),
  HANOI: fc.record({ special: digits(5), first: digits(5) }),
  STOCK: fc.record({
    close: decimal,
    change: fc.tuple(fc.constantFrom('', '+', '-'), decimal).map(([sign, value]) => sign + value),
  }),
  TOP_BOTTOM: fc.record({ top3: digits(3), bottom2: digits(2) }),
};

const enteredFormats = resultFormats.filter((format) => format !== 'YEEKEE');

describe('deriveResult properties', () => {
  it.each(enteredFormats)(
    '%s: every valid entry parses unchanged and derives well-formed values',
    (format) => {
      fc.assert(
        fc.property(rawArbitraries[format], (raw) => {
          const parsed = parseRawResult(format, raw);
          expect(parsed).toEqual({ ok: true, raw });
          const derived = deriveResult(format, raw as never);
          expect(derived.top3).toMatch(/^[0-9]{3}$/);
          expect(derived.bottom2).toMatch(/^[0-9]{2}$/);
          expect(derived.top2).toBe(derived.top3.slice(-2));
        }),
      );
    },
  );

  it('GLO: bottom2 is the last-2 prize whatever the first prize is', () => {
    fc.assert(
      fc.property(rawArbitraries.GLO, digits(6), (raw, otherFirst) => {
        expect(deriveResult('GLO', { ...raw, first: otherFirst }).bottom2).toBe(raw.back2);
        expect(deriveResult('GLO', raw).top3).toBe(raw.first.slice(3));
      }),
    );
  });

  it('LAO: only the last 4 digits matter; top3 = bcd, bottom2 = ab', () => {
    fc.assert(
      fc.property(digits(0, 2), digits(4), (prefix, lastFour) => {
        const derived = deriveResult('LAO', { number: prefix + lastFour });
        expect(derived).toEqual(deriveResult('LAO', { number: lastFour }));
        expect(derived.bottom2 + derived.top2).toBe(lastFour);
        expect(derived.top3).toBe(lastFour.slice(1));
      }),
    );
  });

  it('STOCK: the sign of the change is ignored', () => {
    fc.assert(
      fc.property(decimal, decimal, (close, change) => {
        const plain = deriveResult('STOCK', { close, change });
        expect(deriveResult('STOCK', { close, change: `-${change}` })).toEqual(plain);
        expect(deriveResult('STOCK', { close, change: `+${change}` })).toEqual(plain);
        expect(plain.top3).toBe(close.split('.')[0]?.slice(-1) + close.slice(-2));
        expect(plain.bottom2).toBe(change.slice(-2));
      }),
    );
  });

  it('a number where a digit string belongs is refused', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 999_999 }), (number) => {
        expect(parseRawResult('LAO', { number })).toMatchObject({ ok: false, field: 'number' });
      }),
    );
  });
});
