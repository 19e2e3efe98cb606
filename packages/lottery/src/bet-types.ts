/** Bet-type codes (docs/domain/lottery.md §2). The server and contracts use the same strings on the wire. */
export const betTypes = [
  'THREE_TOP',
  'THREE_TOD',
  'THREE_FRONT',
  'THREE_BACK',
  'TWO_TOP',
  'TWO_BOTTOM',
  'RUN_TOP',
  'RUN_BOTTOM',
] as const;

export type BetType = (typeof betTypes)[number];

/** How many digits a number of each bet type has. */
export const betTypeDigits: Record<BetType, 1 | 2 | 3> = {
  THREE_TOP: 3,
  THREE_TOD: 3,
  THREE_FRONT: 3,
  THREE_BACK: 3,
  TWO_TOP: 2,
  TWO_BOTTOM: 2,
  RUN_TOP: 1,
  RUN_BOTTOM: 1,
};

/** Thai names as members read them (docs/domain/lottery.md §2). */
export const betTypeNamesTh: Record<BetType, string> = {
  THREE_TOP: '3 ตัวบน',
  THREE_TOD: '3 ตัวโต๊ด',
  THREE_FRONT: '3 ตัวหน้า',
  THREE_BACK: '3 ตัวล่าง (ท้าย)',
  TWO_TOP: '2 ตัวบน',
  TWO_BOTTOM: '2 ตัวล่าง',
  RUN_TOP: 'วิ่งบน',
  RUN_BOTTOM: 'วิ่งล่าง',
};

export const isBetType = (value: unknown): value is BetType =>
  typeof value === 'string' && (betTypes as readonly string[]).includes(value);

const digitPatterns: Record<1 | 2 | 3, RegExp> = { 1: /^[0-9]$/, 2: /^[0-9]{2}$/, 3: /^[0-9]{3}$/ };

/**
 * True when `number` is exactly the bet type's digit count of ASCII digits.
 * Numbers are strings: "05" is a 2-digit number, "5" is not.
 */
export const isValidBetNumber = (betType: BetType, number: string): boolean =>
  typeof number === 'string' && digitPatterns[betTypeDigits[betType]].test(number);

/** Result formats (docs/domain/lottery.md §3): the shape staff enter for a product's result. */
export const resultFormats = ['GLO', 'LAO', 'HANOI', 'STOCK', 'TOP_BOTTOM', 'YEEKEE'] as const;

export type ResultFormat = (typeof resultFormats)[number];
