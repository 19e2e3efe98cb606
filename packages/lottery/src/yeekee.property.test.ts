import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isYeekeeCancelled, yeekeeResult } from './yeekee';

const shotArbitrary = fc
  .integer({ min: 0, max: 99_999 })
  .map((value) => ({ number: String(value).padStart(5, '0') }));

describe('yeekeeResult properties', () => {
  it('fewer than 20 shots always cancels', () => {
    fc.assert(
      fc.property(fc.array(shotArbitrary, { maxLength: 19 }), (shots) => {
        expect(yeekeeResult(shots)).toEqual({ cancelled: 'TOO_FEW_SHOTS' });
      }),
    );
  });

  it('R = sum − the 16th from the last; top3 and bottom2 are the last 5 digits of R', () => {
    fc.assert(
      fc.property(fc.array(shotArbitrary, { minLength: 20, maxLength: 300 }), (shots) => {
        const result = yeekeeResult(shots);
        if (isYeekeeCancelled(result)) throw new Error('20 or more shots must not cancel');
        const sum = shots.reduce((total, shot) => total + BigInt(shot.number), 0n);
        const shot16 = shots[shots.length - 16]?.number ?? '';
        expect(result.sum).toBe(sum);
        expect(result.shot16).toBe(shot16);
        expect(result.r).toBe(sum - BigInt(shot16));
        expect(result.bottom2 + result.top3).toBe(String(result.r % 100_000n).padStart(5, '0'));
      }),
    );
  });

  it('shuffling the shots before the 16th-from-last changes nothing', () => {
    fc.assert(
      fc.property(fc.array(shotArbitrary, { minLength: 20, maxLength: 60 }), fc.nat(), (shots, seed) => {
        const head = shots.slice(0, shots.length - 16);
        const rotated = [...head.slice(seed % head.length), ...head.slice(0, seed % head.length)];
        expect(yeekeeResult([...rotated, ...shots.slice(-16)])).toEqual(yeekeeResult(shots));
      }),
    );
  });
});
