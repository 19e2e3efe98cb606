import { describe, expect, it } from 'vitest';
import { yeekeeOutcome, yeekeeResult } from './yeekee';
import { yeekeeSeedCommitment, yeekeeSeedOffset } from './yeekee-seed';

/** Builds shots whose sum and 16th-from-last are chosen: 15 zeros after shot16, the rest before it. */
const shotsFor = (sum: bigint, shot16: string, before: number): Array<{ number: string }> => {
  let rest = sum - BigInt(shot16);
  const earlier: string[] = [];
  for (let index = 0; index < before; index += 1) {
    const take = index === before - 1 ? rest : rest > 99_999n ? 99_999n : rest;
    earlier.push(take.toString().padStart(5, '0'));
    rest -= take;
  }
  if (rest !== 0n) throw new Error('not enough shots to reach the sum');
  return [...earlier, shot16, ...Array.from({ length: 15 }, () => '00000')].map((number) => ({ number }));
};

describe('yeekeeResult', () => {
  it('worked example 1: sum 2,543,565, shot16 34,529 → R 2,509,036 → 036 / 09', () => {
    const shots = shotsFor(2_543_565n, '34529', 26);
    expect(yeekeeResult(shots)).toEqual({
      sum: 2_543_565n,
      shot16: '34529',
      r: 2_509_036n,
      top3: '036',
      bottom2: '09',
    });
  });

  it('worked example 2: sum 1,234,567,890, shot16 51,876 → R 1,234,516,014 → 014 / 16', () => {
    const shots = shotsFor(1_234_567_890n, '51876', 12_400);
    expect(yeekeeResult(shots)).toEqual({
      sum: 1_234_567_890n,
      shot16: '51876',
      r: 1_234_516_014n,
      top3: '014',
      bottom2: '16',
    });
  });

  it('counts the 16th back from the last shot received, with 20 shots exactly', () => {
    const shots = Array.from({ length: 20 }, (_, index) => ({ number: String(index + 1).padStart(5, '0') }));
    // Position 1 = shot 20, so position 16 = shot 5. Sum 1..20 = 210; R = 205.
    expect(yeekeeResult(shots)).toEqual({ sum: 210n, shot16: '00005', r: 205n, top3: '205', bottom2: '00' });
  });

  it('pads a small R to 5 digits', () => {
    const shots = Array.from({ length: 20 }, () => ({ number: '00000' }));
    shots[19] = { number: '00042' };
    expect(yeekeeResult(shots)).toMatchObject({ r: 42n, top3: '042', bottom2: '00' });
  });

  it('cancels with fewer than 20 shots', () => {
    const shots = Array.from({ length: 19 }, () => ({ number: '12345' }));
    expect(yeekeeResult(shots)).toEqual({ cancelled: 'TOO_FEW_SHOTS' });
    expect(yeekeeResult([])).toEqual({ cancelled: 'TOO_FEW_SHOTS' });
  });

  it('refuses a shot that is not 5 digits', () => {
    const shots = Array.from({ length: 20 }, () => ({ number: '12345' }));
    shots[3] = { number: '1234' };
    expect(() => yeekeeResult(shots)).toThrow(RangeError);
  });
});

/** A known seed (SHA-256 of "chokdee yeekee test seed"); offset and commitment checked with Python's hashlib. */
const knownSeed = '626ea2f3003339f4d6738510dc53f3f1f7c985df16bb606030eb3cae0231a9d1';

const withSeq = (shots: ReadonlyArray<{ number: string }>) =>
  shots.map((shot, index) => ({ seq: index + 1, number: shot.number }));

describe('yeekeeOutcome', () => {
  const example1 = withSeq(shotsFor(2_543_565n, '34529', 26));
  const example2 = withSeq(shotsFor(1_234_567_890n, '51876', 12_400));

  it.each([
    // sum 2,543,565, 16th-from-last 34,529 (seq 27 of 42) → R 2,509,036 → 036 / 09
    {
      shots: example1,
      sum: 2_543_565n,
      seq: 27,
      shot: '34529',
      classicR: 2_509_036n,
      top3: '036',
      bottom2: '09',
    },
    // sum 1,234,567,890, 16th-from-last 51,876 (seq 12,401 of 12,416) → R 1,234,516,014 → 014 / 16
    {
      shots: example2,
      sum: 1_234_567_890n,
      seq: 12_401,
      shot: '51876',
      classicR: 1_234_516_014n,
      top3: '014',
      bottom2: '16',
    },
  ])(
    'CLASSIC, worked example R $classicR → $top3 / $bottom2',
    ({ shots, sum, seq, shot, classicR, top3, bottom2 }) => {
      expect(yeekeeOutcome({ formula: 'CLASSIC', shots, minShots: 20 })).toEqual({
        kind: 'RESULT',
        sum,
        subtractPosition: 16,
        subtractedSeq: seq,
        subtractedShot: shot,
        classicR,
        r: classicR.toString(),
        top3,
        bottom2,
      });
    },
  );

  it('the known seed: offset 49,361 and its commitment (checked outside JavaScript)', () => {
    expect(yeekeeSeedOffset(knownSeed)).toBe(49_361);
    expect(yeekeeSeedCommitment(knownSeed, 'YK2026112401')).toBe(
      'aab0ac74858b1c08aaaa94930d8e9ee3a4cc46294b3920cf5a49dd220bc58fbb',
    );
  });

  it('SEEDED with the known seed: (2,509,036 + 49,361) mod 100,000 = 58397 → 397 / 58', () => {
    expect(yeekeeOutcome({ formula: 'SEEDED', shots: example1, minShots: 20, seed: knownSeed })).toEqual({
      kind: 'RESULT',
      sum: 2_543_565n,
      subtractPosition: 16,
      subtractedSeq: 27,
      subtractedShot: '34529',
      classicR: 2_509_036n,
      r: '58397',
      top3: '397',
      bottom2: '58',
    });
    expect(
      yeekeeOutcome({ formula: 'SEEDED', shots: example2, minShots: 20, seed: knownSeed }),
    ).toMatchObject({
      classicR: 1_234_516_014n,
      r: '65375',
      top3: '375',
      bottom2: '65',
    });
  });

  it('SEEDED writes r with exactly 5 digits, leading zeros kept', () => {
    // Offset 1: classic R 205 → 00206.
    const seed = `${'0'.repeat(63)}1`;
    const shots = Array.from({ length: 20 }, (_, index) => ({
      seq: index + 1,
      number: String(index + 1).padStart(5, '0'),
    }));
    expect(yeekeeOutcome({ formula: 'SEEDED', shots, minShots: 20, seed })).toMatchObject({
      classicR: 205n,
      r: '00206',
      top3: '206',
      bottom2: '00',
    });
  });

  it('counts back by seq: shots given out of order give the same result; seqs may skip', () => {
    const shots = Array.from({ length: 30 }, (_, index) => ({
      seq: (index + 1) * 10,
      number: String(index * 1_111).padStart(5, '0'),
    }));
    const ordered = yeekeeOutcome({ formula: 'CLASSIC', shots, minShots: 20 });
    // Position 16 from the last of 30 = the 15th shot (seq 150, number 15,554).
    expect(ordered).toMatchObject({ subtractedSeq: 150, subtractedShot: '15554' });
    const reversed = [...shots].reverse();
    expect(yeekeeOutcome({ formula: 'CLASSIC', shots: reversed, minShots: 20 })).toEqual(ordered);
  });

  it('the subtracted position is a setting', () => {
    const shots = Array.from({ length: 20 }, (_, index) => ({ seq: index + 1, number: '00000' }));
    shots[19] = { seq: 20, number: '00042' };
    expect(yeekeeOutcome({ formula: 'CLASSIC', shots, minShots: 20, subtractPosition: 1 })).toMatchObject({
      subtractedSeq: 20,
      subtractedShot: '00042',
      classicR: 0n,
      r: '00000',
    });
  });

  it('void below max(minShots, subtractPosition), a result at it', () => {
    const shots = (count: number) =>
      Array.from({ length: count }, (_, index) => ({ seq: index + 1, number: '12345' }));
    const voided = { kind: 'VOID', reason: 'TOO_FEW_SHOTS' };
    expect(yeekeeOutcome({ formula: 'CLASSIC', shots: shots(19), minShots: 20 })).toEqual(voided);
    expect(yeekeeOutcome({ formula: 'SEEDED', shots: [], minShots: 20, seed: knownSeed })).toEqual(voided);
    expect(yeekeeOutcome({ formula: 'CLASSIC', shots: shots(15), minShots: 0 })).toEqual(voided);
    expect(yeekeeOutcome({ formula: 'CLASSIC', shots: shots(16), minShots: 0 }).kind).toBe('RESULT');
    expect(yeekeeOutcome({ formula: 'CLASSIC', shots: shots(20), minShots: 20 }).kind).toBe('RESULT');
  });

  it('refuses broken data: a shot not of 5 digits, a repeated seq, a SEEDED round without a valid seed', () => {
    const shots = Array.from({ length: 20 }, (_, index) => ({ seq: index + 1, number: '12345' }));
    expect(() =>
      yeekeeOutcome({ formula: 'CLASSIC', shots: [...shots, { seq: 21, number: '1234' }], minShots: 20 }),
    ).toThrow(RangeError);
    expect(() =>
      yeekeeOutcome({ formula: 'CLASSIC', shots: [{ seq: 3, number: '00001' }, ...shots], minShots: 20 }),
    ).toThrow(/seq 3 appears twice/);
    expect(() => yeekeeOutcome({ formula: 'SEEDED', shots, minShots: 20 })).toThrow(RangeError);
    expect(() =>
      yeekeeOutcome({ formula: 'SEEDED', shots, minShots: 20, seed: knownSeed.toUpperCase() }),
    ).toThrow(RangeError);
    expect(() => yeekeeOutcome({ formula: 'CLASSIC', shots, minShots: 20, subtractPosition: 0 })).toThrow(
      RangeError,
    );
  });
});
