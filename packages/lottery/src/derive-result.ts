import type { ResultFormat } from './bet-types';

/** What staff enter for each result format (docs/domain/lottery.md §3). Every value is a digit string. */
export type RawResultByFormat = {
  /** Thai government: first prize, the two front-3 and two back-3 prizes, and the separate last-2 prize. */
  GLO: { first: string; front3: [string, string]; back3: [string, string]; back2: string };
  /** Lao Pattana: the 4–6 digit number drawn. */
  LAO: { number: string };
  /** Hanoi: the special prize and the first prize, 5 digits each. */
  HANOI: { special: string; first: string };
  /** Stock index: the close and the day's change, each with exactly 2 decimals ("21792.10", "-412.27"). */
  STOCK: { close: string; change: string };
  /** Private brands that publish 3 top and 2 bottom directly. */
  TOP_BOTTOM: { top3: string; bottom2: string };
  /** Computed from the shots by `yeekeeResult`, never typed by staff. */
  YEEKEE: { top3: string; bottom2: string };
};

export type RawResult<F extends ResultFormat = ResultFormat> = RawResultByFormat[F];

/**
 * The values every bet type is judged against (docs/domain/lottery.md §2).
 * `top2` is always the last 2 digits of `top3`; `front3`/`back3` exist only for GLO.
 */
export type DerivedResult = {
  top3: string;
  top2: string;
  bottom2: string;
  front3?: [string, string];
  back3?: [string, string];
};

const fromTopBottom = (top3: string, bottom2: string): DerivedResult => ({
  top3,
  top2: top3.slice(-2),
  bottom2,
});

/** Units digit and the two decimals of a close: "21792.10" → "210". */
const unitsAndDecimals = (close: string): string => {
  const [whole = '', decimals = ''] = close.split('.');
  return whole.slice(-1) + decimals;
};

const derivers: { [F in ResultFormat]: (raw: RawResultByFormat[F]) => DerivedResult } = {
  GLO: (raw) => ({
    ...fromTopBottom(raw.first.slice(-3), raw.back2),
    front3: [raw.front3[0], raw.front3[1]],
    back3: [raw.back3[0], raw.back3[1]],
  }),
  LAO: (raw) => {
    const lastFour = raw.number.slice(-4);
    return fromTopBottom(lastFour.slice(1), lastFour.slice(0, 2));
  },
  HANOI: (raw) => fromTopBottom(raw.special.slice(-3), raw.first.slice(-2)),
  // The change's last 2 characters are its decimals whatever its sign.
  STOCK: (raw) => fromTopBottom(unitsAndDecimals(raw.close), raw.change.slice(-2)),
  TOP_BOTTOM: (raw) => fromTopBottom(raw.top3, raw.bottom2),
  YEEKEE: (raw) => fromTopBottom(raw.top3, raw.bottom2),
};

/**
 * Derives `top3`, `top2`, `bottom2` (and for GLO `front3`, `back3`) from a result as entered.
 * Expects a raw result that `parseRawResult` accepted; it does not validate again.
 */
export const deriveResult = <F extends ResultFormat>(format: F, raw: RawResultByFormat[F]): DerivedResult =>
  derivers[format](raw);
