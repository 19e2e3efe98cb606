import { describe, expect, it } from 'vitest';
import { decimalFromFormat, type OddsFormat, riskForTyped } from './odds';
import { mul, type Rational, rational, toFixedDown } from './rational';
import { resultFactor, returnOf, ticketState } from './returns';

const odds = (text: string, format: OddsFormat = 'EU'): Rational => {
  const decimal = decimalFromFormat(text, format);
  if (!decimal) throw new Error(`not a price: ${text} ${format}`);
  return decimal;
};
const baht = (amount: number) => BigInt(Math.round(amount * 100));
const single = (stake: bigint, decimal: Rational, result: Parameters<typeof resultFactor>[0]) =>
  returnOf(stake, resultFactor(result, decimal));

describe('returns of a single', () => {
  it('red water: 100 typed at −0.80 risks 80; win 180, half win 130, push 80, half lose 40, lose 0', () => {
    const decimal = odds('-0.80', 'MY');
    const risk = riskForTyped(baht(100), decimal);
    expect(risk).toBe(baht(80));
    expect(single(risk, decimal, 'WIN')).toBe(baht(180));
    expect(single(risk, decimal, 'HALF_WIN')).toBe(baht(130));
    expect(single(risk, decimal, 'PUSH')).toBe(baht(80));
    expect(single(risk, decimal, 'HALF_LOSE')).toBe(baht(40));
    expect(single(risk, decimal, 'LOSE')).toBe(0n);
  });

  it('black water: 100 at +0.90; win 190, half win 145, push 100, half lose 50', () => {
    const decimal = odds('0.90', 'MY');
    expect(riskForTyped(baht(100), decimal)).toBe(baht(100));
    expect(single(baht(100), decimal, 'WIN')).toBe(baht(190));
    expect(single(baht(100), decimal, 'HALF_WIN')).toBe(baht(145));
    expect(single(baht(100), decimal, 'PUSH')).toBe(baht(100));
    expect(single(baht(100), decimal, 'HALF_LOSE')).toBe(baht(50));
  });

  it('cuts to the satang once, never paying a fraction of one', () => {
    // 33.33 at 1.333: 44.42889 → 44.42.
    expect(single(3333n, odds('1.333'), 'WIN')).toBe(4442n);
    // Red water risk is cut too: 33.33 typed at −0.83 risks 27.6639 → 27.66.
    expect(riskForTyped(3333n, odds('-0.83', 'MY'))).toBe(2766n);
  });
});

describe('returns of a parlay', () => {
  it('100 baht: 1.95 won, −0.25 at 1.90 drawn (half lose), over 2.75 at 2.00 with 3 goals (half win) → 146.25', () => {
    const state = ticketState(baht(100), [
      { decimal: odds('1.95'), result: 'WIN' },
      { decimal: odds('1.90'), result: 'HALF_LOSE' },
      { decimal: odds('2.00'), result: 'HALF_WIN' },
    ]);
    expect(state).toMatchObject({ state: 'SETTLED', payout: 14_625n, won: true });
  });

  it('the five-leg HK parlay: 2.015 × 0.5 × 1.5225 × 1.895 × 1', () => {
    const legs = [
      { decimal: odds('1.015', 'HK'), result: 'WIN' as const },
      { decimal: odds('0.755', 'HK'), result: 'HALF_LOSE' as const },
      { decimal: odds('1.045', 'HK'), result: 'HALF_WIN' as const },
      { decimal: odds('0.895', 'HK'), result: 'WIN' as const },
      { decimal: odds('0.965', 'HK'), result: 'PUSH' as const },
    ];
    const state = ticketState(baht(1000), legs);
    if (state.state !== 'SETTLED') throw new Error('not settled');
    expect(state.factor).toEqual(rational(290_677_603_125n, 100_000_000_000n));
    expect(toFixedDown(state.factor, 4)).toBe('2.9067');
    // 1,000 baht × 2.90677603125 = 2,906.77603125 → 2,906.77.
    expect(state.payout).toBe(290_677n);
  });

  it('a red-water leg counts at its decimal odds (−0.80 is 2.25)', () => {
    const state = ticketState(baht(100), [
      { decimal: odds('-0.80', 'MY'), result: 'WIN' },
      { decimal: odds('2.00'), result: 'WIN' },
    ]);
    expect(state).toMatchObject({ payout: baht(450) });
  });

  it('is lost as soon as one leg loses, with other legs still to play', () => {
    const state = ticketState(baht(100), [
      { decimal: odds('1.90') },
      { decimal: odds('1.90'), result: 'LOSE' },
      { decimal: odds('1.90'), result: 'WIN' },
    ]);
    expect(state).toMatchObject({ state: 'SETTLED', payout: 0n, won: false });
  });

  it('waits for its last leg otherwise, and settles a win with a half win (a known bug elsewhere)', () => {
    expect(
      ticketState(baht(100), [{ decimal: odds('1.90'), result: 'WIN' }, { decimal: odds('1.90') }]),
    ).toEqual({
      state: 'OPEN',
    });
    const state = ticketState(baht(100), [
      { decimal: odds('1.90'), result: 'WIN' },
      { decimal: odds('1.90'), result: 'HALF_WIN' },
    ]);
    // 1.90 × 1.45 = 2.755.
    expect(state).toMatchObject({ state: 'SETTLED', payout: 27_550n });
  });

  it('all void returns the stake, flagged as a refund', () => {
    const state = ticketState(baht(250), [
      { decimal: odds('1.90'), result: 'VOID' },
      { decimal: odds('3.10'), result: 'VOID' },
    ]);
    expect(state).toMatchObject({ payout: baht(250), refunded: true, won: false });
  });

  it('multiplies a half loss by one half, never by the price', () => {
    expect(resultFactor('HALF_LOSE', odds('3.00'))).toEqual(rational(1n, 2n));
    expect(mul(resultFactor('HALF_WIN', odds('3.00')), rational(1n))).toEqual(rational(2n));
  });
});
