import { describe, expect, it } from 'vitest';
import {
  formatMarketKey,
  isOutcomeOf,
  lineDisplay,
  type MarketKey,
  outcomesOf,
  parseMarketKey,
  thaiHandicapName,
} from './market-key';

describe('market keys', () => {
  it('reads the written form and writes it back', () => {
    for (const text of [
      'FT.AH:-0.25',
      'FT.AH:0',
      '1H.AH:1.75',
      'FT.OU:2.5',
      '1H.OU:0.75',
      'FT.1X2',
      '1H.OE',
      'FT.CS',
    ])
      expect(formatMarketKey(parseMarketKey(text) as MarketKey)).toBe(text);
    expect(parseMarketKey('FT.AH:-0.25')).toEqual({ period: 'FT', type: 'AH', quarters: -1 });
  });

  it('refuses every other form', () => {
    for (const text of [
      'FT.AH',
      'FT.AH:+0.5',
      'FT.AH:-0',
      'FT.AH:0.3',
      'FT.AH:10.25',
      'FT.OU:0',
      'FT.OU:-1',
      'FT.1X2:1',
      '2H.AH:0',
      'ft.ah:0',
      'FT.AH:0.50',
      'FT.AH: 0.5',
    ])
      expect(parseMarketKey(text), text).toBeUndefined();
  });

  it('lists the outcomes of each market, correct score as its grid plus OTHER', () => {
    const ft = parseMarketKey('FT.CS') as MarketKey;
    const firstHalf = parseMarketKey('1H.CS') as MarketKey;
    expect(outcomesOf(ft)).toHaveLength(26);
    expect(outcomesOf(firstHalf)).toHaveLength(10);
    expect(isOutcomeOf(firstHalf, '3-0')).toBe(false);
    expect(isOutcomeOf(parseMarketKey('FT.1X2') as MarketKey, 'DRAW')).toBe(true);
    expect(isOutcomeOf(parseMarketKey('FT.AH:0') as MarketKey, 'DRAW')).toBe(false);
  });

  it('writes a line as Thai tables do: the size, a quarter as its two neighbours, and its Thai name', () => {
    expect(lineDisplay(-3)).toBe('0.5/1');
    expect(lineDisplay(1)).toBe('0/0.5');
    expect(lineDisplay(6)).toBe('1.5');
    expect(thaiHandicapName(-3)).toBe('ครึ่งควบลูก');
    expect(thaiHandicapName(0)).toBe('ต่อเสมอ');
    expect(thaiHandicapName(5)).toBe('ลูกควบลูกครึ่ง');
    expect(thaiHandicapName(20)).toBeUndefined();
  });
});
