import { describe, expect, it } from 'vitest';
import { yeekeeResult } from './yeekee';

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
