import { describe, expect, it } from 'vitest';
import { grade, gradeLineValue, type LegResult, type MatchResult } from './grade';
import { type MarketKey, parseMarketKey } from './market-key';

const key = (text: string): MarketKey => {
  const parsed = parseMarketKey(text);
  if (!parsed) throw new Error(`not a key: ${text}`);
  return parsed;
};
const ft = (home: number, away: number): MatchResult => ({ ft: { home, away }, ht: { home: 0, away: 0 } });
const short: Record<string, LegResult> = { W: 'WIN', HW: 'HALF_WIN', P: 'PUSH', HL: 'HALF_LOSE', L: 'LOSE' };

/**
 * The rule written a second way, in goals as numbers rather than quarters: a whole or half line is
 * settled on the sign of (margin + line); a quarter line is the mean of its two neighbours' nets (win
 * +1, push 0, lose −1), so ±0.5 is a half win or half loss. Every case below is derived from this.
 */
const byRule = (value: number, line: number): LegResult => {
  const net = (x: number) => Math.sign(x);
  const isQuarter = Math.abs((line * 4) % 2) === 1;
  const mean = isQuarter ? (net(value + line - 0.25) + net(value + line + 0.25)) / 2 : net(value + line);
  return ({ '1': 'WIN', '0.5': 'HALF_WIN', '0': 'PUSH', '-0.5': 'HALF_LOSE', '-1': 'LOSE' } as const)[
    String(mean) as '1'
  ];
};
const mirror: Record<LegResult, LegResult> = {
  WIN: 'LOSE',
  HALF_WIN: 'HALF_LOSE',
  PUSH: 'PUSH',
  HALF_LOSE: 'HALF_WIN',
  LOSE: 'WIN',
  VOID: 'VOID',
};

const quarterLines = (from: number, to: number) =>
  Array.from({ length: (to - from) * 4 + 1 }, (_, index) => from + index / 4);
const scores = Array.from({ length: 49 }, (_, index) => ({ home: Math.floor(index / 7), away: index % 7 }));

describe('grade: Asian handicap', () => {
  it('settles the giving team by goal margin as the table of docs/domain/sportsbook.md', () => {
    // Rows: the line the team gives; columns: its margin ≤ −1, 0, +1, +2, ≥ +3.
    const table: Array<[number, string]> = [
      [0, 'L P W W W'],
      [-0.25, 'L HL W W W'],
      [-0.5, 'L L W W W'],
      [-0.75, 'L L HW W W'],
      [-1, 'L L P W W'],
      [-1.25, 'L L HL W W'],
      [-1.5, 'L L L W W'],
      [-1.75, 'L L L HW W'],
      [-2, 'L L L P W'],
    ];
    for (const [line, row] of table) {
      const expected = row.split(' ').map((cell) => short[cell]);
      const margins = [-1, 0, 1, 2, 3];
      const got = margins.map((margin) =>
        grade(key(`FT.AH:${line}`), 'HOME', ft(Math.max(margin, 0) + 1, Math.max(-margin, 0) + 1)),
      );
      expect(got, `line ${line}`).toEqual(expected);
      // The receiving side mirrors it.
      const away = margins.map((margin) =>
        grade(key(`FT.AH:${line}`), 'AWAY', ft(Math.max(margin, 0), Math.max(-margin, 0))),
      );
      expect(away, `line ${line}, receiving`).toEqual(expected.map((result) => mirror[result as LegResult]));
    }
  });

  it('pins the public vectors', () => {
    expect(grade(key('FT.AH:0.25'), 'HOME', ft(0, 0))).toBe('HALF_WIN');
    expect(grade(key('FT.AH:0.25'), 'HOME', ft(1, 1))).toBe('HALF_WIN');
    expect(grade(key('FT.AH:0.75'), 'HOME', ft(0, 1))).toBe('HALF_LOSE');
    expect(grade(key('FT.AH:0.75'), 'HOME', ft(0, 2))).toBe('LOSE');
    expect(grade(key('FT.AH:-0.75'), 'HOME', ft(1, 0))).toBe('HALF_WIN');
    expect(grade(key('FT.AH:-0.75'), 'HOME', ft(1, 1))).toBe('LOSE');
    expect(grade(key('FT.AH:-1.75'), 'HOME', ft(2, 0))).toBe('HALF_WIN');
    expect(grade(key('FT.AH:-1.75'), 'HOME', ft(3, 1))).toBe('HALF_WIN');
    expect(grade(key('FT.AH:1.75'), 'HOME', ft(0, 2))).toBe('HALF_LOSE');
    expect(grade(key('FT.AH:3.75'), 'HOME', ft(0, 4))).toBe('HALF_LOSE');
  });

  it('grades every line −3.75…+3.75, both sides, against every score up to 6-6 by the rule', () => {
    let cases = 0;
    for (const line of quarterLines(-3.75, 3.75))
      for (const score of scores) {
        const margin = score.home - score.away;
        const home = grade(key(`FT.AH:${line}`), 'HOME', ft(score.home, score.away));
        const away = grade(key(`FT.AH:${line}`), 'AWAY', ft(score.home, score.away));
        expect(home, `home ${line} at ${score.home}-${score.away}`).toBe(byRule(margin, line));
        expect(away, `away ${line} at ${score.home}-${score.away}`).toBe(byRule(-margin, -line));
        expect(away).toBe(mirror[home]);
        cases += 2;
      }
    expect(cases).toBe(31 * 49 * 2);
  });

  it('counts only the goals after a live bet, and the first half on its own score', () => {
    const result: MatchResult = { ft: { home: 2, away: 1 }, ht: { home: 1, away: 0 } };
    // Home −0.5 taken at 1-0: the rest of the match ended 1-1, so it loses.
    expect(grade(key('FT.AH:-0.5'), 'HOME', result, { home: 1, away: 0 })).toBe('LOSE');
    expect(grade(key('FT.AH:-0.5'), 'HOME', result)).toBe('WIN');
    // Over/under counts every goal, whatever the score when the bet was taken.
    expect(grade(key('FT.OU:2.5'), 'OVER', result, { home: 1, away: 0 })).toBe('WIN');
    expect(grade(key('1H.AH:-0.5'), 'HOME', result)).toBe('WIN');
    expect(grade(key('1H.OU:1.5'), 'UNDER', result)).toBe('WIN');
  });

  it('refuses scores that cannot be', () => {
    expect(() => grade(key('FT.AH:0'), 'HOME', ft(1, 0), { home: 2, away: 0 })).toThrow(RangeError);
    expect(() =>
      grade(key('FT.AH:0'), 'HOME', { ft: { home: 1, away: 0 }, ht: { home: 2, away: 0 } }),
    ).toThrow();
    expect(() => grade(key('FT.AH:0'), 'HOME', ft(-1, 0))).toThrow();
    expect(() => grade(key('FT.AH:0'), 'OVER', ft(1, 0))).toThrow(/not an outcome/);
  });
});

describe('grade: over/under, 1X2, odd/even, correct score', () => {
  it('grades every total 0.5…6.75 against every score up to 6-6 by the rule, over mirroring under', () => {
    let cases = 0;
    for (const line of quarterLines(0.5, 6.75))
      for (const score of scores) {
        const total = score.home + score.away;
        const over = grade(key(`FT.OU:${line}`), 'OVER', ft(score.home, score.away));
        const under = grade(key(`FT.OU:${line}`), 'UNDER', ft(score.home, score.away));
        expect(over, `over ${line} with ${total}`).toBe(byRule(total, -line));
        expect(under).toBe(mirror[over]);
        cases += 1;
      }
    expect(cases).toBe(26 * 49);
  });

  it('pins the quarter totals of the table', () => {
    expect(grade(key('FT.OU:2.25'), 'OVER', ft(1, 1))).toBe('HALF_LOSE');
    expect(grade(key('FT.OU:2.75'), 'OVER', ft(2, 1))).toBe('HALF_WIN');
    expect(grade(key('FT.OU:3'), 'OVER', ft(2, 1))).toBe('PUSH');
  });

  it('settles 1X2 on normal time, 0-0 as even, and correct score with OTHER outside the grid', () => {
    expect(grade(key('FT.1X2'), 'DRAW', ft(1, 1))).toBe('WIN');
    expect(grade(key('FT.1X2'), 'HOME', ft(1, 1))).toBe('LOSE');
    expect(grade(key('FT.1X2'), 'AWAY', ft(0, 3))).toBe('WIN');
    expect(grade(key('FT.OE'), 'EVEN', ft(0, 0))).toBe('WIN');
    expect(grade(key('FT.OE'), 'ODD', ft(2, 1))).toBe('WIN');
    expect(grade(key('FT.CS'), '2-1', ft(2, 1))).toBe('WIN');
    expect(grade(key('FT.CS'), 'OTHER', ft(5, 0))).toBe('WIN');
    expect(grade(key('FT.CS'), '4-4', ft(5, 0))).toBe('LOSE');
    expect(grade(key('1H.CS'), 'OTHER', { ft: { home: 3, away: 0 }, ht: { home: 3, away: 0 } })).toBe('WIN');
    expect(() => grade(key('1H.CS'), '3-0', ft(3, 0))).toThrow(/not an outcome/);
  });
});

describe('gradeLineValue', () => {
  it('never has one half win while the other loses', () => {
    for (let quarters = -60; quarters <= 60; quarters += 1)
      expect(['WIN', 'HALF_WIN', 'PUSH', 'HALF_LOSE', 'LOSE']).toContain(gradeLineValue(quarters));
    expect(gradeLineValue(1)).toBe('HALF_WIN');
    expect(gradeLineValue(-1)).toBe('HALF_LOSE');
    expect(gradeLineValue(0)).toBe('PUSH');
  });
});
