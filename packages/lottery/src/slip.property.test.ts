import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { betTypes } from './bet-types';
import { mergeSlipLines } from './slip';

const lineArbitrary = fc.record({
  betType: fc.constantFrom(...betTypes),
  number: fc.constantFrom('1', '12', '21', '123'),
  amountSatang: fc.bigInt({ min: 1n, max: 10n ** 12n }),
});

const key = (line: { betType: string; number: string }) => `${line.betType}:${line.number}`;
const total = (lines: Array<{ amountSatang: bigint }>) =>
  lines.reduce((sum, line) => sum + line.amountSatang, 0n);

describe('mergeSlipLines properties', () => {
  it('keeps the total, leaves one line per (bet type, number), and merging twice changes nothing', () => {
    fc.assert(
      fc.property(fc.array(lineArbitrary, { maxLength: 30 }), (lines) => {
        const merged = mergeSlipLines(lines);
        expect(total(merged)).toBe(total(lines));
        expect(merged.map(key)).toEqual([...new Set(lines.map(key))]);
        expect(mergeSlipLines(merged)).toEqual(merged);
      }),
    );
  });
});
