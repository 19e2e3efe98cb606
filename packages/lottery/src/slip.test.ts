import { describe, expect, it } from 'vitest';
import { mergeSlipLines } from './slip';

describe('mergeSlipLines', () => {
  it('sums a repeated (bet type, number) into the first line and keeps the others apart', () => {
    expect(
      mergeSlipLines([
        { betType: 'TWO_TOP', number: '12', amountSatang: 1_000n },
        { betType: 'TWO_BOTTOM', number: '12', amountSatang: 500n },
        { betType: 'TWO_TOP', number: '21', amountSatang: 1_000n },
        { betType: 'TWO_TOP', number: '12', amountSatang: 250n },
        { betType: 'THREE_TOP', number: '012', amountSatang: 100n },
      ]),
    ).toEqual([
      { betType: 'TWO_TOP', number: '12', amountSatang: 1_250n },
      { betType: 'TWO_BOTTOM', number: '12', amountSatang: 500n },
      { betType: 'TWO_TOP', number: '21', amountSatang: 1_000n },
      { betType: 'THREE_TOP', number: '012', amountSatang: 100n },
    ]);
  });

  it('keeps the first line’s other fields and does not mutate its input', () => {
    const lines = [
      { betType: 'RUN_TOP' as const, number: '5', amountSatang: 100n, id: 'a' },
      { betType: 'RUN_TOP' as const, number: '5', amountSatang: 200n, id: 'b' },
    ];
    expect(mergeSlipLines(lines)).toEqual([{ betType: 'RUN_TOP', number: '5', amountSatang: 300n, id: 'a' }]);
    expect(lines[0]?.amountSatang).toBe(100n);
  });
});
