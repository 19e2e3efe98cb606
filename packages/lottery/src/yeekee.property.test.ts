import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isYeekeeCancelled, type YeekeeFormula, yeekeeOutcome, yeekeeResult } from './yeekee';
import { verifyYeekeeProof } from './yeekee-proof';
import { publishedProof } from './yeekee-proof.testing';
import { type YeekeeProofShot, yeekeeSeedOffset, yeekeeShotsHash } from './yeekee-seed';

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

const seedArbitrary = fc
  .uint8Array({ minLength: 32, maxLength: 32 })
  .map((bytes) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join(''));
const formulaArbitrary = fc.constantFrom<YeekeeFormula>('CLASSIC', 'SEEDED');

/** A frozen round's canonical list: seqs 1…n, receive times rising by whole milliseconds. */
const proofShotsArbitrary = (minLength: number, maxLength: number) =>
  fc
    .array(
      fc.record({
        value: fc.integer({ min: 0, max: 99_999 }),
        name: fc.constantFrom('สม***', 'ที่***', 'Jo***', '***', '👍🏽a***'),
        gapMs: fc.integer({ min: 0, max: 5_000 }),
      }),
      { minLength, maxLength },
    )
    .map((drafts) => {
      let at = Date.UTC(2026, 10, 23, 23, 0, 0, 0);
      return drafts.map(({ value, name, gapMs }, index): YeekeeProofShot => {
        at += gapMs;
        return {
          seq: index + 1,
          number: String(value).padStart(5, '0'),
          name,
          receivedAt: new Date(at).toISOString(),
        };
      });
    });

describe('yeekeeOutcome properties', () => {
  it('recomputing from the published proof gives the stored result', () => {
    fc.assert(
      fc.property(proofShotsArbitrary(0, 120), formulaArbitrary, seedArbitrary, (shots, formula, seed) => {
        const stored = yeekeeOutcome({ formula, shots, minShots: 20, seed });
        const check = verifyYeekeeProof(publishedProof(formula, shots, { seed }));
        expect(check.problems).toEqual([]);
        expect(check.ok).toBe(true);
        expect(check.recomputed).toEqual(stored);
      }),
      { numRuns: 200 },
    );
  });

  it('changing any shot (its seq, number, name or time) changes the hash', () => {
    const change = fc.record({
      at: fc.nat(),
      field: fc.constantFrom('seq', 'number', 'name', 'receivedAt'),
      by: fc.integer({ min: 1, max: 99_998 }),
    });
    fc.assert(
      fc.property(proofShotsArbitrary(1, 80), change, (shots, { at, field, by }) => {
        const index = at % shots.length;
        const shot = shots[index] as YeekeeProofShot;
        const changed: YeekeeProofShot =
          field === 'seq'
            ? { ...shot, seq: shot.seq + by }
            : field === 'number'
              ? { ...shot, number: String((Number(shot.number) + by) % 100_000).padStart(5, '0') }
              : field === 'name'
                ? { ...shot, name: `${shot.name}x` }
                : { ...shot, receivedAt: new Date(Date.parse(shot.receivedAt) + by).toISOString() };
        const tampered = shots.map((each, position) => (position === index ? changed : each));
        expect(yeekeeShotsHash(tampered)).not.toBe(yeekeeShotsHash(shots));
      }),
    );
  });

  it('dropping or swapping shots changes the hash', () => {
    fc.assert(
      fc.property(proofShotsArbitrary(2, 60), fc.nat(), (shots, at) => {
        const index = at % (shots.length - 1);
        const swapped = [...shots];
        [swapped[index], swapped[index + 1]] = [
          shots[index + 1] as YeekeeProofShot,
          shots[index] as YeekeeProofShot,
        ];
        expect(yeekeeShotsHash(swapped)).not.toBe(yeekeeShotsHash(shots));
        expect(yeekeeShotsHash(shots.filter((_, position) => position !== index))).not.toBe(
          yeekeeShotsHash(shots),
        );
      }),
    );
  });

  it('fewer shots than max(minShots, subtractPosition) → VOID, never a throw', () => {
    const settings = fc.record({
      minShots: fc.integer({ min: 0, max: 150 }),
      subtractPosition: fc.integer({ min: 1, max: 50 }),
    });
    fc.assert(
      fc.property(
        settings,
        fc.array(shotArbitrary, { maxLength: 149 }),
        formulaArbitrary,
        seedArbitrary,
        ({ minShots, subtractPosition }, drafts, formula, seed) => {
          const shots = drafts
            .slice(0, Math.max(minShots, subtractPosition) - 1)
            .map((shot, index) => ({ seq: index + 1, number: shot.number }));
          expect(yeekeeOutcome({ formula, shots, minShots, subtractPosition, seed })).toEqual({
            kind: 'VOID',
            reason: 'TOO_FEW_SHOTS',
          });
        },
      ),
    );
  });

  it('SEEDED = (CLASSIC R + seed offset) mod 100,000 in 5 digits; the order the shots arrive in changes nothing', () => {
    fc.assert(
      fc.property(proofShotsArbitrary(20, 150), seedArbitrary, fc.nat(), (shots, seed, rotate) => {
        const classic = yeekeeOutcome({ formula: 'CLASSIC', shots, minShots: 20 });
        const seeded = yeekeeOutcome({ formula: 'SEEDED', shots, minShots: 20, seed });
        if (classic.kind !== 'RESULT' || seeded.kind !== 'RESULT')
          throw new Error('20 or more shots make a result');
        const expected = (classic.classicR + BigInt(yeekeeSeedOffset(seed))) % 100_000n;
        expect(seeded.r).toBe(expected.toString().padStart(5, '0'));
        expect(seeded.bottom2 + seeded.top3).toBe(seeded.r);
        expect(classic.r).toBe(classic.classicR.toString().padStart(5, '0'));
        const cut = rotate % shots.length;
        const arrived = [...shots.slice(cut), ...shots.slice(0, cut)];
        expect(yeekeeOutcome({ formula: 'SEEDED', shots: arrived, minShots: 20, seed })).toEqual(seeded);
      }),
    );
  });
});
