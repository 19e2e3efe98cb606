import { describe, expect, it } from 'vitest';
import type { BetType } from './bet-types';
import { deriveResult } from './derive-result';
import { judgeLine } from './judge';

// A GLO draw worked by hand: first 820866, front3 266/482, back3 130/585, last-2 prize 06.
const glo = deriveResult('GLO', {
  first: '820866',
  front3: ['266', '482'],
  back3: ['130', '585'],
  back2: '06',
});
// A draw with repeated prize numbers and repeated digits.
const repeated = deriveResult('GLO', {
  first: '123443',
  front3: ['777', '777'],
  back3: ['090', '019'],
  back2: '55',
});

describe('judgeLine', () => {
  it.each<[BetType, string, number]>([
    ['THREE_TOP', '866', 1],
    ['THREE_TOP', '868', 0],
    ['THREE_TOP', '086', 0],
    ['THREE_TOD', '866', 1],
    ['THREE_TOD', '686', 1],
    ['THREE_TOD', '668', 1],
    ['THREE_TOD', '886', 0],
    ['THREE_TOD', '860', 0],
    ['THREE_FRONT', '266', 1],
    ['THREE_FRONT', '482', 1],
    ['THREE_FRONT', '866', 0],
    ['THREE_FRONT', '130', 0],
    ['THREE_BACK', '130', 1],
    ['THREE_BACK', '585', 1],
    ['THREE_BACK', '266', 0],
    ['TWO_TOP', '66', 1],
    ['TWO_TOP', '86', 0],
    ['TWO_TOP', '06', 0],
    ['TWO_BOTTOM', '06', 1],
    ['TWO_BOTTOM', '66', 0],
    ['TWO_BOTTOM', '6', 0],
    ['RUN_TOP', '8', 1],
    ['RUN_TOP', '6', 1],
    ['RUN_TOP', '2', 0],
    ['RUN_BOTTOM', '0', 1],
    ['RUN_BOTTOM', '6', 1],
    ['RUN_BOTTOM', '8', 0],
  ])('GLO 820866: %s %s → %d', (betType, number, hits) => {
    expect(judgeLine(betType, number, glo)).toBe(hits);
  });

  it.each<[BetType, string, number]>([
    ['THREE_TOP', '443', 1],
    ['THREE_TOD', '344', 1],
    ['THREE_TOD', '434', 1],
    ['THREE_TOD', '334', 0],
    ['THREE_FRONT', '777', 2],
    ['THREE_BACK', '090', 1],
    ['THREE_BACK', '900', 0],
    ['TWO_TOP', '43', 1],
    ['TWO_BOTTOM', '55', 1],
    ['RUN_TOP', '4', 1],
    ['RUN_TOP', '3', 1],
    ['RUN_BOTTOM', '5', 1],
  ])('GLO 123443: %s %s → %d (repeats pay per prize, runs once)', (betType, number, hits) => {
    expect(judgeLine(betType, number, repeated)).toBe(hits);
  });

  it('a product without front3/back3 never pays THREE_FRONT/THREE_BACK', () => {
    const lao = deriveResult('LAO', { number: '129813' });
    expect(judgeLine('THREE_FRONT', '813', lao)).toBe(0);
    expect(judgeLine('THREE_BACK', '813', lao)).toBe(0);
    expect(judgeLine('THREE_TOP', '813', lao)).toBe(1);
    expect(judgeLine('TWO_BOTTOM', '98', lao)).toBe(1);
  });

  it('a malformed number never wins', () => {
    expect(judgeLine('RUN_TOP', '', glo)).toBe(0);
    expect(judgeLine('RUN_TOP', '86', glo)).toBe(0);
    expect(judgeLine('TWO_TOP', '066', glo)).toBe(0);
    expect(judgeLine('THREE_TOD', '6 8', glo)).toBe(0);
  });
});
