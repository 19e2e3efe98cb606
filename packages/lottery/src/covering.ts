import { type BetType, betTypeDigits } from './bet-types';

/**
 * Covering bets (docs/domain/rewards.md §2): a member's lines of one bet type in one round that cover at least
 * this share of the bet type's numbers buy a small, certain loss, so they count 0 toward turnover,
 * cashback and referral income.
 */
export const COVERING_SHARE_PERCENT = 70;

/**
 * How many different bets each bet type has (docs/domain/lottery.md §2): 10^digits, except 3 ตัวโต๊ด, which wins
 * on the digits in any order — 123 and 321 are the same bet — so it has 220 (the multisets of three
 * digits: 10 + 90 + 120).
 */
export const betTypeUniverse: Record<BetType, number> = {
  THREE_TOP: 1000,
  THREE_TOD: 220,
  THREE_FRONT: 1000,
  THREE_BACK: 1000,
  TWO_TOP: 100,
  TWO_BOTTOM: 100,
  RUN_TOP: 10,
  RUN_BOTTOM: 10,
};

/** The bet a number stands for: its digits sorted for 3 ตัวโต๊ด, the number itself otherwise. */
export const coveringKey = (betType: BetType, number: string): string =>
  betType === 'THREE_TOD' ? [...number].sort().join('') : number;

/** The fewest distinct bets (by `coveringKey`) of a bet type that cover it: ceil(70% of its universe). */
export const coveringMinNumbers = (betType: BetType): number =>
  Math.ceil((betTypeUniverse[betType] * COVERING_SHARE_PERCENT) / 100);

/** True when `distinctBets` different bets of `betType` in one round are a covering. */
export const isCovering = (betType: BetType, distinctBets: number): boolean =>
  distinctBets >= coveringMinNumbers(betType);

/** Each bet type's covering minimum, for set-based SQL (settlement computes covering per round). */
export const coveringMinimums = (): Array<{ betType: BetType; minNumbers: number }> =>
  (Object.keys(betTypeDigits) as BetType[]).map((betType) => ({
    betType,
    minNumbers: coveringMinNumbers(betType),
  }));
