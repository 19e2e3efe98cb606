/**
 * Market keys (docs/domain/sportsbook.md, "Markets"): `<period>.<type>[:<line>]`, e.g. `FT.AH:-0.25`
 * (Asian handicap, the line from the home side: home gives a quarter), `1H.OU:2.5`, `FT.1X2`, `1H.OE`,
 * `FT.CS`. Lines are kept in quarter goals (an integer), so the grader never compares fractions.
 */
export type Period = 'FT' | '1H';
export type MarketType = 'AH' | 'OU' | '1X2' | 'OE' | 'CS';
export const periods: readonly Period[] = ['FT', '1H'];
export const marketTypes: readonly MarketType[] = ['AH', 'OU', '1X2', 'OE', 'CS'];

export type MarketKey =
  | { period: Period; type: 'AH'; quarters: number }
  | { period: Period; type: 'OU'; quarters: number }
  | { period: Period; type: '1X2' | 'OE' | 'CS' };

/** The widest lines the engine grades: a handicap of ±10 goals, a total up to 20 (offers are narrower). */
export const MAX_AH_QUARTERS = 40;
export const MAX_OU_QUARTERS = 80;

/** Correct-score grids: FT 0-0…4-4, 1H 0-0…2-2, each with OTHER for any score outside. */
export const correctScoreGrid = (period: Period): number => (period === 'FT' ? 4 : 2);

/** Quarter goals as the key writes them: -0.25, 0, 0.5, 2.75. */
export const lineText = (quarters: number): string => {
  const sign = quarters < 0 ? '-' : '';
  const whole = Math.floor(Math.abs(quarters) / 4);
  const rest = ['', '.25', '.5', '.75'][Math.abs(quarters) % 4];
  return `${sign}${whole}${rest}`;
};

const parseLine = (text: string): number | undefined => {
  const match = /^(-)?(\d{1,2})(\.25|\.5|\.75)?$/.exec(text);
  if (!match) return undefined;
  const [, minus, whole = '0', rest = ''] = match;
  const quarters =
    Number(whole) * 4 + { '': 0, '.25': 1, '.5': 2, '.75': 3 }[rest as '' | '.25' | '.5' | '.75'];
  if (minus && quarters === 0) return undefined;
  return minus ? -quarters : quarters;
};

export const formatMarketKey = (key: MarketKey): string =>
  key.type === 'AH' || key.type === 'OU'
    ? `${key.period}.${key.type}:${lineText(key.quarters)}`
    : `${key.period}.${key.type}`;

/** A key in its one written form; undefined for anything else (`FT.AH:+0.5`, `FT.OU:0`, `FT.AH`). */
export const parseMarketKey = (text: string): MarketKey | undefined => {
  const match = /^(FT|1H)\.(AH|OU|1X2|OE|CS)(?::(.+))?$/.exec(text);
  if (!match) return undefined;
  const period = match[1] as Period;
  const type = match[2] as MarketType;
  const line = match[3];
  if (type === 'AH' || type === 'OU') {
    if (line === undefined) return undefined;
    const quarters = parseLine(line);
    if (quarters === undefined) return undefined;
    if (type === 'AH' && Math.abs(quarters) > MAX_AH_QUARTERS) return undefined;
    if (type === 'OU' && (quarters <= 0 || quarters > MAX_OU_QUARTERS)) return undefined;
    return { period, type, quarters };
  }
  return line === undefined ? { period, type } : undefined;
};

/** Every outcome a market can be bet on, in display order. */
export const outcomesOf = (key: MarketKey): string[] => {
  switch (key.type) {
    case 'AH':
      return ['HOME', 'AWAY'];
    case 'OU':
      return ['OVER', 'UNDER'];
    case '1X2':
      return ['HOME', 'DRAW', 'AWAY'];
    case 'OE':
      return ['ODD', 'EVEN'];
    case 'CS': {
      const grid = correctScoreGrid(key.period);
      const scores: string[] = [];
      for (let home = 0; home <= grid; home += 1)
        for (let away = 0; away <= grid; away += 1) scores.push(`${home}-${away}`);
      return [...scores, 'OTHER'];
    }
  }
};

export const isOutcomeOf = (key: MarketKey, outcome: string): boolean => outcomesOf(key).includes(outcome);

/**
 * A handicap or total as Thai tables write it: the size only (who gives is shown apart), a quarter line
 * as its two neighbours ("0.5/1").
 */
export const lineDisplay = (quarters: number): string => {
  const size = Math.abs(quarters);
  if (size % 2 === 0) return lineText(size);
  return `${lineText(size - 1)}/${lineText(size + 1)}`;
};

/** The Thai names of handicap sizes members use (ครึ่งควบลูก for 0.5/1); none past two and a half goals. */
const thaiHandicapNames = [
  'ต่อเสมอ',
  'ป.ป',
  'ครึ่งลูก',
  'ครึ่งควบลูก',
  'ลูก',
  'ลูกควบลูกครึ่ง',
  'ลูกครึ่ง',
  'ลูกครึ่งควบสองลูก',
  'สองลูก',
  'สองลูกควบสองลูกครึ่ง',
  'สองลูกครึ่ง',
];
export const thaiHandicapName = (quarters: number): string | undefined =>
  thaiHandicapNames[Math.abs(quarters)];
